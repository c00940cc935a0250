import { format, isValid } from 'date-fns';

import { formatLocale } from '../../i18n/active-language';

/**
 * Dates of the gateway are calendar dates ('YYYY-MM-DD'), not instants. The portal reads and writes them as
 * local calendar dates so that no time zone ever shifts a date by a day:
 *
 * - parsing builds a local `Date` at midnight of that calendar day (never `new Date('YYYY-MM-DD')`, which is UTC);
 * - writing reads the local year, month and day of a `Date` (never `toISOString()`, which is UTC).
 */

/** A date as the gateway sends it, or a `Date` the portal made. */
export type DateInput = Date | string;

const GATEWAY_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * Reads a gateway date ('YYYY-MM-DD') as local midnight of that calendar day.
 * A timestamp such as '2024-01-01T00:00:00Z' is read by its date part only (the gateway means the calendar day).
 * Returns null for anything else, including impossible dates such as '2024-02-30'.
 */
export function parseGatewayDate(value: string): Date | null {
  const match = GATEWAY_DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(year, month - 1, day);
  // new Date(y, m, d) maps years 0-99 to 1900-1999; setFullYear keeps the year as written.
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** A `Date`, or a gateway date string read as a local calendar date; null when it cannot be read. */
export function toLocalDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  return parseGatewayDate(value);
}

/** The local calendar date of a `Date` as the gateway wants it: 'YYYY-MM-DD'. */
export function toGatewayDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * The calendar day of a date as a sortable 'YYYY-MM-DD' key (local calendar date of a `Date`; the date part of a
 * gateway string). Two keys compare with `<`, `===` and `>` as their days do. Null when the value cannot be read.
 */
export function calendarDay(value: DateInput | null | undefined): string | null {
  const date = toLocalDate(value);
  return date ? toGatewayDate(date) : null;
}

/** Dates the primary care (PCP) calls take: 'MM/DD/YYYY'. Throws for a value that is not a date. */
export function toPcpDate(value: DateInput): string {
  const date = toLocalDate(value);
  if (!date) throw new RangeError(`Not a date: ${String(value)}`);
  return format(date, 'MM/dd/yyyy');
}

/** Formatters by locale and style, made once: Intl's are costly to build and the portal formats many dates. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The portal's one calendar-date style on screen and on paper; 'numeric' only for files a spreadsheet reads. */
type DateStyle = 'long' | 'numeric';

const DATE_STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  long: { dateStyle: 'long' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

function dateFormat(style: DateStyle): Intl.DateTimeFormat {
  const locale = formatLocale();
  const key = `${locale}:${style}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    // In UTC, of the calendar day's UTC midnight (calendarUtc): the day is the one the member's calendar shows, in any
    // time zone, and a formatter made once never depends on the zone it was made in.
    formatter = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: 'UTC' });
    dateFormats.set(key, formatter);
  }
  return formatter;
}

/** UTC midnight of a local date's calendar day. */
function calendarUtc(date: Date): Date {
  const utc = new Date(Date.UTC(2000, date.getMonth(), date.getDate()));
  utc.setUTCFullYear(date.getFullYear());
  return utc;
}

/**
 * A calendar date as members read it, in the language shown: the portal's one date style, written out ('December
 * 28, 2026' in English, '28 de diciembre de 2026' in the United States' Spanish). Every screen, printed sheet and
 * sentence that names a date uses it (inside 'Active since {date}', 'Ending {date}', '{start} - {end}' too).
 * Empty text for a missing or unreadable value.
 */
export function formatDate(value: DateInput | null | undefined): string {
  const date = toLocalDate(value);
  return date ? dateFormat('long').format(calendarUtc(date)) : '';
}

/**
 * A calendar date in a file a spreadsheet reads (the claims CSV): numeric, in the language shown ('12/28/2026',
 * '28/12/2026' in Spanish), so that a spreadsheet takes the cell as a date it can sort and filter. Not for screens:
 * those use `formatDate`. Empty text for a missing or unreadable value.
 */
export function spreadsheetDate(value: DateInput | null | undefined): string {
  const date = toLocalDate(value);
  return date ? dateFormat('numeric').format(calendarUtc(date)) : '';
}
