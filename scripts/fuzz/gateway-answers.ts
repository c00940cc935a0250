import { faker } from '@faker-js/faker/locale/en_US';
import { http, HttpResponse, type HttpHandler, type RequestHandler } from 'msw';

import { deref, listOperations, loadContract, type ContractOperation } from '../contract/contract';

import { type EdgeVariant, SchemaWalker } from './schema-walker';

/**
 * The gateway of one fuzz render: every operation answered by orval's generated MSW handler
 * (generated/gateway/<tag>/<tag>.msw.ts), with the body of orval's generated Faker factory under a seed, or the
 * body the schema walker generates for an edge variant. Each operation's body is made once per render (the same
 * call asked twice, or by two screens, gets the same answer), from a seed of its own, so the data of a render do
 * not depend on the order of its requests.
 *
 * The answers a session needs to hang together are the only ones held fixed (see coherentAccount): the rest is
 * as the generator made it.
 *
 * An answer has the media type the request asks for among those its operation documents (the first documented when
 * it asks for none of them). orval's handlers send JSON or plain text only: the media types they cannot send (a PDF,
 * an HTML page) are answered by a handler of the fuzz in front of the generated one.
 */

export type AnswerSource = { readonly kind: 'faker'; readonly seed: number } | { readonly kind: 'edge'; readonly variant: EdgeVariant };

export function sourceLabel(source: AnswerSource): string {
  return source.kind === 'faker' ? `faker` : source.variant;
}

type MswModule = Record<string, unknown>;
type HandlerFactory = (override?: unknown) => RequestHandler;
type ResponseFactory = () => unknown;

const mswModules = import.meta.glob<MswModule>('../../generated/gateway/*/*.msw.ts', { eager: true });
const generated: Record<string, unknown> = Object.assign({}, ...Object.values(mswModules));

const contract = loadContract();
export const contractOperations: readonly ContractOperation[] = listOperations(contract);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** orval's names: get<OperationId>MockHandler and get<OperationId>ResponseMock. */
function factories(operationId: string): { handler: HandlerFactory; response?: ResponseFactory } {
  const handler = generated[`get${capitalise(operationId)}MockHandler`];
  if (typeof handler !== 'function') throw new Error(`orval generated no MSW handler for ${operationId}`);
  const response = generated[`get${capitalise(operationId)}ResponseMock`];
  return { handler: handler as HandlerFactory, response: typeof response === 'function' ? (response as ResponseFactory) : undefined };
}

/** A 32-bit seed of its own for one operation of one render. */
function operationSeed(seed: number, operationId: string): number {
  let hash = seed | 0;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash >>> 0;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface RenderGateway {
  /** The handlers, answering under any base address (orval's handlers match `*\/path`). */
  readonly handlers: RequestHandler[];
  /** The body an operation answers in this render (made on first use). */
  readonly answer: (operationId: string) => unknown;
  /**
   * The HTTP error statuses the source answers with on purpose: an error page of one of them is the render's expected
   * outcome. None for today's sources, whose every answer is a success answer within the contract.
   */
  readonly failedOnPurpose: readonly number[];
}

/** Static paths before parameterised ones, so /eobs/metadata is not taken for /eobs/{eobId}. */
function byPathSpecificity(a: ContractOperation, b: ContractOperation): number {
  const params = (operation: ContractOperation) => (operation.path.match(/\{/g) ?? []).length;
  return params(a) - params(b) || b.path.length - a.path.length;
}

/** The media types an operation documents for its success answer. */
export function successMedia(operation: ContractOperation): string[] {
  const status = Object.keys(operation.responses).filter((s) => /^2\d\d$/.test(s)).sort()[0];
  return Object.keys((status ? deref(contract, operation.responses[status]!).content : undefined) ?? {});
}

/** The documented media type a request asks for: the first its Accept header names, else the first documented. */
export function askedMedia(documented: readonly string[], accept: string | null): string | undefined {
  const asked = (accept ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  return asked.map((media) => documented.find((candidate) => candidate === media)).find((media) => media !== undefined) ?? documented[0];
}

/** What orval's generated handlers can send: a JSON body, or a text body as text/plain. */
const sentByOrval = (media: string) => media.includes('json') || media === 'text/plain';

/** A PDF document as the answer check reads one (it starts with the PDF signature). */
const PDF_DOCUMENT = '%PDF-1.4\n%A document of the contract fuzz\n%%EOF\n';

export function renderGateway(source: AnswerSource, today: Date): RenderGateway {
  const bodies = new Map<string, unknown>();
  const walker = source.kind === 'edge' ? new SchemaWalker(contract, { variant: source.variant, today }) : null;

  function make(operation: ContractOperation): unknown {
    if (walker) return walker.answer(operation)?.body;
    const { response } = factories(operation.operationId);
    if (!response) return undefined;
    faker.seed(operationSeed(source.kind === 'faker' ? source.seed : 0, operation.operationId));
    // orval's factory of an answer documented as JSON or a PDF draws one of the two (the PDF as a Blob, which its
    // handler would send as the JSON "{}"); the body made here is the JSON one, drawn again until it is.
    let body = response();
    for (let draw = 1; body instanceof Blob && draw < 20; draw += 1) body = response();
    return body;
  }

  function answer(operationId: string): unknown {
    if (!bodies.has(operationId)) {
      const operation = contractOperations.find((candidate) => candidate.operationId === operationId);
      if (!operation) throw new Error(`No operation ${operationId} in the contract`);
      let body = make(operation);
      if (operationId === 'getAccount') body = coherentAccount(body, walker);
      else body = linkMembers(body, accountMembers());
      bodies.set(operationId, body);
    }
    return bodies.get(operationId);
  }

  function accountMembers(): readonly Record<string, unknown>[] {
    const account = answer('getAccount');
    return isRecord(account) && Array.isArray(account.members) ? account.members.filter(isRecord) : [];
  }

  const handlers = [...contractOperations].sort(byPathSpecificity).flatMap((operation): RequestHandler[] => {
    const { handler, response } = factories(operation.operationId);
    if (!response && !walker) return [handler()];
    const generatedHandler = handler(() => answer(operation.operationId));
    const documented = successMedia(operation);
    if (documented.every(sentByOrval)) return [generatedHandler];
    // A request that falls through (undefined) is answered by the generated handler.
    const ownHandler = http[operation.method]((generatedHandler as HttpHandler).info.path, ({ request }) => {
      const media = askedMedia(documented, request.headers.get('Accept'));
      if (media === undefined || sentByOrval(media)) return undefined;
      const body = media === 'application/pdf' ? PDF_DOCUMENT : String(answer(operation.operationId) ?? '');
      return new HttpResponse(body, { headers: { 'Content-Type': media } });
    });
    return [ownHandler, generatedHandler];
  });
  return { handlers, answer, failedOnPurpose: [] };
}

/**
 * A signed-in session needs an account with at least one member (the token names one of them, product section 4): where
 * a variant leaves the list empty (empty arrays), one member of the same variant is generated on its own.
 */
function coherentAccount(body: unknown, walker: SchemaWalker | null): unknown {
  if (!isRecord(body) || !Array.isArray(body.members) || body.members.length > 0 || !walker) return body;
  return { ...body, members: [walker.value({ $ref: '#/components/schemas/Member' })] };
}

/**
 * Answers name the account's members by key (product section 3: memberKey, and key with suffix in the family): a
 * gateway answers about the members of the account it signed in. Every member reference of an answer is pointed at a
 * member of the account, in turn (its suffix with it); everything else in the answer stays as generated.
 */
function linkMembers(body: unknown, members: readonly Record<string, unknown>[]): unknown {
  if (members.length === 0) return body;
  let next = 0;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isRecord(value)) return value;
    const result: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, visit(child)]));
    const keyName = typeof result.memberKey === 'string' ? 'memberKey' : typeof result.key === 'string' && 'suffix' in result ? 'key' : null;
    if (keyName) {
      const member = members[next++ % members.length]!;
      result[keyName] = member.memberKey;
      for (const suffixName of ['suffix', 'memberSuffix']) {
        if (typeof result[suffixName] === 'number' && typeof member.memberSuffix === 'number') result[suffixName] = member.memberSuffix;
      }
    }
    return result;
  };
  return visit(body);
}
