import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';

import { matchOperation, type ContractOperation } from '../contract/contract';

import { preferFor, readPreferences, withoutPreferencesCookie, type Preferences } from './preferences';

/**
 * Forwards the portal's gateway calls (everything under the gateway base of the dev server, e.g. /api) to Prism:
 * the base is taken off, the browser's `Prefer` choices (cookie) become Prism's `Prefer` header, and the violations
 * Prism reports for an answer (its `sl-violations` header, in proxy mode) are handed to `onAnswer` with the
 * operation they belong to.
 */

export interface Violation {
  /** Where: `request.body.username`, `response.body.members.0.memberKey` ... */
  readonly location: string;
  readonly severity: string;
  readonly message: string;
}

export interface ViolationReport {
  readonly operationId: string;
  readonly method: string;
  /** The path under the gateway base, with the query. */
  readonly path: string;
  readonly status: number;
  readonly violations: readonly Violation[];
}

export interface GatewayProxyOptions {
  /** The gateway base of the portal's configuration (where its calls go on the dev server), e.g. /api. */
  readonly base: string;
  /** Prism's address, e.g. http://127.0.0.1:4010 */
  readonly target: string;
  readonly operations: readonly ContractOperation[];
  /** Prism gives random answers: the operations that issue tokens keep their examples (see preferFor). */
  readonly dynamic: boolean;
  readonly tokenOperations: ReadonlySet<string>;
  /** Whether the browser's preferences apply (dev:prism) or not (proxy mode: the upstream answers). */
  readonly preferences: boolean;
  /** Every answer Prism forwards, with the violations it found (none when the answer honours the contract). */
  readonly onAnswer?: (report: ViolationReport) => void;
  /**
   * Mock mode: when a call's Accept header takes none of the media types the operation answers with (the portal
   * asks every call for application/json, also those the contract answers with text/plain), Prism would answer
   * 406; the proxy adds the operation's media types to Accept and says so here.
   */
  readonly onAcceptWidened?: (operation: ContractOperation, accept: string) => void;
}

/** The media types an operation's success answer comes in. */
function successMediaTypes(operation: ContractOperation): string[] {
  const status = Object.keys(operation.responses).filter((code) => /^2\d\d$/.test(code)).sort()[0];
  return Object.keys((status && operation.responses[status]?.content) || {});
}

/** Whether an Accept header takes one of the media types (by type, or a wildcard). */
export function accepts(accept: string | undefined, mediaTypes: readonly string[]): boolean {
  if (!accept) return true;
  const ranges = accept.split(',').map((range) => range.split(';')[0]!.trim().toLowerCase());
  return mediaTypes.some((type) => ranges.some((range) => range === '*/*' || range === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1)))));
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);

/** The path under the gateway base, or undefined when the address is not under it. */
export function underBase(base: string, url: string): string | undefined {
  if (url === base) return '/';
  if (url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) return url.slice(base.length).replace(/^\?/, '/?');
  return undefined;
}

/** Reads Prism's `sl-violations` header (a JSON list, or "Too many violations! ..." when cut short). */
export function parseViolations(header: string | string[] | undefined): Violation[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return [];
  const truncated = value.startsWith('Too many violations!');
  try {
    const list = JSON.parse(truncated ? value.replace(/^Too many violations! /, '') : value) as Array<{
      location?: unknown[];
      severity?: string;
      message?: string;
    }>;
    return list.map((item) => ({
      location: (item.location ?? []).map(String).join('.'),
      severity: item.severity ?? 'Error',
      message: item.message ?? '',
    }));
  } catch {
    return [{ location: 'response', severity: 'Error', message: truncated ? 'too many violations to list (Prism cut the list short)' : value }];
  }
}

function forwardedHeaders(headers: IncomingHttpHeaders, target: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    result[name] = value;
  }
  result.host = target.host;
  const cookie = withoutPreferencesCookie(headers.cookie);
  if (cookie) result.cookie = cookie;
  else delete result.cookie;
  return result;
}

/** A connect-style middleware: answers calls under the base by forwarding them, passes everything else on. */
export function createGatewayProxy(options: GatewayProxyOptions) {
  const target = new URL(options.target);
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const path = underBase(options.base, request.url ?? '');
    if (path === undefined) return next();
    const method = request.method ?? 'GET';
    const operation = matchOperation(options.operations, method, path.split('?')[0] ?? '/');
    const headers = forwardedHeaders(request.headers, target);
    if (options.onAcceptWidened && operation) {
      const types = successMediaTypes(operation);
      const accept = typeof headers.accept === 'string' ? headers.accept : undefined;
      if (types.length > 0 && !accepts(accept, types)) {
        headers.accept = [accept, ...types].filter(Boolean).join(', ');
        options.onAcceptWidened(operation, accept ?? '');
      }
    }
    if (options.preferences && operation) {
      const preferences: Preferences = readPreferences(request.headers.cookie);
      const prefer = preferFor(operation, preferences, { dynamic: options.dynamic, tokenOperations: options.tokenOperations });
      if (prefer) headers.prefer = prefer;
    }
    const upstream = httpRequest(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method, path: `${target.pathname.replace(/\/+$/, '')}${path}`, headers },
      (answer) => {
        const violations = parseViolations(answer.headers['sl-violations']);
        if (options.onAnswer) {
          options.onAnswer({
            operationId: operation?.operationId ?? '(not in the contract)',
            method,
            path,
            status: answer.statusCode ?? 0,
            violations,
          });
        }
        const replyHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) replyHeaders[name] = value;
        response.writeHead(answer.statusCode ?? 502, replyHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) return response.destroy(error);
      response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ status: 502, message: `Prism at ${options.target} did not answer: ${error.message}` }));
    });
    request.pipe(upstream);
  };
}
