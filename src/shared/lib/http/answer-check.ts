import {
  contractOperations,
  validatorModules,
  type AnswerMedia,
  type AnswerSchema,
  type AnswerValidationError,
  type AnswerValidator,
  type ContractOperation,
  type ValidatorModuleName,
} from '../../../../generated/validators';

/**
 * Checks a gateway answer against the contract (openapi/gateway.yaml) before any screen sees it, with the
 * validators generated from the contract (generated/validators, docs/decisions/008-answer-validation.md).
 *
 * - The operation is found from the request alone: method and path, matched against the contract's path templates.
 * - The answer's media type must be one the operation documents for its status (and the one the request asked for,
 *   when it asked for one of them); its body must match that media type's schema. A PDF document must start with
 *   the PDF signature.
 * - Tolerant reader: properties the contract does not declare are never a violation.
 * - The first violation is returned with its JSON path ('$.members[0].dateOfBirth'), never with the value.
 */

export type { ContractOperation } from '../../../../generated/validators';

/** What broke the contract, without the value: the operation, where in the body, and which rule. */
export interface ContractViolation {
  readonly operationId: string;
  /** JSON path of the first violation: '$' for the body itself, '$.members[0].dateOfBirth' inside it. */
  readonly jsonPath: string;
  /**
   * The rule: `required`, `type`, `enum`, `format`, `pattern`, `minimum` ... from the schema; `media-type` for an
   * answer of a media type the operation does not document (or not the one asked for); `unreadable` for a body
   * that does not parse as its media type; `pdf` for a document that is not a PDF.
   */
  readonly rule: string;
}

const byRoute = new Map<string, ContractOperation>(
  contractOperations.filter((operation) => !operation.pattern).map((operation) => [`${operation.method} ${operation.path}`, operation]),
);
const templated = contractOperations.filter((operation) => operation.pattern);

/** The contract operation a request is for (method and the gateway path without query string), if any. */
export function findContractOperation(method: string, path: string): ContractOperation | undefined {
  const upper = method.toUpperCase();
  return byRoute.get(`${upper} ${path}`) ?? templated.find((operation) => operation.method === upper && operation.pattern!.test(path));
}

const loaded = new Map<ValidatorModuleName, Promise<Readonly<Record<string, unknown>>>>();

function loadModule(name: ValidatorModuleName): Promise<Readonly<Record<string, unknown>>> {
  let module = loaded.get(name);
  if (!module) {
    module = validatorModules[name]();
    // A module that failed to load is asked for again next time.
    module.catch(() => loaded.delete(name));
    loaded.set(name, module);
  }
  return module;
}

/** The validator modules loaded (or being loaded) in this page, by name. */
export function loadedValidatorModules(): ValidatorModuleName[] {
  return [...loaded.keys()].sort();
}

function successAnswers(operation: ContractOperation): readonly AnswerSchema[] {
  return Object.entries(operation.answers).find(([status]) => /^2\d\d$/.test(status))?.[1] ?? [];
}

/** The answers the operation documents for a status: that status, else another 2xx for a 2xx, else `default`. */
function documentedAnswers(operation: ContractOperation, status: number): readonly AnswerSchema[] {
  const exact = operation.answers[String(status)];
  if (exact) return exact;
  if (status >= 200 && status < 300) return successAnswers(operation);
  return operation.answers.default ?? [];
}

/**
 * Starts loading the validators of the operation's success answers, so that they arrive while the request is
 * under way. The returned promise never rejects (a failure to load shows when the answer is checked).
 */
export function preloadAnswerValidators(operation: ContractOperation): Promise<void> {
  const modules = new Set(successAnswers(operation).flatMap((answer) => (answer.module ? [answer.module] : [])));
  return Promise.all([...modules].map((name) => loadModule(name))).then(
    () => undefined,
    () => undefined,
  );
}

/** The media type the client read a body as, from the answer's Content-Type. */
export function answerMedia(contentType: string | null): AnswerMedia | 'other' {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type.includes('json')) return 'json';
  if (type === 'application/pdf') return 'pdf';
  if (type === '' || type.startsWith('text/')) return 'text';
  return 'other';
}

const MEDIA_TYPES: Readonly<Record<AnswerMedia, string>> = { json: 'application/json', text: 'text/', pdf: 'application/pdf' };

/** The documented media the request asked for with a single specific Accept type, if it did. */
function requestedMedia(accept: string | undefined, documented: readonly AnswerSchema[]): AnswerMedia | undefined {
  const type = accept?.split(';')[0]?.trim().toLowerCase();
  if (!type || type.includes(',') || type.includes('*')) return undefined;
  return documented.find((answer) => (answer.media === 'text' ? type.startsWith('text/') : MEDIA_TYPES[answer.media] === type))?.media;
}

/** '$.members[0].dateOfBirth' from the JSON Pointer '/members/0/dateOfBirth', reading the value to tell indices from keys. */
export function jsonPath(pointer: string, value: unknown, missingProperty?: string): string {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (missingProperty !== undefined) segments.push(missingProperty);
  let path = '$';
  let current: unknown = value;
  for (const segment of segments) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) path += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) path += `.${segment}`;
    else path += `[${JSON.stringify(segment)}]`;
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[segment] : undefined;
  }
  return path;
}

function violationOf(operationId: string, error: AnswerValidationError | undefined, body: unknown): ContractViolation {
  if (!error) return { operationId, jsonPath: '$', rule: 'schema' };
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
  // A discriminator that names no branch is an unknown value of that property.
  const tag = error.keyword === 'discriminator' ? String(error.params.tag) : undefined;
  return {
    operationId,
    jsonPath: jsonPath(error.instancePath, body, missing ?? tag),
    rule: tag !== undefined ? 'enum' : error.keyword,
  };
}

const PDF_SIGNATURE = '%PDF-';

async function isPdf(body: unknown): Promise<boolean> {
  if (typeof body !== 'object' || body === null || typeof (body as Blob).slice !== 'function') return false;
  const head = await (body as Blob).slice(0, PDF_SIGNATURE.length).arrayBuffer();
  return String.fromCharCode(...new Uint8Array(head)) === PDF_SIGNATURE;
}

export interface CheckedAnswer {
  readonly status: number;
  readonly contentType: string | null;
  /** The request's Accept header. */
  readonly accept?: string;
  /** The body as the client read it (parsed JSON, text, a Blob, or undefined when empty). */
  readonly body: unknown;
}

/**
 * The first violation of the contract in an answer, or null when it conforms (or the contract documents nothing
 * to check for that status). Rejects only when a validator module cannot be loaded.
 */
export async function checkAnswer(operation: ContractOperation, answer: CheckedAnswer): Promise<ContractViolation | null> {
  const documented = documentedAnswers(operation, answer.status);
  if (documented.length === 0) return null;
  const media = answerMedia(answer.contentType);
  // An empty body has no media type of its own: it is checked against the first documented one.
  const candidates = answer.body === undefined ? documented.slice(0, 1) : documented.filter((entry) => entry.media === media);
  const requested = requestedMedia(answer.accept, documented);
  const schema = candidates.find((entry) => requested === undefined || entry.media === requested);
  if (!schema) return { operationId: operation.operationId, jsonPath: '$', rule: 'media-type' };

  if (schema.media === 'pdf') {
    return (await isPdf(answer.body)) ? null : { operationId: operation.operationId, jsonPath: '$', rule: 'pdf' };
  }
  const validate = (await loadModule(schema.module!))[schema.validator!] as AnswerValidator | undefined;
  if (typeof validate !== 'function') throw new Error(`The answer validator ${schema.validator} is missing from its module: run npm run generate.`);
  return validate(answer.body) ? null : violationOf(operation.operationId, validate.errors?.[0], answer.body);
}
