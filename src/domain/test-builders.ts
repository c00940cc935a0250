import type { AccountDetails, EligibilityBlock, Member, PcpHistoryEntry, PlanEligibility, Program } from '../../generated/model';

/**
 * Small builders for the domain rule tables (tests only). Screen tests use the personas in mocks/personas.
 */

export function block(overrides: Partial<EligibilityBlock> = {}): EligibilityBlock {
  return { eligible: true, effectiveDate: '2024-01-01', terminationDate: null, ...overrides };
}

export function member(overrides: Partial<Member> = {}): Member {
  return {
    memberKey: 'M-1001',
    memberSuffix: 0,
    firstName: 'Ana',
    lastName: 'Rivera',
    relationship: 'SUB',
    dateOfBirth: '1984-02-11',
    role: 'member',
    ...overrides,
  };
}

export function planEntry(overrides: Partial<PlanEligibility> = {}): PlanEligibility {
  return {
    memberKey: 'M-1001',
    suffix: 0,
    productCategory: 'dental',
    effectiveDate: '2024-01-01',
    termedDate: null,
    ...overrides,
  };
}

export function program(overrides: Partial<Program> = {}): Program {
  return { id: 100, name: 'Program', eligible: true, displayOrder: 1, highPriority: true, ...overrides };
}

export function account(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    subscriberId: '900123456',
    subscriberKey: 'S-1001',
    groupId: '10001234',
    groupName: 'Rivera Employer Group',
    parentGroupId: '100000001',
    parentGroupName: 'Parent Group',
    members: [member()],
    ...overrides,
  };
}

/** A selection of Maya Okafor, MD, for member M1 from 2024 with no end. */
export function pcpHistoryEntry(overrides: Partial<PcpHistoryEntry> = {}): PcpHistoryEntry {
  return {
    providerId: 'P-1',
    providerName: 'Maya Okafor',
    providerTitle: 'MD',
    memberKey: 'M1',
    beginDate: '2024-01-01',
    endDate: '9999-12-31',
    pcpSelected: true,
    pcpTerminationReason: null,
    locations: [],
    ...overrides,
  };
}
