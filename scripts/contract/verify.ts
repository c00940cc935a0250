import {
  exampleOf,
  exampleUrl,
  isWrite,
  listOperations,
  loadContract,
  successStatus,
  type ContractOperation,
} from './contract';
import { ContractValidator } from './validator';

/**
 * Calls gateway operations and checks every answer against the contract. Used against Prism (the contract
 * served from its examples), against the portal's own mock gateway, and by the backend team against a real
 * gateway (`npm run contract:verify`).
 */

export interface VerifyOptions {
  /** The gateway base address, e.g. http://127.0.0.1:4010 or https://gateway.example/api */
  baseUrl: string;
  /** A bearer token for authenticated calls; when absent, credentials are used to get one. */
  token?: string;
  credentials?: { username: string; password: string; domainId: number };
  /** Include operations that change data (default false). */
  includeWrites?: boolean;
  /** Only these operation ids (default all). */
  only?: string[];
  /** Per-operation overrides of the example request. */
  requests?: Record<string, Partial<ExampleRequest>>;
  /** Also ask for the PDF variant of operations that document application/pdf (default true). */
  includePdf?: boolean;
  fetch?: typeof fetch;
}

export interface ExampleRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface VerifyResult {
  operationId: string;
  method: string;
  path: string;
  accept: string;
  status: number | null;
  problems: string[];
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

export function exampleRequest(operation: ContractOperation, token: string | undefined, accept = 'application/json'): ExampleRequest {
  const headers: Record<string, string> = { Accept: accept };
  if (operation.auth !== 'none' && token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  const content = operation.requestBody?.content;
  if (content) {
    const [mediaType, media] = Object.entries(content)[0] ?? [];
    const example = exampleOf(media);
    if (mediaType && example !== undefined) {
      headers['Content-Type'] = mediaType;
      body =
        mediaType === 'application/x-www-form-urlencoded'
          ? new URLSearchParams(example as Record<string, string>).toString()
          : JSON.stringify(example);
    }
  }
  return { url: exampleUrl(operation), method: operation.method.toUpperCase(), headers, body };
}

async function readBody(response: Response): Promise<unknown> {
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase();
  const text = await response.text();
  if (type.includes('json')) return text === '' ? undefined : (JSON.parse(text) as unknown);
  return text;
}

async function login(options: VerifyOptions, fetchImpl: typeof fetch): Promise<string | undefined> {
  if (options.token) return options.token;
  if (!options.credentials) return undefined;
  const response = await fetchImpl(joinUrl(options.baseUrl, '/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(options.credentials),
  });
  if (!response.ok) throw new Error(`POST /token answered ${response.status}`);
  const body = (await response.json()) as { token?: string };
  return body.token;
}

export async function verifyGateway(options: VerifyOptions): Promise<VerifyResult[]> {
  const fetchImpl = options.fetch ?? fetch;
  const document = loadContract();
  const validator = new ContractValidator(document);
  const token = await login(options, fetchImpl);
  const operations = listOperations(document).filter(
    (operation) =>
      (options.only ? options.only.includes(operation.operationId) : true) &&
      (options.includeWrites || !isWrite(operation)),
  );
  const results: VerifyResult[] = [];
  for (const operation of operations) {
    const expected = successStatus(operation);
    const accepts = Object.keys(operation.responses[expected]?.content ?? { 'application/json': {} });
    const variants = options.includePdf === false ? accepts.filter((a) => a !== 'application/pdf') : accepts;
    for (const accept of variants) {
      const base = exampleRequest(operation, token, accept);
      const override = options.requests?.[operation.operationId];
      const request = { ...base, ...override, headers: { ...base.headers, ...override?.headers } };
      const result: VerifyResult = {
        operationId: operation.operationId,
        method: request.method,
        path: operation.path,
        accept,
        status: null,
        problems: [],
      };
      try {
        const response = await fetchImpl(joinUrl(options.baseUrl, request.url), {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        result.status = response.status;
        const contentType = response.headers.get('Content-Type');
        const body = await readBody(response);
        if (String(response.status) !== expected) {
          result.problems.push(`expected status ${expected}, got ${response.status}`);
        }
        result.problems.push(...validator.validateResponse(operation, response.status, contentType, body));
        const returned = (contentType ?? '').split(';')[0]?.trim();
        if (response.ok && returned !== accept) {
          result.problems.push(`asked for ${accept}, got ${returned ?? 'no content type'}`);
        }
      } catch (error) {
        result.problems.push(`request failed: ${(error as Error).message}`);
      }
      results.push(result);
    }
  }
  return results;
}

/** A plain-text table of results, one row per call. */
export function formatResults(results: VerifyResult[]): string {
  const rows = results.map((r) => [
    r.problems.length === 0 ? 'ok' : 'FAIL',
    r.method,
    r.path,
    r.accept,
    r.status === null ? '-' : String(r.status),
    r.problems.join('; '),
  ]);
  const header = ['result', 'method', 'path', 'accept', 'status', 'problems'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(i === cells.length - 1 ? 0 : (widths[i] ?? 0))).join('  ').trimEnd();
  const passed = results.filter((r) => r.problems.length === 0).length;
  return [line(header), ...rows.map(line), '', `${passed} of ${results.length} calls match the contract`].join('\n');
}
