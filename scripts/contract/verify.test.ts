// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exampleOf, listOperations, loadContract, successStatus, type ContractOperation } from './contract';
import { ContractValidator } from './validator';
import { runVerifyCommand } from './verify-command';
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

const validator = new ContractValidator(loadContract());

/** The token the stub issues (the contract's example): any other bearer is refused with 401, as a gateway must. */
const ISSUED_TOKEN = (example('createToken') as { token: string }).token;
/** The registration wizard's token, which only its last step (POST /account/registration) takes. */
const REGISTRATION_TOKEN = (example('validateRegistrationUserDetails') as { registrationToken: string }).registrationToken;

/** What a gateway that validates its input answers 400 to: a required parameter missing or of the wrong type, a bad body. */
function badInput(operation: ContractOperation, call: Call, path: string): string | undefined {
  for (const parameter of operation.parameters) {
    const schema = (parameter.schema ?? {}) as { type?: string; format?: string; enum?: unknown[]; $ref?: string };
    let value: string | null | undefined;
    if (parameter.in === 'query') value = call.url.searchParams.get(parameter.name);
    if (parameter.in === 'path') {
      const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const values = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`).exec(path)?.slice(1) ?? [];
      value = values[names.indexOf(parameter.name)];
    }
    if (value === null || value === undefined) {
      if (parameter.required) return `${parameter.name} is required`;
      continue;
    }
    if ((schema.type === 'integer' || schema.type === 'number') && !/^-?\d+(\.\d+)?$/.test(value)) return `${parameter.name} is not a number`;
    if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${parameter.name} is not a date`;
    if (Array.isArray(schema.enum) && !schema.enum.map(String).includes(value)) return `${parameter.name} is not one of the values`;
    if (schema.$ref) {
      const problems = validator.validateSchema(schema.$ref.split('/').at(-1)!, /^\d+$/.test(value) ? Number(value) : value);
      if (problems.length > 0) return `${parameter.name}: ${problems.join('; ')}`;
    }
  }
  const mediaType = call.headers['content-type']?.split(';')[0];
  if (mediaType === 'application/json' && operation.requestBody) {
    let body: unknown;
    try {
      body = JSON.parse(call.body ?? '');
    } catch {
      return 'the body is not JSON';
    }
    const problems = validator.validateRequestBody(operation, mediaType, body);
    if (problems.length > 0) return problems.join('; ');
  }
  return undefined;
}

interface StubBehaviour {
  /** Operations that answer whatever token a call carries, or none (a gateway that ignores the token). */
  ignoresToken?: string[];
}

function stubGateway(answers: Record<string, Answer> = {}, behaviour: StubBehaviour = {}): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const path = url.href.startsWith(BASE) ? url.pathname.slice(new URL(BASE).pathname.length) : undefined;
    const elsewhere = OTHER_HOSTS[url.host];
    const operation = operations.find((op) => (path === undefined ? op.operationId === elsewhere : matches(op, method, path)));
    const headers = Object.fromEntries([...request.headers.entries()]);
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.text();
    const call: Call = { operationId: operation?.operationId ?? '?', method, url, headers, ...(body ? { body } : {}) };
    calls.push(call);
    if (!operation) return errorBody(404);
    const token = operation.operationId === 'registerAccount' ? REGISTRATION_TOKEN : ISSUED_TOKEN;
    const checksToken = operation.auth === 'bearer' && !behaviour.ignoresToken?.includes(operation.operationId);
    if (checksToken && call.headers.authorization !== `Bearer ${token}`) return errorBody(401);
    const answered = answers[operation.operationId]?.(call);
    if (answered) return answered;
    if (badInput(operation, call, path ?? operation.path)) {
      const documented = exampleOf(operation.responses['400']?.content?.['application/json']);
      return documented === undefined ? errorBody(400) : json(documented, 400);
    }
    const status = successStatus(operation);
    const content = operation.responses[status]!.content ?? {};
    const accept = call.headers.accept ?? 'application/json';
    const mediaType = accept in content ? accept : Object.keys(content)[0]!;
    const value = exampleOf(content[mediaType]);
    const text = mediaType === 'application/json' ? JSON.stringify(value) : String(value ?? '');
    return new Response(text, { status: Number(status), headers: { 'Content-Type': mediaType } });
  };
  return { fetch: stub as typeof fetch, calls };
}

async function run(answers: Record<string, Answer> = {}, options: Partial<VerifyOptions> = {}, behaviour: StubBehaviour = {}) {
  const gateway = stubGateway(answers, behaviour);
  const results = await verifyGateway({ baseUrl: BASE, credentials: CREDENTIALS, fetch: gateway.fetch, ...options });
  const row = (operationId: string, accept = 'application/json') => results.find((r) => r.operationId === operationId && r.accept === accept && r.check === 'contract')!;
  const checkRows = (operationId: string, check: VerifyResult['check']) => results.filter((r) => r.operationId === operationId && r.check === check);
  const callsOf = (operationId: string) => gateway.calls.filter((call) => call.operationId === operationId);
  return { results, row, checkRows, callsOf, calls: gateway.calls };
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
    expect(results.filter((r) => r.operationId === 'requestIdCard' && r.check === 'contract')).toHaveLength(1);
    expect(callsOf('requestIdCard').filter((call) => call.headers.authorization === `Bearer ${ISSUED_TOKEN}`).length).toBeGreaterThan(0);
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
    expect(JSON.parse(signIns[0]!.body!)).toEqual(CREDENTIALS);
    // The negative-data calls of POST /token use the example account, so a gateway that counts them as failed
    // attempts cannot lock the account the run signs in with.
    expect(signIns.slice(1).length).toBeGreaterThan(0);
    expect(signIns.slice(1).filter((call) => call.body?.includes(CREDENTIALS.username))).toEqual([]);
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
    }, { skipChecks: ['expected-data'] });
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
    const pdfOnly = (body: string) => (call: Call) => (call.headers.accept === 'application/pdf' ? pdf(body)() : undefined);
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
    expect(configured.callsOf('getChatConfig')[0]!.headers.authorization).toMatch(/^Bearer /);
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

  it('calls every bearer operation with no token, a malformed token and an expired one, each its own row', async () => {
    const { results, checkRows, callsOf } = await run();
    const bearerCalled = new Set(results.filter((r) => r.check === 'contract' && r.status !== null && operations.find((op) => op.operationId === r.operationId)!.auth === 'bearer').map((r) => r.operationId));
    for (const operationId of bearerCalled) {
      expect(checkRows(operationId, 'auth').map((r) => [r.variant, r.status, outcomeOf(r)]), operationId).toEqual([
        ['no token', 401, 'ok'],
        ['malformed token', 401, 'ok'],
        ['expired token', 401, 'ok'],
      ]);
    }
    const [valid, none, malformed, expired] = callsOf('getAccount').map((call) => call.headers.authorization);
    expect(valid).toBe(`Bearer ${ISSUED_TOKEN}`);
    expect(none).toBeUndefined();
    expect(malformed).toBe('Bearer not-a-real-token');
    const claims = JSON.parse(Buffer.from(expired!.split('.')[1]!, 'base64url').toString()) as { exp: number; memberKey: string };
    expect(claims.exp * 1000).toBeLessThan(Date.now());
    expect(claims.memberKey).toBe('M1001');
    // Operations whose bearer is optional are not refused without one.
    expect(checkRows('getPreferences', 'auth')).toEqual([]);
    expect(formatResults(results)).toMatch(/^Authentication: (\d+) of \1 calls with no, a malformed or an expired token refused with 401$/m);
  });

  it('fails a gateway that ignores the token, and one that answers 403 instead of 401', async () => {
    const ignoring = await run({}, {}, { ignoresToken: ['getAccount'] });
    expect(ignoring.checkRows('getAccount', 'auth').map((r) => r.problems)).toEqual([
      ['the gateway ignores the token: answered 200 to a call with no token'],
      ['the gateway ignores the token: answered 200 to a call with a malformed token'],
      ['the gateway ignores the token: answered 200 to a call with an expired token'],
    ]);
    const forbidding = await run({ getGroups: (call) => (call.headers.authorization === `Bearer ${ISSUED_TOKEN}` ? undefined : errorBody(403)) }, {}, { ignoresToken: ['getGroups'] });
    expect(forbidding.checkRows('getGroups', 'auth').map((r) => r.problems)).toEqual([
      ['expected status 401, got 403'],
      ['expected status 401, got 403'],
      ['expected status 401, got 403'],
    ]);
  });

  it('fails an error status for an id taken from the member\'s own answers, and a 4xx to a request built from valid data', async () => {
    const { row } = await run({ getEob: () => errorBody(404), validateUsername: () => errorBody(400), getDentalBenefits: () => errorBody(400) });
    expect(row('getEob').problems).toEqual(['expected status 200, got 404 for eobId EOB-2026-77120 from GET /eobs/v2 (the member\'s own)']);
    expect(row('validateUsername').problems).toEqual(['expected status 200, got 400 to a request built from valid data']);
    expect(row('getDentalBenefits').problems).toEqual(["expected status 200, got 400 for suffix 0 from GET /account (the member's own)"]);
  });

  it('rejects bad input: a missing or mistyped required value must get 400 or 422, never a 2xx or a 5xx', async () => {
    const good = await run();
    const medical = good.checkRows('getMedicalBenefits', 'negative');
    expect(medical.map((r) => [r.variant, r.status, outcomeOf(r)])).toEqual([
      ['missing asOfDate', 400, 'ok'],
      ['asOfDate of the wrong type (not-a-date)', 400, 'ok'],
    ]);
    const asOfDates = good.callsOf('getMedicalBenefits').map((call) => call.url.searchParams.get('asOfDate'));
    expect(asOfDates).toContain(null);
    expect(asOfDates).toContain('not-a-date');
    const search = good.checkRows('searchPcpProviders', 'negative').map((r) => r.variant);
    expect(search).toEqual(expect.arrayContaining(['body without zip', 'body with zip of the wrong type (12345)']));
    expect(formatResults(good.results)).toMatch(/^Negative data: (\d+) of \1 requests missing a required value or with one of the wrong type rejected$/m);

    const serving = await run({ getMedicalBenefits: () => json(example('getMedicalBenefits')) });
    expect(serving.checkRows('getMedicalBenefits', 'negative').map((r) => r.problems)).toEqual([
      ['accepted bad input: answered 200 to a request with missing asOfDate (400 or 422 expected)'],
      ['accepted bad input: answered 200 to a request with asOfDate of the wrong type (not-a-date) (400 or 422 expected)'],
    ]);
    const crashing = await run({ getPcpProvider: (call) => (call.url.searchParams.has('providerId') ? undefined : errorBody(500)) });
    expect(crashing.checkRows('getPcpProvider', 'negative')[0]!.problems).toEqual([
      'a server error for bad input: answered 500 to a request with missing providerId (400 or 422 expected)',
    ]);
    const unprocessable = await run({ getPcpProvider: (call) => (call.url.searchParams.has('providerId') ? undefined : json({ message: 'providerId' }, 422)) });
    expect(outcomeOf(unprocessable.checkRows('getPcpProvider', 'negative')[0]!)).toBe('ok');
  });

  it('fails an account the portal cannot work with: no members, or no suffix 0 for a subscriber\'s token', async () => {
    const account = example('getAccount') as { members: Array<Record<string, unknown>> };
    const good = await run();
    expect(good.checkRows('getAccount', 'expected-data').map((r) => [r.variant, outcomeOf(r)])).toEqual([
      ['members listed', 'ok'],
      ["the token's member listed", 'ok'],
      ['the subscriber (suffix 0) listed', 'ok'],
    ]);
    const empty = await run({ getAccount: () => json({ ...account, members: [] }) });
    expect(empty.checkRows('getAccount', 'expected-data')[0]!.problems).toEqual(['GET /account lists no members (the portal has no one to show)']);
    const renumbered = await run({ getAccount: () => json({ ...account, members: account.members.map((member) => ({ ...member, memberSuffix: Number(member.memberSuffix) + 1 })) }) });
    expect(renumbered.checkRows('getAccount', 'expected-data')[2]!.problems).toEqual([
      "a subscriber's token (suffix 0 in GET /eligibility/family), and GET /account lists no member of suffix 0",
    ]);
    const dependent = { ...account.members[0]!, memberKey: 'M1002', memberSuffix: 1, role: 'dependent', relationship: 'SPO', relationshipDescription: 'Spouse' };
    const withoutSubscriber = await run({ getAccount: () => json({ ...account, members: [dependent] }) });
    expect(withoutSubscriber.checkRows('getAccount', 'expected-data').map((r) => r.problems)).toEqual([
      [],
      ["the token's member M1001 is not among the members of GET /account"],
      ["a subscriber's token (suffix 0 in GET /eligibility/family), and GET /account lists no member of suffix 0"],
    ]);
  });

  it('fails a call that gets no answer within the time-out', async () => {
    const gateway = stubGateway();
    const delayed: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/account/status')) await new Promise((resolve) => setTimeout(resolve, 1_000));
      request.signal.throwIfAborted();
      return gateway.fetch(request);
    };
    const results = await verifyGateway({ baseUrl: BASE, credentials: CREDENTIALS, fetch: delayed, timeoutMs: 300, only: ['getAccountStatus'] });
    expect(results.find((r) => r.operationId === 'getAccountStatus' && r.check === 'contract')!.problems).toEqual(['no answer within 0.3 s']);
  });
});

describe('the contract:verify command', () => {
  const output = () => {
    const lines: string[] = [];
    return { lines, io: { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text) } };
  };

  it('prints its usage and exits 0 with --help', async () => {
    const { lines, io } = output();
    expect(await runVerifyCommand(['--help'], io)).toBe(0);
    expect(lines.join('\n')).toMatch(/^Usage: npm run contract:verify -- --base-url URL/);
    expect(lines.join('\n')).toContain('--skip-checks');
  });

  it('exits 2 on a bad option, naming it', async () => {
    const { lines, io } = output();
    expect(await runVerifyCommand(['--base-url', BASE, '--token', 't', '--skip-checks', 'everything'], io)).toBe(2);
    expect(lines[0]).toMatch(/^--skip-checks takes auth, negative, expected-data, not everything\./);
  });

  it('exits 0 when every row passes and 1 when one fails', async () => {
    const passing = output();
    const args = ['--base-url', BASE, '--username', CREDENTIALS.username, '--password', CREDENTIALS.password, '--domain', '2', '--only', 'getGroups'];
    expect(await runVerifyCommand(args, passing.io, { fetch: stubGateway().fetch })).toBe(0);
    const failing = output();
    expect(await runVerifyCommand(args, failing.io, { fetch: stubGateway({}, { ignoresToken: ['getGroups'] }).fetch })).toBe(1);
    expect(failing.lines.join('\n')).toMatch(/^FAIL +getGroups +GET +\/groups .*auth: no token .*the gateway ignores the token/m);
  });
});
