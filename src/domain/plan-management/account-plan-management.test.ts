import { describe, expect, it } from 'vitest';

import type { PlanManagementDetails } from '../../../generated/model';

import { canCancelPlan, nonRenewedSentence, nonRenewedText, openEnrollmentPhase } from './account-plan-management';
import { alex, jordan, NOW } from '../account/rules-test-support';

describe('plan management', () => {
  const details: PlanManagementDetails = {
    eligibleAndActive: true,
    openEnrollmentStart: '2026-11-01',
    openEnrollmentEnd: '2026-12-15',
    directPlanCancellationStatus: null,
    directCancellationOptions: [
      { id: 'M', description: 'Cancel my medical plan' },
      { id: 'D', description: 'Cancel my medical and dental plans' },
    ],
  };

  it('knows where today stands against open enrollment, both ends included', () => {
    expect(openEnrollmentPhase(details, NOW)).toBe('open');
    expect(openEnrollmentPhase(details, new Date(2026, 10, 1))).toBe('open');
    expect(openEnrollmentPhase(details, new Date(2026, 11, 15, 23))).toBe('open');
    expect(openEnrollmentPhase(details, new Date(2026, 9, 31))).toBe('upcoming');
    expect(openEnrollmentPhase(details, new Date(2026, 11, 16))).toBe('closed');
    expect(openEnrollmentPhase({ openEnrollmentStart: null, openEnrollmentEnd: null }, NOW)).toBeNull();
  });

  it('names the plans not renewed: M → Medical; D → Medical and Dental', () => {
    expect(nonRenewedText('M')).toBe('Medical');
    expect(nonRenewedText('D')).toBe('Medical and Dental');
    expect(nonRenewedSentence('M')).toBe('Your Medical plan will not renew');
    expect(nonRenewedSentence('D')).toBe('Your Medical and Dental plans will not renew');
  });

  it('lets only the subscriber cancel an active plan that has options and no cancellation yet', () => {
    expect(canCancelPlan(details, jordan)).toBe(true);
    expect(canCancelPlan(details, alex)).toBe(false);
    expect(canCancelPlan({ ...details, eligibleAndActive: false }, jordan)).toBe(false);
    expect(canCancelPlan({ ...details, directCancellationOptions: [] }, jordan)).toBe(false);
    expect(canCancelPlan({ ...details, directPlanCancellationStatus: { id: 'M' } }, jordan)).toBe(false);
  });
});
