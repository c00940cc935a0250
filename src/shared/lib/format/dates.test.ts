import { afterAll, describe, expect, it } from 'vitest';
import { showSpanish } from '../../../test/i18n';
import {
  calendarDay,
  formatDate,
  parseGatewayDate,
  spreadsheetDate,
  toGatewayDate,
  toLocalDate,
  toPcpDate,
} from './dates';

// Node re-reads process.env.TZ whenever it is assigned, so one test file can run under several zones.
// Each test file runs in its own process (pool: 'forks'), so this does not leak into other files.
const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Zones far from UTC on both sides, where a UTC-based implementation shifts dates by a day. */
const ZONES = ['America/Los_Angeles', 'Pacific/Honolulu', 'Pacific/Kiritimati', 'Asia/Tokyo', 'UTC'] as const;

describe.each(ZONES)('under TZ=%s', (zone) => {
  it('runs in that zone (guards the test itself)', () => {
    process.env.TZ = zone;
    const offset = new Date(2024, 0, 15).getTimezoneOffset();
    const expected = { America_Los_Angeles: 480, Pacific_Honolulu: 600, Pacific_Kiritimati: -840, Asia_Tokyo: -540, UTC: 0 };
    expect(offset).toBe(expected[zone.replace('/', '_') as keyof typeof expected]);
  });

  it.each([
    ['2024-01-01', 2024, 0, 1],
    ['2024-12-31', 2024, 11, 31],
    ['2024-02-29', 2024, 1, 29],
    ['2025-03-09', 2025, 2, 9], // US daylight-saving change day
    ['2024-11-03', 2024, 10, 3],
    ['9999-12-31', 9999, 11, 31],
    ['2024-06-15T00:00:00Z', 2024, 5, 15],
  ])('parseGatewayDate(%s) is that local calendar day at midnight', (value, year, month, day) => {
    process.env.TZ = zone;
    const date = parseGatewayDate(value);
    expect(date).not.toBeNull();
    expect([date!.getFullYear(), date!.getMonth(), date!.getDate()]).toEqual([year, month, day]);
    expect([date!.getHours(), date!.getMinutes()]).toEqual([0, 0]);
  });

  it.each([
    [[2024, 0, 1, 0, 0], '2024-01-01'],
    [[2024, 0, 1, 23, 59], '2024-01-01'],
    [[2023, 11, 31, 23, 30], '2023-12-31'],
    [[2025, 2, 9, 3, 0], '2025-03-09'],
  ] as const)('toGatewayDate(local %j) writes the local calendar date', ([y, m, d, h, min], expected) => {
    process.env.TZ = zone;
    // Built here, after TZ changed, so the Date is that local wall-clock time in the zone under test.
    expect(toGatewayDate(new Date(y, m, d, h, min))).toBe(expected);
  });

  it('round-trips gateway dates without a shift', () => {
    process.env.TZ = zone;
    for (const value of ['2024-01-01', '2024-02-29', '2024-03-10', '2024-11-03', '2026-12-15']) {
      expect(toGatewayDate(parseGatewayDate(value)!)).toBe(value);
      expect(calendarDay(value)).toBe(value);
    }
  });

  it('formats gateway strings for members and for the PCP calls without a shift', () => {
    process.env.TZ = zone;
    expect(formatDate('2024-01-01')).toBe('January 1, 2024');
    expect(toPcpDate('2026-12-01')).toBe('12/01/2026');
    expect(formatDate('2026-12-15')).toBe('December 15, 2026');
    expect(spreadsheetDate('2024-01-01')).toBe('01/01/2024');
  });
});

describe('parseGatewayDate', () => {
  it.each(['', '2024-1-1', '01/01/2024', '2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', 'not a date', '20240101'])(
    'returns null for %j',
    (value) => {
      expect(parseGatewayDate(value)).toBeNull();
    },
  );

  it('keeps years below 100 as written', () => {
    expect(parseGatewayDate('0050-06-01')!.getFullYear()).toBe(50);
  });
});

describe('toLocalDate and calendarDay', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['garbage', null],
    [new Date(Number.NaN), null],
  ])('%j → %j', (value, expected) => {
    expect(toLocalDate(value)).toBe(expected);
    expect(calendarDay(value)).toBe(expected);
  });

  it('keeps a Date as it is', () => {
    const date = new Date(2024, 4, 6, 13, 0);
    expect(toLocalDate(date)).toBe(date);
    expect(calendarDay(date)).toBe('2024-05-06');
  });

  it('calendar-day keys compare as their days do', () => {
    expect(calendarDay('2024-01-09')! < calendarDay('2024-01-10')!).toBe(true);
    expect(calendarDay('2024-12-31')! < calendarDay('2025-01-01')!).toBe(true);
    expect(calendarDay(new Date(2024, 0, 10, 23, 59))).toBe(calendarDay('2024-01-10'));
  });
});

describe("formatDate (the portal's one date style: written out)", () => {
  it.each([
    ['2024-07-04', 'July 4, 2024'],
    [new Date(2026, 11, 15, 18, 0), 'December 15, 2026'],
    [null, ''],
    [undefined, ''],
    ['2024-02-30', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('toPcpDate (MM/DD/YYYY)', () => {
  it.each([
    [new Date(2026, 11, 1), '12/01/2026'],
    ['2024-01-05', '01/05/2024'],
  ])('%j → %s', (value, expected) => {
    expect(toPcpDate(value)).toBe(expected);
  });

  it('refuses a value that is not a date instead of sending garbage', () => {
    expect(() => toPcpDate('12/01/2026')).toThrow(RangeError);
  });
});

describe('formatDate (written out)', () => {
  it.each([
    ['2026-12-15', 'December 15, 2026'],
    ['2025-01-01', 'January 1, 2025'],
    [new Date(2024, 1, 29), 'February 29, 2024'],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('spreadsheetDate (numeric, for the claims CSV only)', () => {
  it.each([
    ['2024-07-04', '07/04/2024'],
    [new Date(2026, 11, 15, 18, 0), '12/15/2026'],
    [null, ''],
    ['2024-02-30', ''],
  ])('%j → %j', (value, expected) => {
    expect(spreadsheetDate(value)).toBe(expected);
  });
});

describe('dates in Spanish (the United States’ Spanish)', () => {
  it('writes the day before the month, and the month in words in Spanish', async () => {
    await showSpanish();
    expect(formatDate('2024-07-04')).toBe('4 de julio de 2024');
    expect(formatDate('2026-12-15')).toBe('15 de diciembre de 2026');
    expect(spreadsheetDate('2024-07-04')).toBe('04/07/2024');
    expect(formatDate(null)).toBe('');
  });
});
