import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getAccount, getAccountStatus } from '../../../../generated/gateway/account/account';
import { createToken } from '../../../../generated/gateway/auth/auth';
import { getBenefitLimits } from '../../../../generated/gateway/benefits/benefits';
import { getEob, getEobPdf, getEobsMetadata } from '../../../../generated/gateway/eobs/eobs';
import { getGroups } from '../../../../generated/gateway/groups/groups';
import { getIdCard } from '../../../../generated/gateway/id-card/id-card';
import { getPlanManagementDetails } from '../../../../generated/gateway/plan-management/plan-management';
import type { AccountDetails } from '../../../../generated/model';
import { decideForError } from '../../errors/failure-rule';
import { CONTRACT_VIOLATION_EVENT } from '../../../domain/analytics/analytics';

import { ApiError } from './api-error';
import { resetContractViolationReports } from './contract-violations';
import { configureGatewayClient } from './gateway-client';

/**
 * The one HTTP client checks every answer against the contract before any screen sees it: the generated hooks'
 * request functions are called with a stub transport that answers what each test needs.
 */

type Answer = { status?: number; contentType?: string; body: BodyInit | null };
let answer: Answer;
const requests: Request[] = [];

function bytes(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function json(body: unknown, status = 200): Answer {
  return { status, contentType: 'application/json', body: JSON.stringify(body) };
}

/** A member's account as the contract describes it; `SECRET` values must never reach a report. */
const SECRET = 'Zanzibar-4471';
function account(overrides: Record<string, unknown> = {}, member: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    subscriberId: '900123456',
    subscriberKey: 'S1001',
    groupId: '10001234',
    groupName: 'Cascade Manufacturing',
    members: [
      {
        memberKey: 'M1001',
        memberSuffix: 0,
        firstName: 'Jordan',
        lastName: 'Rivera',
        relationship: 'SUB',
        dateOfBirth: '1984-02-29',
        role: 'SUBSCRIBER',
        medicalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: null },
        ...member,
      },
    ],
    ...overrides,
  };
}

let consoleErrors: string[];
beforeEach(() => {
  answer = json(account());
  requests.length = 0;
  resetContractViolationReports();
  window.dataLayer = [];
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
  configureGatewayClient({
    baseUrl: 'https://gateway.example.com/api',
    getToken: () => 'session-token',
    fetch: (input, init) => {
      requests.push(new Request(input, init));
      const headers = answer.contentType ? { 'Content-Type': answer.contentType } : undefined;
      return Promise.resolve(new Response(answer.body, { status: answer.status ?? 200, headers }));
    },
  });
});

afterEach(() => {
  delete window.dataLayer;
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => new Error('The call succeeded'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

function expectMalformed(error: ApiError, operationId: string, jsonPath: string) {
  expect(error).toMatchObject({ kind: 'malformed', status: 502, operationId, jsonPath, body: undefined });
}

describe('an answer that conforms', () => {
  it('reaches the caller, with properties the contract does not declare kept and never a violation', async () => {
    answer = json(account({ loyaltyTier: 'gold', address: { city: 'Portland', geo: { lat: 45.5 } } }, { nickname: 'Jo', extra: [1, 2] }));
    const data = (await getAccount()) as AccountDetails & { loyaltyTier: string };
    expect(data.loyaltyTier).toBe('gold');
    expect(data.members[0]?.firstName).toBe('Jordan');
    expect(consoleErrors).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it('accepts null where the contract allows it, and a leap day', async () => {
    answer = json(account({ parentGroupId: null, hireDate: null }, { dateOfBirth: '2000-02-29' }));
    await expect(getAccount()).resolves.toMatchObject({ parentGroupId: null });
  });

  it('matches a path with a parameter to its template, and a fixed path beside it to its own operation', async () => {
    // `members` is an extra property for an EOB, and must be a list in the EOB filters' metadata.
    answer = json({ eobId: 'EOB-1', memberKey: 'M1001', issuedDate: '2026-10-15', lines: [], members: 'none' });
    await expect(getEob('EOB-1')).resolves.toMatchObject({ eobId: 'EOB-1' });
    // /eobs/metadata is not read as /eobs/{eobId}.
    expectMalformed(await failure(getEobsMetadata()), 'getEobsMetadata', '$.members');
  });

  it('passes a PDF document through as a Blob', async () => {
    answer = { contentType: 'application/pdf', body: bytes('%PDF-1.4\n%card\n') };
    const body = await getEobPdf('EOB-1', { headers: { Accept: 'application/pdf' } });
    // The transport's own Blob (another realm than the test's): checked by shape.
    expect(body).toMatchObject({ size: 15, type: 'application/pdf' });
  });
});

describe('an answer that breaks the contract becomes a malformed ApiError (502) naming the operation and the path', () => {
  it('a missing required field', async () => {
    const { members: _members, ...withoutMembers } = account();
    answer = json(withoutMembers);
    expectMalformed(await failure(getAccount()), 'getAccount', '$.members');
  });

  it('a missing required field inside a list', async () => {
    answer = json(account({}, { memberKey: undefined }));
    expectMalformed(await failure(getAccount()), 'getAccount', '$.members[0].memberKey');
  });

  it('a wrong type', async () => {
    answer = json(account({ subscriberId: 900123456 }));
    expectMalformed(await failure(getAccount()), 'getAccount', '$.subscriberId');
  });

  it('an unknown enum value', async () => {
    answer = json([{ productCategory: 'optical', total: 1500, totalMet: 0, totalRemaining: 1500 }]);
    expectMalformed(await failure(getBenefitLimits()), 'getBenefitLimits', '$[0].productCategory');
  });

  it.each([
    ['a day that does not exist', '2025-02-29'],
    ['another order', '02/28/1984'],
    ['a timestamp where a calendar date is documented', '1984-02-28T00:00:00Z'],
    ['text', 'soon'],
  ])('a malformed date (%s)', async (_case, dateOfBirth) => {
    answer = json(account({}, { dateOfBirth }));
    expectMalformed(await failure(getAccount()), 'getAccount', '$.members[0].dateOfBirth');
  });

  it('a nullable date that is neither null nor a date', async () => {
    answer = json({ eligibleAndActive: true, openEnrollmentEnd: '2026-13-01' });
    expectMalformed(await failure(getPlanManagementDetails()), 'getPlanManagementDetails', '$.openEnrollmentEnd');
  });

  it.each([
    ['an object where a list is documented', { groups: [] }],
    ['an empty body', null],
    ['text', 'OK'],
  ])('a wrong top-level shape (%s)', async (_case, body) => {
    answer = body === null ? { contentType: 'application/json', body: '' } : typeof body === 'string' ? { contentType: 'text/plain', body } : json(body);
    expectMalformed(await failure(getGroups()), 'getGroups', '$');
  });

  it('a text operation answering JSON', async () => {
    answer = json({ status: 'ACT' });
    expectMalformed(await failure(getAccountStatus()), 'getAccountStatus', '$');
  });

  it('a text operation answering text the contract does not allow', async () => {
    answer = { contentType: 'text/plain; charset=utf-8', body: 'ACTIVE' };
    expectMalformed(await failure(getAccountStatus()), 'getAccountStatus', '$');
    answer = { contentType: 'text/plain', body: 'INI' };
    await expect(getAccountStatus()).resolves.toBe('INI');
  });

  it('a document that is not a PDF', async () => {
    answer = { contentType: 'application/pdf', body: bytes('<html>Sign in</html>') };
    expectMalformed(await failure(getEobPdf('EOB-1', { headers: { Accept: 'application/pdf' } })), 'getEobPdf', '$');
  });

  it('card data where the request asked for the PDF, and a PDF where it asked for card data', async () => {
    answer = json({ memberName: 'Jordan Rivera', subscriberId: '900123456', groupId: '10001234', cards: [] });
    expectMalformed(await failure(getIdCard(undefined, { headers: { Accept: 'application/pdf' } })), 'getIdCard', '$');
    answer = { contentType: 'application/pdf', body: bytes('%PDF-1.4\n') };
    expectMalformed(await failure(getIdCard()), 'getIdCard', '$');
  });

  it('a body that does not parse', async () => {
    answer = { contentType: 'application/json', body: '{"subscriberId": "9001' };
    expectMalformed(await failure(getAccount()), 'getAccount', '$');
  });

  it('but a body that stops arriving (the connection drops, the page leaves) is a network failure, never reported', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('{"subscriberId": '));
        controller.error(new TypeError('network error'));
      },
    });
    answer = { contentType: 'application/json', body: cut };
    const error = await failure(getAccount());
    expect(error).toMatchObject({ kind: 'network', operationId: 'getAccount' });
    expect(decideForError(error, { unauthorized: 'login' })).toEqual({ kind: 'error-page', status: error.status });
    expect(consoleErrors).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it('then follows the section 8 rule like any failed request: the error page for 502', async () => {
    answer = json(account({ members: 'none' }));
    const error = await failure(getAccount());
    expect(decideForError(error, { unauthorized: 'login' })).toEqual({ kind: 'error-page', status: 502 });
  });
});

describe('reports', () => {
  it('tell the console and the data layer once per operation and path in a page load, without the value', async () => {
    answer = json(account({}, { firstName: 42, lastName: SECRET, dateOfBirth: SECRET }));
    await failure(getAccount());
    await failure(getAccount());
    answer = json(account({}, { dateOfBirth: SECRET }));
    await failure(getAccount());

    expect(window.dataLayer).toEqual([
      { event: CONTRACT_VIOLATION_EVENT, operationId: 'getAccount', jsonPath: '$.members[0].firstName', rule: 'type' },
      { event: CONTRACT_VIOLATION_EVENT, operationId: 'getAccount', jsonPath: '$.members[0].dateOfBirth', rule: 'format' },
    ]);
    expect(consoleErrors).toEqual([
      "The gateway's answer to getAccount does not match the contract at $.members[0].firstName (type).",
      "The gateway's answer to getAccount does not match the contract at $.members[0].dateOfBirth (format).",
    ]);
    expect(JSON.stringify([window.dataLayer, consoleErrors])).not.toContain(SECRET);
  });

  it('report the same path again for another operation', async () => {
    answer = json([
      { groupId: 10001234, groupName: 'Cascade', memberKey: 'M1001', planEffectiveDate: '2024-01-01', planTerminationDate: null, inactive: false, externalHandoff: false },
    ]);
    await failure(getGroups());
    answer = json([{ productCategory: 'dental', coverageType: 'BOTH' }]);
    await failure(getBenefitLimits());
    expect(window.dataLayer).toEqual([
      { event: CONTRACT_VIOLATION_EVENT, operationId: 'getGroups', jsonPath: '$[0].groupId', rule: 'type' },
      { event: CONTRACT_VIOLATION_EVENT, operationId: 'getBenefitLimits', jsonPath: '$[0].coverageType', rule: 'enum' },
    ]);
  });
});

describe('error answers', () => {
  it('keep their documented body', async () => {
    answer = json({ type: 'LOGIN_ATTEMPTS_REMAINING', message: 'Invalid credentials', errorData: { attemptsRemaining: 2 } }, 401);
    const error = await failure(createToken({ username: 'rivera', password: 'x', domainId: 1 }));
    expect(error).toMatchObject({ kind: 'http', status: 401, operationId: 'createToken', body: { errorData: { attemptsRemaining: 2 } } });
  });

  it('keep their status but lose a body that breaks the contract, which is reported', async () => {
    answer = json({ type: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 'two' } }, 401);
    const error = await failure(createToken({ username: 'rivera', password: 'x', domainId: 1 }));
    expect(error).toMatchObject({ kind: 'http', status: 401, body: undefined });
    answer = json({ type: 'ACCOUNT_SUSPENDED' }, 401);
    expect(await failure(createToken({ username: 'rivera', password: 'x', domainId: 1 }))).toMatchObject({ status: 401, body: undefined });
    answer = json({ status: 500, message: 'Down', timestamp: 'yesterday' }, 500);
    expect(await failure(getAccount())).toMatchObject({ kind: 'http', status: 500, body: undefined });
    expect(window.dataLayer).toEqual([
      { event: CONTRACT_VIOLATION_EVENT, operationId: 'createToken', jsonPath: '$.errorData.attemptsRemaining', rule: 'type' },
      { event: CONTRACT_VIOLATION_EVENT, operationId: 'createToken', jsonPath: '$.type', rule: 'enum' },
      { event: CONTRACT_VIOLATION_EVENT, operationId: 'getAccount', jsonPath: '$.timestamp', rule: 'format' },
    ]);
  });
});

it('sends the request as before: bearer token, JSON Accept, the query string', async () => {
  answer = json([]);
  await getBenefitLimits({ suffix: 1, asOfDate: '2026-11-22' });
  expect(requests[0]?.url).toBe('https://gateway.example.com/api/benefits/limits?suffix=1&asOfDate=2026-11-22');
  expect(requests[0]?.headers.get('Authorization')).toBe('Bearer session-token');
  expect(requests[0]?.headers.get('Accept')).toBe('application/json');
});
