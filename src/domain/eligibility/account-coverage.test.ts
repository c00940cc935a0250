import { describe, expect, it } from 'vitest';

import { coverageRows } from './account-coverage';
import { member, NOW } from '../account/rules-test-support';

describe('coverage rows', () => {
  it('gives each category its status and plan range text', () => {
    const rows = coverageRows(
      member({
        medicalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: '9999-12-31', insuranceType: 'PPO' },
        dentalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: '2026-12-31', insuranceType: 'Dental PPO' },
        visionEligibility: { eligible: true, effectiveDate: '2027-01-01', terminationDate: null },
        pharmacyEligibility: { eligible: false, effectiveDate: '2024-01-01' },
      }),
      [],
      NOW,
    );
    expect(rows).toEqual([
      { category: 'Medical', status: 'Active', statusLabel: 'Active', range: 'Active since January 1, 2024', planType: 'PPO' },
      { category: 'Dental', status: 'Active', statusLabel: 'Active', range: 'Ending December 31, 2026', planType: 'Dental PPO' },
      { category: 'Vision', status: 'Future', statusLabel: 'Future', range: 'Effective on January 1, 2027', planType: null },
      { category: 'Pharmacy', status: 'Ineligible', statusLabel: 'Not covered', range: null, planType: null },
    ]);
  });

  it('reads a termed plan as its date range', () => {
    const [medical] = coverageRows(
      member({ medicalEligibility: { eligible: true, effectiveDate: '2023-01-01', terminationDate: '2025-06-30' } }),
      [],
      NOW,
    );
    expect(medical).toMatchObject({ status: 'Termed', range: 'January 1, 2023 - June 30, 2025' });
  });

  it('dates the plan by the selected eligibility entry (section 4), as every other page does', () => {
    // The block counts the member's coverage from 2024; the entries show a new dental plan from 2025.
    const rows = coverageRows(
      member({ dentalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: null, insuranceType: 'Dental PPO' } }),
      [
        { memberKey: 'M1', suffix: 0, productCategory: 'dental', source: 'ENROLLMENT', effectiveDate: '2024-01-01', termedDate: '2024-12-31' },
        { memberKey: 'M1', suffix: 0, productCategory: 'dental', source: 'ENROLLMENT', effectiveDate: '2025-01-01', termedDate: '9999-12-31' },
      ],
      NOW,
    );
    expect(rows[1]).toEqual({ category: 'Dental', status: 'Active', statusLabel: 'Active', range: 'Active since January 1, 2025', planType: 'Dental PPO' });
  });
});
