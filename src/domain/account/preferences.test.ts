import { describe, expect, it } from 'vitest';

import type { Preferences } from '../../../generated/model';

import { emailChange, PREFERENCE_FIELDS, preferenceChanges, preferenceValues, visiblePreferenceFields } from './preferences';

describe('communication preferences', () => {
  const saved: Preferences = {
    emailAddress: 'jordan.rivera@example.com',
    electronicEob: 'Y',
    emailBreakingNews: 'N',
    electronicMedicareMailing: 'N',
    emailPaymentReminder: 'Y',
    emailAutopayWithdrawalReminder: 'Y',
    discontinuePaperStatements: 'Y',
    emailWhenBillReady: 'Y',
  };

  it('asks subscribers only about electronic EOBs, Medicare-eligible members about Medicare mailings, eBill members about billing', () => {
    const flags = (context: Parameters<typeof visiblePreferenceFields>[0]) => visiblePreferenceFields(context).map((f) => f.flag);
    expect(flags({ isSubscriber: true, medicareEligible: false, ebillAvailable: true })).toEqual([
      'electronicEob',
      'emailBreakingNews',
      'emailPaymentReminder',
      'emailAutopayWithdrawalReminder',
      'discontinuePaperStatements',
      'emailWhenBillReady',
    ]);
    expect(flags({ isSubscriber: false, medicareEligible: true, ebillAvailable: false })).toEqual([
      'emailBreakingNews',
      'electronicMedicareMailing',
    ]);
  });

  it('turns Y/N into booleans', () => {
    expect(preferenceValues(saved)).toMatchObject({ electronicEob: true, emailBreakingNews: false, emailWhenBillReady: true });
    expect(preferenceValues({ emailAddress: null }).electronicEob).toBe(false);
  });

  it('sends only the flags that changed, as Y or N, and nothing when nothing changed', () => {
    const values = { ...preferenceValues(saved), emailBreakingNews: true, emailPaymentReminder: false };
    expect(preferenceChanges(saved, values, PREFERENCE_FIELDS)).toEqual({ emailBreakingNews: 'Y', emailPaymentReminder: 'N' });
    expect(preferenceChanges(saved, preferenceValues(saved), PREFERENCE_FIELDS)).toEqual({});
    // A flag the member was not asked about is never sent.
    expect(preferenceChanges(saved, values, [{ flag: 'emailBreakingNews' }])).toEqual({ emailBreakingNews: 'Y' });
  });

  it('sends the e-mail address only when it changed', () => {
    expect(emailChange('jordan.rivera@example.com', ' jordan.rivera@example.com ')).toEqual({});
    expect(emailChange('jordan.rivera@example.com', 'jordan@example.org')).toEqual({ emailAddress: 'jordan@example.org' });
    expect(emailChange(null, 'new@example.org')).toEqual({ emailAddress: 'new@example.org' });
  });
});
