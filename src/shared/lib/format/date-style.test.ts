// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { showSpanish } from '../../../test/i18n';

import * as format from '.';

/**
 * One style per language for a calendar date across the portal: every text a member reads names a date as
 * `formatDate` writes it ('December 28, 2026', '28 de diciembre de 2026'). These tests fail when the format module
 * grows a second way of writing a date for members, or when a screen writes a date by itself.
 */

/** The exports that write a calendar date for members: all in the one style. */
const FOR_MEMBERS = ['formatDate', 'dateOrDash'];

/**
 * The exports that read or write a date for machines: the gateway's YYYY-MM-DD (calendarDay, toGatewayDate), the
 * primary care calls' MM/DD/YYYY (toPcpDate), parsing (parseGatewayDate, toLocalDate), and the numeric dates of a
 * file a spreadsheet reads (spreadsheetDate, the claims CSV only).
 */
const FOR_MACHINES = ['calendarDay', 'toGatewayDate', 'toPcpDate', 'parseGatewayDate', 'toLocalDate', 'spreadsheetDate'];

const DAY = '2026-12-28';

/** Whether an export makes something of a calendar day (a gateway string or a Date): a date, or a text naming it. */
function handlesADate(fn: (value: unknown) => unknown): boolean {
  const outputs: unknown[] = [];
  for (const input of [DAY, new Date(2026, 11, 28)]) {
    try {
      const output = fn(input);
      if (output !== input) outputs.push(output);
    } catch {
      // Takes something else than a date.
    }
  }
  return outputs.some((output) => (output instanceof Date ? !Number.isNaN(output.getTime()) : typeof output === 'string' && /2026|28/.test(output)));
}

/** The module's functions, called with any value (a call with the wrong kind of value throws or answers nothing). */
const exported = Object.entries(format as Record<string, unknown>).filter(
  (entry): entry is [string, (value: unknown) => unknown] => typeof entry[1] === 'function',
);

describe('the portal writes a calendar date one way per language', () => {
  it('knows every export of the format module that handles a date, and what it is for', () => {
    const handlesDates = exported.filter(([, fn]) => handlesADate(fn)).map(([name]) => name);
    expect(handlesDates.sort()).toEqual([...FOR_MEMBERS, ...FOR_MACHINES].sort());
  });

  it.each(FOR_MEMBERS)('%s writes the date out in English', (name) => {
    const fn = format[name as keyof typeof format] as (value: unknown) => string;
    expect(fn(DAY)).toBe('December 28, 2026');
    expect(fn(new Date(2026, 11, 28, 17, 45))).toBe('December 28, 2026');
  });

  it.each(FOR_MEMBERS)('%s writes the date out in Spanish', async (name) => {
    await showSpanish();
    const fn = format[name as keyof typeof format] as (value: unknown) => string;
    expect(fn(DAY)).toBe('28 de diciembre de 2026');
  });
});

const SRC = fileURLToPath(new URL('../../../', import.meta.url));

/** The portal's source files (not tests, stories or the format module itself). */
function sourceFiles(): { path: string; text: string }[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !path.startsWith('shared/lib/format/'))
    .map((path) => ({ path: path.replaceAll('\\', '/'), text: readFileSync(`${SRC}${path}`, 'utf8') }));
}

describe('no screen writes a date by itself', () => {
  const files = sourceFiles();

  it('reads the source', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('uses no date formatting of its own (toLocaleDateString, Intl with a day, month or year, date-fns format)', () => {
    const own = files
      .filter(({ text }) =>
        /toLocaleDateString\(|dateStyle\s*:|Intl\.DateTimeFormat\([^)]*\b(?:day|month|year)\s*:|import \{[^}]*\bformat\b[^}]*\} from 'date-fns'/.test(text),
      )
      .map(({ path }) => path);
    expect(own).toEqual([]);
  });

  it('writes numeric dates only into the claims CSV', () => {
    const numeric = files.filter(({ text }) => /\bspreadsheetDate\(/.test(text)).map(({ path }) => path);
    expect(numeric).toEqual(['features/claims-eobs/claims-export.ts']);
  });
});
