import { describe, expect, it } from 'vitest';

import { getGetFamilyEligibilityQueryKey } from '../../../generated/gateway/eligibility/eligibility';
import type { AccountDetails, Family, IdCard } from '../../../generated/model';

import { idCardToKeep, type IdCardKeepInput, KEPT_PATHS } from './id-card-keeping';

const NOW = new Date('2026-11-26T12:00:00Z');

const account = {
  groupId: '10001234',
  members: [{ memberKey: 'M1001', memberSuffix: 0, firstName: 'Jordan', lastName: 'Rivera' }],
} as unknown as AccountDetails;

const eligibility = (status: 'active' | 'termed') =>
  ({
    planEligibilities: [
      {
        memberKey: 'M1001',
        productCategory: 'medical',
        effectiveDate: '2024-01-01',
        suffix: 0,
        ...(status === 'termed' ? { termedDate: '2025-01-31' } : {}),
      },
    ],
  }) as unknown as Family;

const card = {
  memberName: 'Jordan Rivera',
  cards: [
    { category: 'medical', frontImageUrl: 'https://documents.plan.example/cards/1-front.png', backImageUrl: 'https://documents.plan.example/cards/1-back.png' },
    { category: 'dental', frontImageUrl: 'https://documents.plan.example/cards/1-front.png', backImageUrl: ' ' },
    { category: 'vision', frontImageUrl: 'not an address' },
  ],
} as unknown as IdCard;

function input(overrides: Partial<IdCardKeepInput> = {}): IdCardKeepInput {
  return {
    card,
    savedAt: null,
    eligible: true,
    sessionToken: 'token-of-rivera',
    tokenExpiry: 1_800_000_000,
    account,
    family: eligibility('active'),
    memberKey: 'M1001',
    now: NOW,
    address: (path) => `https://portal.example.com/api${path}`,
    ...overrides,
  };
}

describe('idCardToKeep: what of the ID card is kept for offline use, and for whom', () => {
  it("keeps an eligible member's live card: the account state and the card at the addresses the client calls, its images once", () => {
    expect(idCardToKeep(input())).toEqual({
      type: 'keep-id-card',
      token: 'token-of-rivera',
      expiresAt: 1_800_000_000_000,
      answers: [
        { url: 'https://portal.example.com/api/account', body: account },
        { url: 'https://portal.example.com/api/eligibility/family', body: eligibility('active') },
        { url: 'https://portal.example.com/api/idCard/view', body: card },
      ],
      images: ['https://documents.plan.example/cards/1-front.png', 'https://documents.plan.example/cards/1-back.png'],
    });
  });

  it('keeps a card whose token says no expiry until the session ends', () => {
    expect(idCardToKeep(input({ tokenExpiry: undefined }))?.expiresAt).toBeNull();
  });

  it.each<[string, Partial<IdCardKeepInput>]>([
    ['a termed member (no active or future plan eligibility)', { family: eligibility('termed') }],
    ['a member not eligible for an ID card (GET /idCard/eligible false)', { eligible: false }],
    ['a member whose eligibility could not be read', { eligible: undefined }],
    ['a copy the page shows from what was kept (never kept again)', { savedAt: new Date('2026-11-20T10:00:00Z') }],
    ['no session', { sessionToken: null }],
    ['no account state to go with it', { account: undefined }],
    ['no family eligibility to go with it', { family: undefined }],
    ['an account that lists no members', { account: { ...account, members: [] } as unknown as AccountDetails }],
  ])('keeps nothing for %s', (_, overrides) => {
    expect(idCardToKeep(input(overrides))).toBeNull();
  });

  it('names the family eligibility by the path its generated call uses', () => {
    expect([KEPT_PATHS.family]).toEqual(getGetFamilyEligibilityQueryKey());
  });
});
