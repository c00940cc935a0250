import { describe, expect, it } from 'vitest';

import { familyRows, relationshipText, subscriberIdLine, visibleMembers } from './family';
import { account, alex, family, jordan, sam } from './rules-test-support';

describe('who the member may see', () => {
  it('shows the subscriber everyone, in suffix order', () => {
    expect(visibleMembers(account.members, jordan).map((m) => m.firstName)).toEqual(['Jordan', 'Alex', 'Sam']);
  });

  it('shows a dependent only themselves', () => {
    expect(visibleMembers(account.members, alex).map((m) => m.firstName)).toEqual(['Alex']);
    expect(visibleMembers(account.members, sam).map((m) => m.firstName)).toEqual(['Sam']);
  });

  it('lists the family with relationship and the date of birth as month/day/year only', () => {
    expect(familyRows(family, account, jordan)).toEqual([
      { key: 'M1', name: 'Jordan Rivera', relationship: 'Subscriber', dateOfBirth: 'February 11, 1984', isSignedInMember: true },
      { key: 'M2', name: 'Alex Rivera', relationship: 'Spouse', dateOfBirth: 'April 19, 1986', isSignedInMember: false },
      { key: 'M3', name: 'Sam Rivera', relationship: 'Dependent', dateOfBirth: 'August 14, 2015', isSignedInMember: false },
    ]);
    expect(familyRows(family, account, alex).map((row) => row.name)).toEqual(['Alex Rivera']);
  });

  it('spells out a relationship code when there is no description', () => {
    expect(relationshipText({ relationship: 'SPO' })).toBe('Spouse');
    expect(relationshipText({ relationship: 'XYZ' })).toBe('XYZ');
    expect(relationshipText(undefined)).toBe('Not on file');
  });

  it('shows the employee id, labelled so, to members flagged local 598', () => {
    expect(subscriberIdLine(account, { local598: true, employeeId: '598-044172' })).toEqual({ label: 'Employee ID', value: '598-044172' });
    expect(subscriberIdLine(account, { local598: false, employeeId: 'E-1' })).toEqual({ label: 'Subscriber ID', value: '900123456' });
    expect(subscriberIdLine(account, { local598: true, employeeId: null })).toEqual({ label: 'Subscriber ID', value: '900123456' });
  });
});
