// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exampleOf, listOperations, successStatus, type ContractOperation } from './contract';
import { formatResults, outcomeOf, verifyGateway, type VerifyOptions, type VerifyResult } from './verify';

/**
 * The verifier against a stub gateway that answers every operation with its contract example, except where a
 * test answers differently. No network.
 */

const BASE = 'https://gateway.test.example/api';
const CREDENTIALS = { username: 'backend-tester', password: 'S3cret#pass', domainId: 2 };
const operations = listOperations();

interface Call {
  operationId: string;
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
}

type Answer = (call: Call) => Response | undefined;

/** Hosts that serve one operation at a configured address. */
const OTHER_HOSTS: Record<string, string> = { 'feeds.example': 'getAccreditationFeed', 'chat.example': 'getChatConfig' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const errorBody = (status: number) => json({ status, message: `answered ${status}` }, status);

function example(operationId: string): unknown {
  const operation = operations.find((op) => op.operationId === operationId)!;
  return exampleOf(operation.responses[successStatus(operation)]!.content!['application/json']);
}

function matches(operation: ContractOperation, method: string, path: string): boolean {
  if (operation.method.toUpperCase() !== method) return false;
  const pattern = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return pattern.test(path);
}

function stubGateway(answers: Record<string, Answer> = {}): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const stub = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.href.startsWith(BASE) ? url.pathname.slice(new URL(BASE).pathname.length) : undefined;
    const elsewhere = OTHER_HOSTS[url.host];
    const operation = operations.find((op) => (path === undefined ? op.operationId === elsewhere : matches(op, method, path)));
    const call: Call = { operationId: operation?.operationId ?? '?', method, url, headers: { ...(init.headers as Record<string, string>) }, body: init.body as string | undefined };
    calls.push(call);
    if (!operation) return errorBody(404);
    const answered = answers[operation.operationId]?.(call);
    if (answered) return answered;
    const status = successStatus(operation);
    const content = operation.responses[status]!.content ?? {};
    const accept = call.headers.Accept ?? 'application/json';
    const mediaType = accept in content ? accept : Object.keys(content)[0]!;
    const value = exampleOf(content[mediaType]);
    const body = mediaType === 'application/json' ? JSON.stringify(value) : String(value ?? '');
    return new Response(body, { status: Number(status), headers: { 'Content-Type': mediaType } });
  };
  return { fetch: stub as typeof fetch, calls };
}

async function run(answers: Record<string, Answer> = {}, options: Partial<VerifyOptions> = {}) {
  const gateway = stubGateway(answers);
  const results = await verifyGateway({ baseUrl: BASE, credentials: CREDENTIALS, fetch: gateway.fetch, ...options });
  const row = (operationId: string, accept = 'application/json') => results.find((r) => r.operationId === operationId && r.accept === accept)!;
  const callsOf = (operationId: string) => gateway.calls.filter((call) => call.operationId === operationId);
  return { results, row, callsOf, calls: gateway.calls };
}

const failures = (results: VerifyResult[]) => results.filter((r) => outcomeOf(r) === 'fail');

describe('verifyGateway', () => {
  it('passes against a gateway that answers with the contract examples', async () => {
    const { results } = await run();
    expect(failures(results), formatResults(results)).toEqual([]);
  });

  it('never calls an operation marked x-side-effect (GET /idCard/request) in a default run', async () => {
    const { results, callsOf } = await run();
    expect(callsOf('requestIdCard')).toEqual([]);
    expect(results.some((r) => r.operationId === 'requestIdCard')).toBe(false);
    expect(formatResults(results)).toMatch(/side effects skipped \(1\): requestIdCard/);
  });

  it('calls it, and the other writes, with --include-writes', async () => {
    const { results, callsOf } = await run({}, { includeWrites: true });
    expect(callsOf('requestIdCard')).toHaveLength(1);
    expect(failures(results), formatResults(results)).toEqual([]);
    expect(formatResults(results)).toContain('Called all 52 operations of the specification.');
  });

  it('summarises the operations of the specification it did not call, and why', async () => {
    const { results } = await run();
    const summary = formatResults(results).split('\n').at(-1)!;
    expect(summary).toMatch(/^Not called: 13 of the 52 operations of the specification: /);
    expect(summary).toMatch(/writes skipped \(11\): createNewIdToken, selectGroup, /);
    expect(summary).toContain('form post (1): postExternalSso');
  });

  it('signs in with the credentials it is given, not the example body', async () => {
    const { callsOf } = await run();
    const signIns = callsOf('createToken');
    expect(signIns).toHaveLength(1);
    expect(JSON.parse(signIns[0]!.body!)).toEqual(CREDENTIALS);
  });

  it('takes ids from earlier answers of the same run', async () => {
    const account = example('getAccount') as { members: Array<Record<string, unknown>> };
    const member = { ...account.members[0]!, memberKey: 'K-77', memberSuffix: 0 };
    const [pcpExample] = example('getPcpMembers') as Array<{ pcp360History: object[] }>;
    const history = { ...pcpExample!.pcp360History[0], providerId: 'P-9', memberKey: 'K-77' };
    const pcpMembers = [{ ...pcpExample, memberKey: 'K-77', eligibleDates: ['2031-02-01'], pcp360History: [history] }];
    const eobs = { ...(example('getEobs') as Record<string, unknown>), content: [{ ...(example('getEobs') as { content: object[] }).content[0], eobId: 'E-5' }] };
    const claims = { ...(example('getClaims') as Record<string, unknown>), content: [{ ...(example('getClaims') as { content: object[] }).content[0], claimId: 'C-8' }] };
    const programs = [{ ...(example('getContentPrograms') as object[])[0], id: 55 }];
    const { results, callsOf } = await run({
      getClaims: () => json(claims),
      getAccount: () => json({ ...account, members: [member] }),
      getPcpMembers: () => json(pcpMembers),
      getPcpEligibility: () => json({ eligible: true, members: ['K-77'] }),
      getEobs: () => json(eobs),
      getContentPrograms: () => json(programs),
    });
    expect(failures(results), formatResults(results)).toEqual([]);
    expect(callsOf('getPcpProvider')[0]!.url.searchParams.get('providerId')).toBe('P-9');
    expect(callsOf('getEob')[0]!.url.pathname).toBe('/api/eobs/E-5');
    expect(callsOf('getClaim')[0]!.url.pathname).toBe('/api/claims/C-8');
    expect(callsOf('getEobPdf')[0]!.url.pathname).toBe('/api/eobs/E-5/pdf');
    expect(callsOf('getProgramDetail')[0]!.url.pathname).toBe('/api/programs/55/detail');
    expect(callsOf('getReferrals')[0]!.url.searchParams.get('memberKey')).toBe('K-77');
    expect(callsOf('getDomainHolidayCalendar')[0]!.url.pathname).toBe('/api/message/calendar/domain/2');
    const search = JSON.parse(callsOf('searchPcpProviders')[0]!.body!) as { members: unknown; zip: string };
    expect(search.members).toEqual([{ memberKey: 'K-77', effectiveDate: '02/01/2031' }]);
    expect(search.zip).toBe('97209');
    expect(results.flatMap((r) => r.notes).filter((note) => note.startsWith('example'))).toEqual([]);
  });

  it('falls back to the example where no answer gives an id, says so, and takes a documented 404 as an answer', async () => {
    const emptyPage = { ...(example('getEobs') as object), content: [], empty: true, numberOfElements: 0, totalElements: 0, totalPages: 0 };
    const { row } = await run({
      getEobs: () => json(emptyPage),
      getEob: () => errorBody(404),
    });
    expect(row('getEob').notes).toContain('example eobId (no answer of GET /eobs/v2 gave one)');
    expect(outcomeOf(row('getEob'))).toBe('documented');
    expect(formatResults([row('getEob')])).toMatch(/^ok \(documented 404\)/m);
  });

  it('fails an undocumented status, and a 401 although the call carried the token', async () => {
    const { row } = await run({ getGroupDetail: () => errorBody(404), getForms: () => errorBody(401) });
    expect(row('getGroupDetail').problems).toContain('expected status 200, got 404');
    expect(row('getForms').problems[0]).toMatch(/got 401 although the call carried the run's token/);
  });

  it('takes a 403 from /medicare-materials as documented when the eligibility says false, not when it says true', async () => {
    const forbidden = () => errorBody(403);
    const notEligible = await run({ getMedicareMaterialsEligibility: () => json(false), getMedicareMaterials: forbidden });
    expect(outcomeOf(notEligible.row('getMedicareMaterials'))).toBe('documented');
    const eligible = await run({ getMedicareMaterialsEligibility: () => json(true), getMedicareMaterials: forbidden });
    expect(eligible.row('getMedicareMaterials').problems).toEqual(['expected status 200, got 403 although GET /medicare-materials/eligibility answered true']);
  });

  it('reads PDF answers as bytes and requires a body starting with %PDF-', async () => {
    const pdf = (body: string) => () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const pdfOnly = (body: string) => (call: Call) => (call.headers.Accept === 'application/pdf' ? pdf(body)() : undefined);
    const good = await run({ getIdCard: pdfOnly('%PDF-1.7\n...'), getEobPdf: pdf('%PDF-1.4\n') });
    expect(good.row('getIdCard', 'application/pdf').problems).toEqual([]);
    expect(good.row('getEobPdf', 'application/pdf').problems).toEqual([]);
    const empty = await run({ getIdCard: pdfOnly('') });
    expect(empty.row('getIdCard', 'application/pdf').problems).toContain('the PDF body is empty');
    const html = await run({ getEobPdf: pdf('<html>error</html>') });
    expect(html.row('getEobPdf', 'application/pdf').problems).toContain('the PDF body does not start with %PDF-');
  });

  it('reports undeclared (misspelt) fields unless lenient', async () => {
    const account = example('getAccount') as Record<string, unknown>;
    const misspelt = () => json({ ...account, address: { addr1: '1 Main St', city: 'Portland', zip: '97209' } });
    const strict = await run({ getAccount: misspelt });
    expect(strict.row('getAccount').problems).toEqual(['/address has the undeclared property "addr1"', '/address has the undeclared property "zip"']);
    const lenient = await run({ getAccount: misspelt }, { strict: false });
    expect(lenient.row('getAccount').problems).toEqual([]);
  });

  it('reports the configured-address feeds as skipped when they are not under the base, and calls the given address', async () => {
    const notHere = () => new Response('<html>not found</html>', { status: 404, headers: { 'Content-Type': 'text/html' } });
    const underBase = await run({ getAccreditationFeed: notHere, getChatConfig: notHere });
    expect(outcomeOf(underBase.row('getAccreditationFeed'))).toBe('skipped');
    expect(underBase.row('getAccreditationFeed').skipped).toBe('skipped: not under the gateway base (pass --accreditation-url)');
    expect(underBase.row('getChatConfig').skipped).toBe('skipped: not under the gateway base (pass --chat-url)');
    expect(failures(underBase.results)).toEqual([]);

    const configured = await run({}, { addresses: { getAccreditationFeed: 'https://feeds.example/ncqa.json', getChatConfig: 'https://chat.example/config' } });
    expect(configured.callsOf('getAccreditationFeed')[0]!.url.href).toBe('https://feeds.example/ncqa.json');
    expect(configured.callsOf('getChatConfig')[0]!.headers.Authorization).toMatch(/^Bearer /);
    expect(outcomeOf(configured.row('getChatConfig'))).toBe('ok');
  });

  it('applies per-operation request overrides', async () => {
    const { callsOf, row } = await run({}, {
      requests: {
        getPcpProvider: { query: { providerId: 'P-OVERRIDE' } },
        getReferrals: { query: { statusCode: null } },
        searchPcpProviders: { body: { members: [{ memberKey: 'M9', effectiveDate: '01/01/2030' }], radius: 5, zip: '10001' } },
      },
    });
    expect(callsOf('getPcpProvider')[0]!.url.searchParams.get('providerId')).toBe('P-OVERRIDE');
    expect(callsOf('getReferrals')[0]!.url.searchParams.has('statusCode')).toBe(false);
    expect(JSON.parse(callsOf('searchPcpProviders')[0]!.body!)).toMatchObject({ zip: '10001', radius: 5 });
    expect(row('getPcpProvider').notes).toEqual(['request overridden by --requests']);
  });
});
