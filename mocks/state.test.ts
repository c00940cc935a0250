// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import type {
  AccountDetails,
  PlanManagementDetails,
  Preferences,
  PrimaryCareMember,
  RegistrationPolicies,
  TokenResponse,
} from '../generated/model';

import { MOCK_GATEWAY_BASE_URL, setupMockGateway } from './node';
import { DEMO_PASSWORD } from './personas';
import { addDays } from 'date-fns';

import { firstOfMonth, isoDate, parseIsoDate, toUsDate } from './personas/dates';
import { getState, persistStateIn, resetState, STATE_STORAGE_KEY, type StateStorage } from './state';
import { gatewayCaller } from './test-helpers';

/** What a member does shows in later answers, and resetState() returns every persona to its start. */

setupMockGateway();
const gateway = gatewayCaller(MOCK_GATEWAY_BASE_URL);

const dayBefore = (date: string) => isoDate(addDays(parseIsoDate(date)!, -1));

const get = async <T>(path: string, token: string) => (await gateway.call('GET', path, { token })).body as T;

describe('the mock gateway remembers what members do', () => {
  it('accepting the registration policies', async () => {
    const token = await gateway.signIn('harborpolicy');
    const before = await get<RegistrationPolicies>('/account/registration/policies', token);
    expect(before.registrationPolicy).toEqual({ isCommunicationPolicySigned: false, isEeobPreferenceConsented: null });

    await gateway.call('PUT', '/account/registration/policies', { token, json: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false } });
    expect((await get<RegistrationPolicies>('/account/registration/policies', token)).registrationPolicy).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: false,
    });
    // The EOB choice is the electronicEob preference too.
    expect((await get<Preferences>('/account/preferences', token)).electronicEob).toBe('N');

    resetState();
    expect((await get<RegistrationPolicies>('/account/registration/policies', token)).registrationPolicy.isCommunicationPolicySigned).toBe(false);
  });

  it('updating the e-mail address and preference flags', async () => {
    const token = await gateway.signIn('noemail');
    expect((await get<Preferences>('/account/preferences', token)).emailAddress).toBeNull();

    const changed = await gateway.call('PUT', '/account/preferences', { token, json: { emailAddress: 'walter.brooks@example.com', emailBreakingNews: 'Y' } });
    expect(changed.body).toMatchObject({ emailAddress: 'walter.brooks@example.com', emailBreakingNews: 'Y', electronicEob: 'N' });
    expect((await get<AccountDetails>('/account', token)).preferences).toMatchObject({ emailAddress: 'walter.brooks@example.com', emailBreakingNews: 'Y' });

    const invalid = await gateway.call('PUT', '/account/preferences', { token, json: { emailAddress: 'not an address' } });
    expect(invalid.status).toBe(400);

    resetState();
    expect((await get<Preferences>('/account/preferences', token)).emailAddress).toBeNull();
  });

  it('switching group: the new token answers for the chosen group, and the gateway remembers the choice', async () => {
    const token = await gateway.signIn('multigroup');
    expect((await get<AccountDetails>('/account', token)).groupId).toBe('10005520');

    const answer = await gateway.call('POST', '/group-selection', { token, json: { groupId: '10006120', domain: 1 } });
    const switched = (answer.body as TokenResponse).token;
    const account = await get<AccountDetails>('/account', switched);
    expect(account).toMatchObject({ groupId: '10006120', groupName: 'Columbia Gorge Health Cooperative', products: ['DENTAL', 'VISION'] });
    expect(account.members[0]?.medicalEligibility).toMatchObject({ eligible: false });
    expect((await get<AccountDetails>('/account', token)).groupId).toBe('10006120');

    resetState();
    expect((await get<AccountDetails>('/account', token)).groupId).toBe('10005520');
    expect((await get<AccountDetails>('/account', switched)).groupId).toBe('10006120');
  });

  it('selecting a primary care provider (MM/DD/YYYY only)', async () => {
    const token = await gateway.signIn('rivera');
    const sam = async () => (await get<PrimaryCareMember[]>('/pcp/members', token)).find((member) => member.memberKey === 'M1003')!;
    expect((await sam()).pcp360History).toEqual([]);
    const effective = firstOfMonth(1);
    expect((await sam()).eligibleDates).toContain(effective);

    const isoBody = { pcpSelectList: [{ memberKey: 'M1003', effectiveDate: effective }], providerId: 'P-20618', email: 'jordan.rivera@example.com' };
    const rejected = await gateway.call('POST', '/pcp/select', { token, json: isoBody });
    expect(rejected.status).toBe(400);
    expect(rejected.body).toMatchObject({ message: expect.stringContaining('MM/DD/YYYY') });

    const selected = await gateway.call('POST', '/pcp/select', {
      token,
      accept: 'text/plain',
      json: { ...isoBody, pcpSelectList: [{ memberKey: 'M1003', effectiveDate: toUsDate(effective) }] },
    });
    expect(selected).toMatchObject({ status: 200, contentType: 'text/plain', body: expect.stringMatching(/^PCP-CONF-\d+$/) });
    expect((await sam()).pcp360History).toEqual([
      expect.objectContaining({ providerId: 'P-20618', providerName: 'Priya Raman', beginDate: effective, endDate: '9999-12-31', pcpSelected: true }),
    ]);

    // A new choice for Jordan ends her current provider the day before.
    await gateway.call('POST', '/pcp/select', {
      token,
      json: { pcpSelectList: [{ memberKey: 'M1001', effectiveDate: toUsDate(effective) }], providerId: 'P-20702', email: 'jordan.rivera@example.com' },
    });
    const jordan = (await get<PrimaryCareMember[]>('/pcp/members', token)).find((member) => member.memberKey === 'M1001')!;
    expect(jordan.pcp360History.map((entry) => [entry.providerId, entry.beginDate])).toEqual([
      ['P-20702', effective],
      ['P-20417', '2024-01-01'],
    ]);
    expect(jordan.pcp360History[1]).toMatchObject({ endDate: dayBefore(effective), pcpSelected: true });

    resetState();
    expect((await sam()).pcp360History).toEqual([]);
  });

  it('registering for eBill', async () => {
    const token = await gateway.signIn('rivera');
    expect(await get<boolean>('/ebill/ebillRegistered', token)).toBe(false);
    const registered = await gateway.call('PUT', '/ebill/registerEbillUser', { token, json: {} });
    expect(registered.status).toBe(200);
    expect(await get<boolean>('/ebill/ebillRegistered', token)).toBe(true);
    resetState();
    expect(await get<boolean>('/ebill/ebillRegistered', token)).toBe(false);
  });

  it.each([
    ['M', ['medical']],
    ['D', ['medical', 'dental']],
  ] as const)('cancelling the plan (%s): the notice shows and the coverage ends with the plan year', async (id, ending) => {
    const token = await gateway.signIn('renewal');
    const before = await get<PlanManagementDetails>('/plan-management/details', token);
    expect(before.directPlanCancellationStatus).toBeNull();
    expect(before.directCancellationOptions?.map((option) => option.id)).toEqual(['M', 'D']);

    const cancelled = await gateway.call('POST', '/plan-management/cancellation', { token, json: { cancellationStatusId: id } });
    expect(cancelled.status).toBe(200);
    const after = await get<PlanManagementDetails>('/plan-management/details', token);
    expect(after.directPlanCancellationStatus?.id).toBe(id);
    const member = (await get<AccountDetails>('/account', token)).members[0]!;
    for (const category of ['medical', 'dental'] as const) {
      const terminationDate = member[`${category}Eligibility`]?.terminationDate;
      expect(terminationDate).toBe((ending as readonly string[]).includes(category) ? before.coverageEndDateUponCancellation : null);
    }
    const again = await gateway.call('POST', '/plan-management/cancellation', { token, json: { cancellationStatusId: 'M' } });
    expect(again.status).toBe(409);

    resetState();
    expect((await get<PlanManagementDetails>('/plan-management/details', token)).directPlanCancellationStatus).toBeNull();
  });

  it('changing the password clears INI, and the new password is the one that signs in', async () => {
    const token = await gateway.signIn('newpass');
    expect((await gateway.call('GET', '/account/status', { token, accept: 'text/plain' })).body).toBe('INI');
    await gateway.call('PUT', '/account/password', { token, json: { currentPassword: DEMO_PASSWORD, newPassword: 'Cedar&Rain7' } });
    expect((await gateway.call('GET', '/account/status', { token, accept: 'text/plain' })).body).toBe('ACT');
    await expect(gateway.signIn('newpass')).rejects.toThrow(/401/);
    await expect(gateway.signIn('newpass', { password: 'Cedar&Rain7' })).resolves.toBeTruthy();

    const weak = await gateway.call('PUT', '/account/password', { token, json: { currentPassword: 'Cedar&Rain7', newPassword: 'password' } });
    expect(weak.status).toBe(400);

    resetState();
    expect((await gateway.call('GET', '/account/status', { token, accept: 'text/plain' })).body).toBe('INI');
    await expect(gateway.signIn('newpass')).resolves.toBeTruthy();
  });

  it('saving security answers', async () => {
    const token = await gateway.signIn('rivera');
    const answers = [{ questionId: 1, answer: 'Biscuit' }, { questionId: 3, answer: 'Subaru' }];
    expect((await gateway.call('PUT', '/account/security-answers', { token, json: { answers } })).status).toBe(200);
    expect(getState().accounts.rivera?.securityAnswers).toEqual(answers);
    resetState();
    expect(getState().accounts.rivera?.securityAnswers).toEqual([]);
  });

  it('registering an online account for a covered member who has none', async () => {
    const details = { subscriberId: '900598117', firstName: 'Carmen', lastName: 'Delgado', dateOfBirth: '1972-08-14', zipCode: '99301', domainId: 1 };
    const validation = (await gateway.call('POST', '/registration/user-details', { json: details })).body as { registrationToken: string };
    expect(validation).toMatchObject({ valid: true, alreadyRegistered: false, registrationToken: expect.any(String) });
    const token = validation.registrationToken;
    expect((await gateway.call('GET', '/account/security-questions', { token })).status).toBe(200);
    const memberToken = await gateway.signIn('local598');
    expect((await gateway.call('POST', '/account/registration', { token: memberToken, json: { ...details, username: 'x1cdelgado', password: 'Desert#Sun8', emailAddress: 'c@example.com' } })).status).toBe(401);
    expect((await gateway.call('GET', '/registration/validations/username?username=cdelgado')).body).toEqual({ username: 'cdelgado', available: true });

    const registered = await gateway.call('POST', '/account/registration', {
      token,
      json: { ...details, username: 'cdelgado', password: 'Desert#Sun8', emailAddress: 'carmen.delgado@example.com', isCommunicationPolicySigned: true },
    });
    expect(registered.body).toEqual({ success: true, username: 'cdelgado' });
    expect((await gateway.call('POST', '/registration/user-details', { json: details })).body).toMatchObject({ valid: true, alreadyRegistered: true, registrationToken: null });
    expect((await gateway.call('GET', '/registration/validations/username?username=cdelgado')).body).toEqual({ username: 'cdelgado', available: false });

    const carmen = await gateway.signIn('cdelgado', { password: 'Desert#Sun8', domainId: 1 });
    const account = await get<AccountDetails>('/account', carmen);
    expect(account.members.map((member) => member.firstName)).toEqual(['Carmen']);
    expect(account.preferences?.emailAddress).toBe('carmen.delgado@example.com');

    resetState();
    await expect(gateway.signIn('cdelgado', { password: 'Desert#Sun8', domainId: 1 })).rejects.toThrow(/401/);
  });
});

describe('persistence for the browser session', () => {
  function memoryStorage(): StateStorage & { items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  }

  it('keeps the state in the storage and picks it up after a reload; reset clears it', async () => {
    const storage = memoryStorage();
    persistStateIn(storage);
    try {
      const token = await gateway.signIn('noemail');
      await gateway.call('PUT', '/account/preferences', { token, json: { emailAddress: 'walter.brooks@example.com' } });
      expect(storage.items.get(STATE_STORAGE_KEY)).toContain('walter.brooks@example.com');

      // A page reload: a fresh copy of the module, reading the same sessionStorage.
      vi.resetModules();
      const reloaded = await import('./state');
      reloaded.persistStateIn(storage);
      expect(reloaded.getState().households.noemail?.members[0]?.preferences.emailAddress).toBe('walter.brooks@example.com');

      reloaded.resetState();
      expect(reloaded.getState().households.noemail?.members[0]?.preferences.emailAddress).toBeNull();
      expect(storage.items.get(STATE_STORAGE_KEY)).not.toContain('walter.brooks@example.com');
    } finally {
      persistStateIn(null);
    }
  });

  it('ignores state saved from other fixtures', () => {
    const storage = memoryStorage();
    storage.items.set(STATE_STORAGE_KEY, JSON.stringify({ version: 'older-fixtures', state: { households: {} } }));
    persistStateIn(storage);
    try {
      expect(Object.keys(getState().households)).toContain('rivera');
    } finally {
      persistStateIn(null);
    }
  });
});
