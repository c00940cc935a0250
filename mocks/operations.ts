import { operations as contractOperations } from '../generated/requests/operations';

/**
 * Every operation of the gateway contract (openapi/gateway.yaml): operationId, HTTP method, path template
 * (relative to the gateway base) and how it authenticates, in the contract's order. `npm run generate` writes the
 * table from the contract (scripts/generate-operations.ts), so a new operation needs nothing here.
 */

/** bearer: needs a token; optional: takes one when sent; none: public. */
export type OperationAuth = 'bearer' | 'optional' | 'none';

export interface OperationInfo {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template relative to the gateway base, with {name} parameters as in the contract. */
  readonly path: string;
  readonly auth: OperationAuth;
}

export const operations = contractOperations satisfies Readonly<Record<string, OperationInfo>>;

export type OperationId = keyof typeof operations;

export const operationIds = Object.keys(operations) as OperationId[];

export function isOperationId(value: string): value is OperationId {
  return Object.prototype.hasOwnProperty.call(operations, value);
}

/** The MSW path of an operation under a base address: `{name}` becomes `:name`. */
export function mswPath(baseUrl: string, operationId: OperationId): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${operations[operationId].path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function templateMatches(template: string, path: string): boolean {
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
  return pattern.test(path);
}

/** Whether a path relative to the gateway base (a trailing slash aside) is the operation's path. */
export function isPathOf(operationId: OperationId, path: string): boolean {
  return templateMatches(operations[operationId].path, path.replace(/\/+$/, '') || '/');
}

/**
 * The operations a reference names: an operationId ("getAccount"), a method and path ("GET /account",
 * "GET /eobs/{eobId}" or "GET /eobs/EOB-1") or a path alone ("/account/preferences": every method).
 * Paths are relative to the gateway base. Throws when nothing matches, so a typo fails loudly.
 */
export function resolveOperations(reference: string): OperationId[] {
  const trimmed = reference.trim();
  if (isOperationId(trimmed)) return [trimmed];
  const match = /^(?:(GET|POST|PUT|PATCH|DELETE)\s+)?(\/\S*)$/i.exec(trimmed);
  if (match) {
    const method = match[1]?.toUpperCase();
    const path = (match[2] ?? '').split('?')[0]?.replace(/\/+$/, '') || '/';
    const found = operationIds.filter((id) => {
      const operation = operations[id];
      return (!method || operation.method === method) && (operation.path === path || templateMatches(operation.path, path));
    });
    // A literal path wins over a template that also matches it (/eobs/v2 is not /eobs/{eobId}).
    const literal = found.filter((id) => operations[id].path === path);
    if (literal.length > 0) return literal;
    if (found.length > 0) return found;
  }
  throw new Error(`"${reference}" names no gateway operation (use an operationId such as getAccount, or "GET /account").`);
}
