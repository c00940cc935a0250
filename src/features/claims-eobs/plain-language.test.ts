import { describe, expect, it } from 'vitest';

import { GLOSSARY_TERM_IDS } from '../../shared/ui/glossary/glossary-terms';
import { showSpanish } from '../../test/i18n';

import { amountOwed, type LineAmounts, plainLanguageSentence, sentenceText, serviceName, termsUsed } from './plain-language';

const visit = { description: 'Office visit' };

describe('plainLanguageSentence: one sentence per service line', () => {
  it.each<[string, LineAmounts, string]>([
    [
      'deductible and coinsurance',
      { ...visit, allowed: 120, planPaid: 72, deductible: 30, coinsurance: 18, memberResponsibility: 48 },
      'Your plan allowed $120.00 for the office visit. $30.00 went to your deductible; $18.00 is your coinsurance; the plan paid $72.00; you owe $48.00.',
    ],
    [
      'only a deductible',
      { ...visit, allowed: 120, planPaid: 90, deductible: 30, memberResponsibility: 30 },
      'Your plan allowed $120.00 for the office visit. $30.00 went to your deductible; the plan paid $90.00; you owe $30.00.',
    ],
    [
      'a copay',
      { description: 'Office visit, established patient', allowed: 162.5, planPaid: 132.5, copay: 30, coinsurance: 0, deductible: 0, notCovered: 0, memberResponsibility: 30 },
      'Your plan allowed $162.50 for the office visit, established patient. $30.00 is your copay; the plan paid $132.50; you owe $30.00.',
    ],
    [
      'covered in full',
      { description: 'Cleaning (prophylaxis), adult', allowed: 98.4, planPaid: 98.4, deductible: 0, copay: 0, coinsurance: 0, memberResponsibility: 0 },
      'Your plan allowed $98.40 for the cleaning (prophylaxis), adult. The plan paid all of it; you owe nothing.',
    ],
    [
      'allowed but nothing paid: all to the deductible',
      { ...visit, allowed: 80, planPaid: 0, deductible: 80, memberResponsibility: 80 },
      'Your plan allowed $80.00 for the office visit. $80.00 went to your deductible; the plan paid nothing; you owe $80.00.',
    ],
    [
      'an amount the plan does not cover, on top of a share',
      { ...visit, allowed: 100, planPaid: 80, coinsurance: 20, notCovered: 15, memberResponsibility: 35 },
      'Your plan allowed $100.00 for the office visit. $20.00 is your coinsurance; $15.00 is not covered; the plan paid $80.00; you owe $35.00.',
    ],
    [
      'not covered, the member owes it',
      { description: 'School or work note', allowed: 0, planPaid: 0, notCovered: 15, memberResponsibility: 15 },
      'Your plan did not cover the school or work note; you owe $15.00.',
    ],
    [
      'not covered, nothing owed (a duplicate)',
      { description: 'Comprehensive metabolic panel', allowed: 0, planPaid: 0, memberResponsibility: 0 },
      'Your plan did not cover the comprehensive metabolic panel; you owe nothing for it.',
    ],
    [
      'no breakdown from the gateway: what is owed is allowed minus paid',
      { ...visit, allowed: 120, planPaid: 100 },
      'Your plan allowed $120.00 for the office visit. The plan paid $100.00; you owe $20.00.',
    ],
    [
      'not processed yet',
      { description: 'MRI, left knee, without contrast', allowed: null, planPaid: null },
      'We are still processing the MRI, left knee, without contrast; the amounts show once we finish.',
    ],
    [
      'no description: the code',
      { serviceCode: 'D1120', allowed: 72, planPaid: 72 },
      'Your plan allowed $72.00 for service D1120. The plan paid all of it; you owe nothing.',
    ],
    ['nothing at all', {}, 'We are still processing this service; the amounts show once we finish.'],
    [
      'cents that round to nothing are not mentioned',
      { ...visit, allowed: 50, planPaid: 50, copay: 0.001, memberResponsibility: 0.001 },
      'Your plan allowed $50.00 for the office visit. The plan paid all of it; you owe nothing.',
    ],
  ])('%s', (_case, line, expected) => {
    expect(sentenceText(plainLanguageSentence(line))).toBe(expected);
  });

  it('marks each glossary word, so the page can link it to its definition', () => {
    const sentence = plainLanguageSentence({ ...visit, allowed: 120, planPaid: 72, deductible: 20, copay: 10, coinsurance: 18 });
    expect(sentence.filter((part) => typeof part !== 'string')).toEqual([
      { term: 'allowed-amount', text: 'allowed' },
      { term: 'deductible', text: 'deductible' },
      { term: 'copay', text: 'copay' },
      { term: 'coinsurance', text: 'coinsurance' },
    ]);
    expect(termsUsed([sentence], GLOSSARY_TERM_IDS)).toEqual(['allowed-amount', 'deductible', 'copay', 'coinsurance']);
  });

  it('names no glossary word in a sentence about a claim not yet processed', () => {
    expect(termsUsed([plainLanguageSentence({ description: 'X-ray' })], GLOSSARY_TERM_IDS)).toEqual([]);
  });
});

describe('serviceName', () => {
  it.each<[LineAmounts, string]>([
    [{ description: 'Rapid strep test' }, 'the rapid strep test'],
    [{ description: '  MRI, left knee ' }, 'the MRI, left knee'],
    [{ description: '', serviceCode: '99214' }, 'service 99214'],
    [{ description: null, serviceCode: null }, 'this service'],
  ])('%j → %s', (line, expected) => {
    expect(serviceName(line)).toBe(expected);
  });
});

describe('amountOwed', () => {
  it.each<[LineAmounts, number | null]>([
    [{ memberResponsibility: 12, deductible: 99 }, 12],
    [{ deductible: 10, copay: 5, coinsurance: 2.5, notCovered: 1 }, 18.5],
    [{ allowed: 100, planPaid: 70 }, 30],
    [{ allowed: 100, planPaid: 120 }, 0],
    [{}, null],
  ])('%j → %j', (line, expected) => {
    expect(amountOwed(line)).toBe(expected);
  });
});

describe('plainLanguageSentence in Spanish', () => {
  it.each<[string, LineAmounts, string]>([
    [
      'deductible and coinsurance',
      { ...visit, allowed: 120, planPaid: 72, deductible: 30, coinsurance: 18, memberResponsibility: 48 },
      'Su plan permitió $120.00 por el servicio «office visit». $30.00 se aplicó a su deducible; $18.00 es su coseguro; el plan pagó $72.00; usted debe $48.00.',
    ],
    [
      'a copay, covered but for it',
      { description: 'MRI, left knee', allowed: 95, planPaid: 85, copay: 10, memberResponsibility: 10 },
      'Su plan permitió $95.00 por el servicio «MRI, left knee». $10.00 es su copago; el plan pagó $85.00; usted debe $10.00.',
    ],
    [
      'covered in full, named by its code',
      { serviceCode: 'D1110', allowed: 98.4, planPaid: 98.4, memberResponsibility: 0 },
      'Su plan permitió $98.40 por el servicio D1110. El plan lo pagó todo; usted no debe nada.',
    ],
    [
      'an amount not covered, nothing paid',
      { allowed: 100, planPaid: 0, notCovered: 15, deductible: 85, memberResponsibility: 100 },
      'Su plan permitió $100.00 por este servicio. $85.00 se aplicó a su deducible; $15.00 no está cubierto; el plan no pagó nada; usted debe $100.00.',
    ],
    ['not covered', { description: 'School or work note', allowed: 0, planPaid: 0, notCovered: 15, memberResponsibility: 15 }, 'Su plan no cubrió el servicio «school or work note»; usted debe $15.00.'],
    ['not covered, nothing owed', { ...visit, allowed: 0, planPaid: 0, memberResponsibility: 0 }, 'Su plan no cubrió el servicio «office visit»; usted no debe nada por ello.'],
    ['still in review', { description: 'Topical fluoride' }, 'Todavía estamos procesando el servicio «topical fluoride»; los montos aparecerán cuando terminemos.'],
  ])('%s', async (_name, line, expected) => {
    await showSpanish('claims-eobs');
    expect(sentenceText(plainLanguageSentence(line))).toBe(expected);
  });

  it('keeps the glossary words as words the page links, in Spanish', async () => {
    await showSpanish('claims-eobs');
    const sentence = plainLanguageSentence({ ...visit, allowed: 120, planPaid: 90, copay: 30, memberResponsibility: 30 });
    expect(sentence.filter((part) => typeof part !== 'string')).toEqual([
      { term: 'allowed-amount', text: 'permitió' },
      { term: 'copay', text: 'copago' },
    ]);
  });
});
