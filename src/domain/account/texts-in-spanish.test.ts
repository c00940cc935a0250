import { describe, expect, it } from 'vitest';

import { showSpanish } from '../../test/i18n';

import { coverageRows } from '../eligibility/account-coverage';
import { familyRows, relationshipText, subscriberIdLine } from './family';
import { otherCoverageLines, sexText } from './member-details';
import { nonRenewedSentence, nonRenewedText } from '../plan-management/account-plan-management';
import { account, family, jordan, member, NOW } from './rules-test-support';

/** The texts the account rules make, in Spanish (the English ones: the tables beside each rule). */
describe('the account rules in Spanish', () => {
  it.each([
    ['a subscriber', () => relationshipText({ relationship: 'SUB', relationshipDescription: 'Subscriber' }), 'Suscriptor'],
    ['a spouse', () => relationshipText({ relationship: 'SPO' }), 'Cónyuge'],
    ['a dependent', () => relationshipText({ relationship: 'DEP', relationshipDescription: 'Dependent' }), 'Dependiente'],
    ['a relationship the portal does not know', () => relationshipText({ relationship: 'XYZ', relationshipDescription: 'Ward' }), 'Ward'],
    ['no relationship', () => relationshipText(undefined), 'No registrado'],
    ['female', () => sexText({ sex: 'F', sexDescription: 'Female' }), 'Femenino'],
    ['male', () => sexText({ sex: 'M' }), 'Masculino'],
    ['no sex on file', () => sexText({}), 'No registrado'],
    ['the plans a status M leaves unrenewed', () => nonRenewedText('M'), 'Médico'],
    ['the plans a status D leaves unrenewed', () => nonRenewedText('D'), 'Médico y Dental'],
    ['one plan that will not renew', () => nonRenewedSentence('M'), 'Su plan Médico no se renovará'],
    ['two plans that will not renew', () => nonRenewedSentence('D'), 'Sus planes Médico y Dental no se renovarán'],
  ])('%s', async (_name, make, expected) => {
    await showSpanish('account');
    expect(make()).toBe(expected);
  });

  it('labels the subscriber id, the other coverage and the family in Spanish', async () => {
    await showSpanish('account');
    expect(subscriberIdLine(account, { local598: true, employeeId: '598-044172' })).toEqual({ label: 'ID de empleado', value: '598-044172' });
    expect(subscriberIdLine(account, null)).toEqual({ label: 'ID de suscriptor', value: '900123456' });
    expect(otherCoverageLines({ hasOtherMedical: true, hasOtherDental: false, hasOutOfAreaPlan: false })).toEqual([
      { label: 'Otra cobertura médica', value: 'Sí, hay otro plan médico registrado' },
      { label: 'Otra cobertura dental', value: 'No hay otro plan dental registrado' },
      { label: 'Plan fuera del área', value: 'No está inscrito en un plan fuera del área' },
    ]);
    expect(familyRows(family, account, jordan).map((row) => [row.relationship, row.dateOfBirth])).toEqual([
      ['Suscriptor', '11 de febrero de 1984'],
      ['Cónyuge', '19 de abril de 1986'],
      ['Dependiente', '14 de agosto de 2015'],
    ]);
  });

  it('gives each coverage status and plan range in Spanish', async () => {
    await showSpanish('account');
    const rows = coverageRows(
      member({
        medicalEligibility: { eligible: true, effectiveDate: '2024-01-01', terminationDate: '9999-12-31', insuranceType: 'PPO' },
        dentalEligibility: { eligible: true, effectiveDate: '2023-01-01', terminationDate: '2025-06-30' },
        visionEligibility: { eligible: true, effectiveDate: '2027-01-01', terminationDate: null },
        pharmacyEligibility: { eligible: false, effectiveDate: '2024-01-01' },
      }),
      [],
      NOW,
    );
    expect(rows.map((row) => [row.statusLabel, row.range])).toEqual([
      ['Activo', 'Activo desde el 1 de enero de 2024'],
      ['Terminado', '1 de enero de 2023 - 30 de junio de 2025'],
      ['Futuro', expect.stringContaining('1 de enero de 2027')],
      ['No cubierto', null],
    ]);
  });
});
