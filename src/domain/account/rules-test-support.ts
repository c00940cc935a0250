import type { AccountDetails, Family, Member } from '../../../generated/model';

/** The Rivera family of the account rule tables (tests only). */

export const NOW = new Date(2026, 10, 22, 10, 0); // 22 November 2026, local time

export function member(overrides: Partial<Member> = {}): Member {
  return {
    memberKey: 'M1',
    memberSuffix: 0,
    firstName: 'Jordan',
    lastName: 'Rivera',
    relationship: 'SUB',
    relationshipDescription: 'Subscriber',
    dateOfBirth: '1984-02-11',
    role: 'subscriber',
    ...overrides,
  };
}

export const jordan = member();
export const alex = member({ memberKey: 'M2', memberSuffix: 1, firstName: 'Alex', relationship: 'SPO', relationshipDescription: 'Spouse', dateOfBirth: '1986-04-19' });
export const sam = member({ memberKey: 'M3', memberSuffix: 2, firstName: 'Sam', relationship: 'DEP', relationshipDescription: undefined, dateOfBirth: '2015-08-14' });

export const account: AccountDetails = {
  subscriberId: '900123456',
  subscriberKey: 'SK-1',
  groupId: '10001234',
  groupName: 'Cascade Timber Cooperative',
  members: [sam, jordan, alex],
};

export const family: Family = {
  groupId: '10001234',
  subscriberId: '900123456',
  groupName: 'Cascade Timber Cooperative',
  members: [
    { key: 'M2', suffix: 1, firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1986-04-19' },
    { key: 'M1', suffix: 0, firstName: 'Jordan', lastName: 'Rivera', dateOfBirth: '1984-02-11' },
    { key: 'M3', suffix: 2, firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '2015-08-14' },
  ],
};
