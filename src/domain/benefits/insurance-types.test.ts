import { describe, expect, it } from 'vitest';

import { member } from '../test-builders';

import { memberInsuranceTypes } from './insurance-types';

const today = new Date(2026, 10, 22, 9, 30);

describe('the insurance types of the member tile', () => {
  it('names the insurance type of each active or future category, in category order', () => {
    const covered = member({
      memberKey: 'M1',
      memberSuffix: 0,
      firstName: 'Jordan',
      dentalEligibility: { eligible: true, effectiveDate: '2024-01-01', insuranceType: 'Dental PPO' },
      medicalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: null, insuranceType: 'PPO' },
      visionEligibility: { eligible: true, effectiveDate: '2027-01-01', insuranceType: 'Vision' },
      pharmacyEligibility: { eligible: true, effectiveDate: '2020-01-01', terminationDate: '2025-12-31', insuranceType: 'Pharmacy' },
    });
    expect(memberInsuranceTypes(covered, today)).toEqual([
      { category: 'Medical', insuranceType: 'PPO' },
      { category: 'Dental', insuranceType: 'Dental PPO' },
      { category: 'Vision', insuranceType: 'Vision' },
    ]);
  });

  it('is empty for a member whose coverage has ended', () => {
    const termed = member({
      memberKey: 'M1',
      memberSuffix: 0,
      firstName: 'Evelyn',
      medicalEligibility: { eligible: true, effectiveDate: '2021-01-01', terminationDate: '2026-08-31', insuranceType: 'PPO' },
      dentalEligibility: { eligible: false, insuranceType: 'Dental PPO' },
    });
    expect(memberInsuranceTypes(termed, today)).toEqual([]);
  });
});
