import { describe, expect, it } from 'vitest';
import type { GroupPlanStatus } from '../../../generated/model';
import { groupCardLabel, groupCategoryRows, groupName, groupPlanStatusText, planRangeText, planStatusDate } from './plan-range';

const now = new Date(2026, 5, 15, 10, 0); // 15 June 2026

describe('planRangeText', () => {
  it.each([
    ['termed plan, end year 9999', { status: 'TERMED', start: '2024-01-01', end: '9999-12-31' }, 'Active since January 1, 2024'],
    ['end year 2101', { status: 'TERMED', start: '2024-01-01', end: '2101-01-01' }, 'Active since January 1, 2024'],
    ['active plan, no end', { status: 'ACTIVE', start: '2024-01-01', end: null }, 'Active since January 1, 2024'],
    ['group list item, no status, open end', { start: '2024-01-01', end: '9999-12-31' }, 'Active since January 1, 2024'],
    ['future plan, open end', { status: 'FUTURE', start: '2027-01-01', end: '9999-12-31' }, 'Effective on January 1, 2027'],
    ['start after today, open end', { start: '2026-06-16', end: null }, 'Effective on June 16, 2026'],
    ['end year 2100 is a real end', { start: '2024-01-01', end: '2100-12-31' }, 'Ending December 31, 2100'],
    ['running, ends later', { status: 'ACTIVE', start: '2024-01-01', end: '2026-12-31' }, 'Ending December 31, 2026'],
    ['running, ends today', { status: 'ACTIVE', start: '2024-01-01', end: '2026-06-15' }, 'Ending June 15, 2026'],
    ['starts today, ends later', { start: '2026-06-15', end: '2026-12-31' }, 'Ending December 31, 2026'],
    ['ended yesterday', { status: 'TERMED', start: '2024-01-01', end: '2026-06-14' }, 'January 1, 2024 - June 14, 2026'],
    ['past plan', { status: 'TERMED', start: '2022-01-01', end: '2022-12-31' }, 'January 1, 2022 - December 31, 2022'],
    ['future plan with an end', { status: 'FUTURE', start: '2027-01-01', end: '2027-12-31' }, 'January 1, 2027 - December 31, 2027'],
    ['starts tomorrow with an end', { start: '2026-06-16', end: '2026-12-31' }, 'June 16, 2026 - December 31, 2026'],
    ['no start, ends later', { start: undefined, end: '2026-12-31' }, 'Ending December 31, 2026'],
    ['no start, ended', { start: null, end: '2025-12-31' }, 'Ended December 31, 2025'],
    ['no start, open end', { start: undefined, end: '9999-12-31' }, '—'],
    ['no dates at all', { start: undefined, end: undefined }, '—'],
  ] as const)('%s → %j', (_, range, expected) => {
    expect(planRangeText(range, now)).toBe(expected);
  });
});

describe('groupPlanStatusText', () => {
  it.each([
    ['ACTIVE', '2024-01-01', 'Active since January 1, 2024', 'check'],
    ['FUTURE', '2027-01-01', 'Effective on January 1, 2027', null],
    ['TERMED', '2025-12-31', 'Terminated on December 31, 2025', 'cross'],
    ['ACTIVE', undefined, 'Active', 'check'],
    ['FUTURE', null, 'Not yet effective', null],
    ['TERMED', undefined, 'Terminated', 'cross'],
  ] as const)('%s %s → %j with %j', (status, date, text, icon) => {
    expect(groupPlanStatusText(status, date)).toEqual({ text, icon });
  });

  it.each([
    [{ planStatus: 'ACTIVE', planEffectiveDate: '2024-01-01', planTerminationDate: '9999-12-31' }, '2024-01-01'],
    [{ planStatus: 'FUTURE', planEffectiveDate: '2027-01-01', planTerminationDate: null }, '2027-01-01'],
    [{ planStatus: 'TERMED', planEffectiveDate: '2024-01-01', planTerminationDate: '2025-12-31' }, '2025-12-31'],
    [{ planStatus: 'TERMED', planEffectiveDate: '2024-01-01', planTerminationDate: null }, '2024-01-01'],
  ] as const)('planStatusDate %#', (plan, expected) => {
    expect(planStatusDate(plan as GroupPlanStatus)).toBe(expected);
  });
});

describe('groupCategoryRows: only categories present, in Medical, Dental, Vision, Pharmacy order', () => {
  it('builds a row per present category', () => {
    const rows = groupCategoryRows({
      pharmacy: { planStatus: 'TERMED', planEffectiveDate: '2024-01-01', planTerminationDate: '2025-12-31' },
      dental: { planStatus: 'ACTIVE', planEffectiveDate: '2024-01-01', planTerminationDate: '9999-12-31' },
      vision: { planStatus: 'FUTURE', planEffectiveDate: '2027-01-01' },
    });
    expect(rows).toEqual([
      { category: 'Dental', status: 'ACTIVE', text: 'Active since January 1, 2024', icon: 'check' },
      { category: 'Vision', status: 'FUTURE', text: 'Effective on January 1, 2027', icon: null },
      { category: 'Pharmacy', status: 'TERMED', text: 'Terminated on December 31, 2025', icon: 'cross' },
    ]);
  });

  it('no rows for a group without plans', () => {
    expect(groupCategoryRows({})).toEqual([]);
  });

  it('leaves out a plan that comes without its status, and says the status alone without a date', () => {
    expect(groupCategoryRows({ medical: {}, dental: { planStatus: 'ACTIVE' } })).toEqual([
      { category: 'Dental', status: 'ACTIVE', text: 'Active', icon: 'check' },
    ]);
  });
});

describe('groupCardLabel: groupId groupName: effective - termination', () => {
  it.each([
    [{ groupId: '10001234', groupName: 'Rivera Employer Group', planEffectiveDate: '2024-01-01', planTerminationDate: '2025-12-31' }, '10001234 Rivera Employer Group: January 1, 2024 - December 31, 2025'],
    [{ groupId: '10002805', groupName: 'City Plan', planEffectiveDate: '2024-01-01', planTerminationDate: '9999-12-31' }, '10002805 City Plan: January 1, 2024 - December 31, 9999'],
    [{ groupId: '10002805', groupName: 'City Plan', planEffectiveDate: '2024-01-01', planTerminationDate: null }, '10002805 City Plan: January 1, 2024'],
    [{ groupId: '10002805', planEffectiveDate: '2024-01-01', planTerminationDate: null }, '10002805: January 1, 2024'],
    [{ groupId: '10002805', groupName: ' ', planTerminationDate: '2025-12-31' }, '10002805: — - December 31, 2025'],
    [{ groupId: '10002805', groupName: 'City Plan' }, '10002805 City Plan'],
  ])('%#', (group, expected) => {
    expect(groupCardLabel(group)).toBe(expected);
  });
});

describe('groupName', () => {
  it('is the group name, else the group number', () => {
    expect(groupName({ groupId: '10001234', groupName: 'Cascade Manufacturing' })).toBe('Cascade Manufacturing');
    expect(groupName({ groupId: '10001234' })).toBe('Group 10001234');
    expect(groupName({ groupId: '10001234', groupName: '' })).toBe('Group 10001234');
  });
});
