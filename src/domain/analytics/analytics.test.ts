import { describe, expect, it } from 'vitest';
import { analyticsDataLayer } from './analytics';
import { account, block, member } from '../test-builders';

const now = new Date(2026, 5, 15, 10, 0);

const rivera = account({
  address: { addressLine1: '12 Alder Street', city: 'Portland', state: 'OR', zipCode: '97201', phoneNumber: '503-555-0142' },
  preferences: { emailAddress: 'ana.rivera@example.com' },
  hireDate: '2019-03-01',
  members: [
    member({
      medicalEligibility: block(),
      dentalEligibility: block(),
      visionEligibility: block({ eligible: false }),
      pharmacyEligibility: block({ terminationDate: '2026-01-31' }),
    }),
    member({
      memberKey: 'M-1002',
      memberSuffix: 1,
      firstName: 'Luis',
      lastName: 'Rivera',
      dateOfBirth: '2012-07-04',
      dentalEligibility: block(),
      visionEligibility: block(),
    }),
  ],
});

describe('analyticsDataLayer', () => {
  it('carries exactly the agreed fields for the subscriber', () => {
    expect(analyticsDataLayer(rivera, now)).toEqual({
      subscriberId: '900123456',
      suffix: 0,
      groupIds: ['10001234'],
      groupNames: ['Rivera Employer Group'],
      parentGroupId: '100000001',
      parentGroupName: 'Parent Group',
      activeCoverage: 'Medical|Dental',
    });
  });

  it('describes the signed-in member when given', () => {
    const layer = analyticsDataLayer(rivera, now, { memberKey: 'M-1002' });
    expect(layer.suffix).toBe(1);
    expect(layer.activeCoverage).toBe('Dental|Vision');
  });

  it('lists all groups when known', () => {
    const layer = analyticsDataLayer(rivera, now, {
      groups: [
        { groupId: '10001234', groupName: 'Rivera Employer Group' },
        { groupId: '10002805', groupName: 'City Plan' },
      ],
    });
    expect(layer.groupIds).toEqual(['10001234', '10002805']);
    expect(layer.groupNames).toEqual(['Rivera Employer Group', 'City Plan']);
  });

  it('nulls a missing parent group and empties coverage when nothing is active', () => {
    const layer = analyticsDataLayer(account({ parentGroupId: undefined, parentGroupName: undefined }), now);
    expect(layer.parentGroupId).toBeNull();
    expect(layer.parentGroupName).toBeNull();
    expect(layer.activeCoverage).toBe('');
  });

  it.each([undefined, 'M-1002'])('leaks nothing personal (member %j)', (memberKey) => {
    const layer = analyticsDataLayer(rivera, now, { memberKey });
    expect(Object.keys(layer).sort()).toEqual(
      ['activeCoverage', 'groupIds', 'groupNames', 'parentGroupId', 'parentGroupName', 'subscriberId', 'suffix'].sort(),
    );
    const text = JSON.stringify(layer);
    for (const secret of [
      'Ana',
      'Luis',
      'Rivera"', // the surname (the group name contains "Rivera Employer")
      '1984-02-11',
      '2012-07-04',
      '12 Alder Street',
      'Portland',
      '97201',
      '503-555-0142',
      'ana.rivera@example.com',
      'M-1001',
      'M-1002',
      'S-1001',
      '2019-03-01',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
