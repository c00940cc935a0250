import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import type { Claim } from '../../../generated/model';
import { readable, showSpanish } from '../../test/i18n';

import { CLAIMS_CSV_COLUMNS, claimRow, claimsCsv, claimsFileName, claimsTotals, exportRange, listOwner } from './claims-export';

const paid: Claim = {
  claimId: 'C-2026-118842',
  memberKey: 'M1001',
  memberName: 'Jordan Rivera',
  productCategory: 'dental',
  providerName: 'Northwest Family Dental',
  serviceStartDate: '2026-10-06',
  serviceEndDate: '2026-10-06',
  receivedDate: '2026-10-08',
  processedDate: '2026-10-14',
  status: 'PAID',
  billedAmount: 265,
  allowedAmount: 198.4,
  planPaid: 158.72,
  memberResponsibility: 39.68,
  eobId: 'EOB-2026-77120',
};

const pending: Claim = {
  claimId: 'C-2026-121090',
  memberKey: 'M1001',
  productCategory: 'medical',
  providerName: 'Rose City Imaging',
  serviceStartDate: '2026-11-10',
  serviceEndDate: null,
  receivedDate: '2026-11-12',
  processedDate: null,
  status: 'PENDING',
  billedAmount: 1850,
  allowedAmount: null,
  planPaid: null,
  memberResponsibility: null,
};

describe('claimRow: one row per claim', () => {
  it('writes dates as MM/DD/YYYY, amounts in US dollars with 2 decimals and the status in plain words', () => {
    expect(claimRow(paid, 'Jordan Rivera')).toEqual([
      'C-2026-118842',
      'Jordan Rivera',
      'Northwest Family Dental',
      'Dental',
      '10/06/2026',
      '10/06/2026',
      'Paid',
      '10/08/2026',
      '10/14/2026',
      '$265.00',
      '$198.40',
      '$158.72',
      '$39.68',
    ]);
    expect(claimRow(paid, 'x')).toHaveLength(CLAIMS_CSV_COLUMNS.length);
  });

  it("reads 'Pending' for the amounts of a claim in review, and no processed date", () => {
    expect(claimRow(pending, 'Jordan Rivera')).toEqual([
      'C-2026-121090',
      'Jordan Rivera',
      'Rose City Imaging',
      'Medical',
      '11/10/2026',
      '11/10/2026',
      'In review',
      '11/12/2026',
      '',
      '$1,850.00',
      'Pending',
      'Pending',
      'Pending',
    ]);
  });

  it('leaves a missing amount of a processed claim empty, and a missing provider empty', () => {
    const row = claimRow({ ...paid, providerName: undefined, allowedAmount: null }, 'Jordan Rivera');
    expect(row[2]).toBe('');
    expect(row[10]).toBe('');
  });
});

describe('claimsCsv', () => {
  it('has the header row, then one row per claim, CRLF line ends, quoting where a value needs it', () => {
    const csv = claimsCsv([paid, pending], () => 'Jordan Rivera');
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Claim number,Patient,Provider,Category,Service start,Service end,Status,Received,Processed,Billed,Allowed,Plan paid,You owe');
    expect(lines[2]).toContain('"$1,850.00"');
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[1]).toEqual(claimRow(paid, 'Jordan Rivera'));
  });

  it('keeps quotes and commas of a provider name as they are', () => {
    const csv = claimsCsv([{ ...paid, providerName: 'Smith, Jones & "Partners"' }], () => 'Jordan Rivera');
    expect(Papa.parse<string[]>(csv).data[1]![2]).toBe('Smith, Jones & "Partners"');
  });

  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1 clinic', "'+1 clinic"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-2+3', "'-2+3"],
  ])('never lets a spreadsheet run a provider name as a formula: %s', (name, written) => {
    const csv = claimsCsv([{ ...paid, providerName: name }], () => 'Jordan Rivera');
    expect(Papa.parse<string[]>(csv).data[1]![2]).toBe(written);
  });

  it('writes a negative amount as an amount, not as an escaped formula', () => {
    const csv = claimsCsv([{ ...paid, status: 'ADJUSTED', memberResponsibility: -12.5 }], () => 'Jordan Rivera');
    expect(Papa.parse<string[]>(csv).data[1]![12]).toBe('-$12.50');
  });

  it('is the header alone when there are no claims', () => {
    expect(claimsCsv([], () => '')).toBe(`${readable(CLAIMS_CSV_COLUMNS).join(',')}\r\n`);
  });
});

describe('the file name carries the member and the date range', () => {
  it.each([
    ['Jordan Rivera family', { from: '2026-01-01', to: '2026-11-22' }, 'claims-jordan-rivera-family-2026-01-01-to-2026-11-22.csv'],
    ['Tomás Álvarez', { from: '2025-02-03', to: '2025-03-04' }, 'claims-tomas-alvarez-2025-02-03-to-2025-03-04.csv'],
    ["Kevin O'Brien", null, 'claims-kevin-o-brien-no-dates.csv'],
    ['', null, 'claims-member-no-dates.csv'],
  ])('%s %j → %s', (whose, range, expected) => {
    expect(claimsFileName(whose, range)).toBe(expected);
  });

  it('takes the range of the date filter when there is one', () => {
    expect(exportRange({ startDate: '2026-01-01', endDate: '2026-06-30' }, [paid])).toEqual({ from: '2026-01-01', to: '2026-06-30' });
  });

  it('else the service dates of the claims, earliest to latest', () => {
    expect(exportRange({}, [pending, paid, { ...paid, serviceStartDate: '2026-03-01', serviceEndDate: '2026-03-04' }])).toEqual({ from: '2026-03-01', to: '2026-11-10' });
    expect(exportRange({}, [])).toBeNull();
  });

  it.each([
    ['Alex Rivera', 'Jordan Rivera', true, 'Alex Rivera'],
    [undefined, 'Jordan Rivera', true, 'Jordan Rivera family'],
    [undefined, 'Sam Rivera', false, 'Sam Rivera'],
  ])('whose: chosen %j, self %s, subscriber %j → %s', (chosen, self, subscriber, expected) => {
    expect(listOwner(chosen, self, subscriber)).toBe(expected);
  });
});

describe('claimsTotals', () => {
  it('adds up the amounts the claims give, leaving out those still pending', () => {
    expect(claimsTotals([paid, pending, { ...paid, billedAmount: 0.1, allowedAmount: 0.2, planPaid: 0.1, memberResponsibility: 0.1 }])).toEqual({
      billed: 2115.1,
      allowed: 198.6,
      planPaid: 158.82,
      owed: 39.78,
    });
    expect(claimsTotals([])).toEqual({ billed: 0, allowed: 0, planPaid: 0, owed: 0 });
  });
});

describe('docs/claims-and-eobs.md', () => {
  it('names every column of the CSV, in the order of the file', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../../docs/claims-and-eobs.md'), 'utf8');
    const section = page.slice(page.indexOf('## The CSV file'));
    const table = section.slice(0, section.indexOf('\n## ')).split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| column') && !line.startsWith('| ---'));
    const named = table.flatMap((line) => line.split('|')[1]!.split(',').map((name) => name.trim()));
    expect(named).toEqual(readable(CLAIMS_CSV_COLUMNS));
  });
});

describe('the file in Spanish (the language shown when it is made)', () => {
  it('writes its header, categories, statuses, dates and pending amounts in Spanish', async () => {
    await showSpanish('claims-eobs');
    const lines = claimsCsv([paid, pending], () => 'Jordan Rivera').split('\r\n');
    expect(lines[0]).toBe(
      'Número de reclamo,Paciente,Proveedor,Categoría,Inicio del servicio,Fin del servicio,Estado,Recibido,Procesado,Facturado,Permitido,Pagado por el plan,Usted debe',
    );
    expect(lines[1]).toBe('C-2026-118842,Jordan Rivera,Northwest Family Dental,Dental,06/10/2026,06/10/2026,Pagado,08/10/2026,14/10/2026,$265.00,$198.40,$158.72,$39.68');
    expect(lines[2]).toBe('C-2026-121090,Jordan Rivera,Rose City Imaging,Médico,10/11/2026,10/11/2026,En revisión,12/11/2026,,"$1,850.00",Pendiente,Pendiente,Pendiente');
  });

  it.each([
    ['Alex Rivera', { from: '2026-01-01', to: '2026-11-22' }, 'reclamos-alex-rivera-2026-01-01-a-2026-11-22.csv'],
    ['', null, 'reclamos-miembro-sin-fechas.csv'],
  ])('names the file in Spanish: %s', async (whose, range, expected) => {
    await showSpanish('claims-eobs');
    expect(claimsFileName(whose, range)).toBe(expected);
  });

  it("names the family's list", async () => {
    await showSpanish('claims-eobs');
    expect(listOwner(undefined, 'Jordan Rivera', true)).toBe('familia de Jordan Rivera');
    expect(claimsFileName(listOwner(undefined, 'Jordan Rivera', true), null)).toBe('reclamos-familia-de-jordan-rivera-sin-fechas.csv');
  });
});
