import { text } from '../../test/i18n';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../config/brands';
import {
  canSeeEobs,
  claimsMenuLabel,
  ebillAvailable,
  isSpecialGroup,
  memberDisplayId,
  showPrimaryCareBanner,
} from './dashboard-rules';

describe('showPrimaryCareBanner: PCP-eligible and today on or before 2025-03-31', () => {
  it.each([
    [true, new Date(2025, 2, 31, 23, 59), true], // the last day, late evening
    [true, new Date(2025, 2, 30), true],
    [true, new Date(2025, 3, 1, 0, 0), false], // the day after
    [true, new Date(2026, 0, 1), false],
    [false, new Date(2025, 0, 1), false],
  ])('eligible %j on %s → %j', (eligible, today, expected) => {
    expect(showPrimaryCareBanner(eligible, today)).toBe(expected);
  });
});

describe('isSpecialGroup', () => {
  it.each([
    ['10002805', true],
    ['10002806', false],
    ['10004760', false],
    [null, false],
  ])('%j → %j', (groupId, expected) => {
    expect(isSpecialGroup(groupId)).toBe(expected);
  });
});

describe('memberDisplayId: the employee id for local 598 members', () => {
  it.each([
    [{ local598: true, employeeId: 'E-598-77' }, 'E-598-77'],
    [{ local598: false, employeeId: 'E-598-77' }, '900123456'],
    [{ local598: true, employeeId: null }, '900123456'],
    [{ local598: true, employeeId: ' ' }, '900123456'],
    [null, '900123456'],
    [undefined, '900123456'],
  ])('%j → %s', (employeeInfo, expected) => {
    expect(memberDisplayId({ subscriberId: '900123456', employeeInfo })).toBe(expected);
  });
});

describe('EOBs and the claims label', () => {
  it.each([
    [0, true, 'Claims/EOBs'],
    [1, false, 'Claims'],
    [3, false, 'Claims'],
  ])('suffix %d → EOBs %j, label %s', (memberSuffix, eobs, label) => {
    expect(canSeeEobs({ memberSuffix })).toBe(eobs);
    expect(text(claimsMenuLabel({ memberSuffix }))).toBe(label);
  });
});

describe('ebillAvailable: has eBill, not termed, never on brand 5', () => {
  it.each([
    [1, true, false, true],
    [2, true, false, true],
    [5, true, false, false],
    [1, false, false, false],
    [1, true, true, false],
    [2, true, true, false],
  ] as const)('brand %d, hasEbill %j, termed %j → %j', (domainId, hasEbill, termed, expected) => {
    expect(ebillAvailable({ brand: BRANDS[domainId], hasEbill, termed })).toBe(expected);
  });
});
