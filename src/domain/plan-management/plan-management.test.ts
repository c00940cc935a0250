import { describe, expect, it } from 'vitest';
import type { PlanManagementDetails } from '../../../generated/model';
import { nonRenewedPlans, planBannerMode } from './plan-management';

const details = (overrides: Partial<PlanManagementDetails> = {}): PlanManagementDetails => ({
  eligibleAndActive: true,
  openEnrollmentStart: '2026-11-01',
  openEnrollmentEnd: '2026-12-15',
  directPlanCancellationStatus: null,
  ...overrides,
});

describe('planBannerMode', () => {
  it.each([
    ['open enrollment, no cancellation', details(), 'renew-reminder'],
    ['cancellation status', details({ directPlanCancellationStatus: { id: 'M' } }), 'cancellation-notice'],
    ['cancellation status, no open enrollment', details({ directPlanCancellationStatus: { id: 'D' }, openEnrollmentEnd: null }), 'cancellation-notice'],
    ['no open enrollment', details({ openEnrollmentStart: null, openEnrollmentEnd: null }), null],
    ['not eligible and active', details({ eligibleAndActive: false }), null],
    ['not eligible and active, cancelled', details({ eligibleAndActive: false, directPlanCancellationStatus: { id: 'M' } }), null],
    ['no details', null, null],
  ])('%s → %j', (_, value, expected) => {
    expect(planBannerMode(value)).toBe(expected);
  });
});

describe('nonRenewedPlans', () => {
  it.each([
    ['M', ['Medical']],
    ['D', ['Medical', 'Dental']],
  ] as const)('%s → %j', (id, expected) => {
    expect(nonRenewedPlans(id)).toEqual(expected);
  });

  it('returns a copy callers may change', () => {
    nonRenewedPlans('D').push('Dental');
    expect(nonRenewedPlans('D')).toEqual(['Medical', 'Dental']);
  });
});
