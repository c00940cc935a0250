import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import type { ContentProgram } from '../../../generated/model';
import { textOf } from '../../shared/i18n/text';
import { showSpanish } from '../../test/i18n';

import { careLink, careResources, plainText } from './care-resources';

function program(overrides: Partial<ContentProgram> & Pick<ContentProgram, 'id' | 'name'>): ContentProgram {
  return { eligible: true, displayOrder: overrides.id, highPriority: false, categories: ['Medical'], resource: false, ...overrides };
}

describe('careResources', () => {
  const nurseLine = program({
    id: 12,
    name: '24/7 nurse line',
    displayOrder: 2,
    url: '/benefits/programs/12',
    childResourceIds: [120],
    details: { programId: 12, title: '24/7 nurse line', shortDescription: 'Free advice from a nurse, any time.', phoneNumber: '1-888-555-0111' },
  });
  const dentist = program({ id: 55, name: 'Find a dentist', displayOrder: 1, categories: ['Dental'], url: '/find-care/find-a-dentist' });
  const telehealth = program({ id: 21, name: 'Telehealth visits', displayOrder: 3, url: 'https://telehealth.plan.example/start', description: '<p>See a doctor by video &amp; more.</p>' });
  const notEnrolled = program({ id: 126, name: 'Weight management', displayOrder: 4, eligible: false });
  const shortcut = program({ id: -1, name: 'Online bill pay', displayOrder: 0 });
  const card = program({ id: 120, name: 'Nurse line wallet card', resource: true, url: 'https://documents.plan.example/card.pdf', urlDocumentType: 'pdf' });
  const orphan = program({ id: 999, name: 'Claim form', resource: true, url: 'https://documents.plan.example/form.pdf', urlDocumentType: 'pdf' });
  const noAddress = program({ id: 998, name: 'Broken resource', resource: true, url: null });

  it('lists the programs the member may use by display order, grouped by first category, with their resources', () => {
    const { groups, otherResources } = careResources([telehealth, card, orphan, notEnrolled, nurseLine, shortcut, dentist, noAddress]);

    expect(groups.map((group) => [textOf(i18n, group.category), group.programs.map((item) => item.name)])).toEqual([
      ['Dental', ['Find a dentist']],
      ['Medical', ['24/7 nurse line', 'Telehealth visits']],
    ]);
    const nurse = groups[1]?.programs[0];
    expect(nurse).toEqual({
      id: 12,
      name: '24/7 nurse line',
      summary: 'Free advice from a nurse, any time.',
      phoneNumber: '1-888-555-0111',
      link: { url: '/benefits/programs/12', external: false },
      resources: [{ id: 120, name: 'Nurse line wallet card', format: 'PDF', url: 'https://documents.plan.example/card.pdf', external: true }],
    });
    expect(groups[1]?.programs[1]).toMatchObject({ summary: 'See a doctor by video & more.', link: { external: true } });
    expect(otherResources.map((resource) => resource.name)).toEqual(['Claim form']);
  });

  it.each([
    ['en', [['Medical', ['Telehealth visits']], ['Wellness', ['Gym discount']], ['Other', ['Legal line']]]],
    ['es', [['Médico', ['Telehealth visits']], ['Wellness', ['Gym discount']], ['Otros', ['Legal line']]]],
  ])("names the groups in the language shown (%s): the portal's coverage categories and 'Other', the gateway's others as sent", async (language, expected) => {
    if (language === 'es') await showSpanish('find-care');
    const gym = program({ id: 30, name: 'Gym discount', displayOrder: 5, categories: ['Wellness'] });
    const legal = program({ id: 31, name: 'Legal line', displayOrder: 6, categories: [] });
    const { groups } = careResources([telehealth, gym, legal]);
    expect(groups.map((group) => [textOf(i18n, group.category), group.programs.map((item) => item.name)])).toEqual(expected);
  });

  it('has nothing to show for no programs', () => {
    expect(careResources([])).toEqual({ groups: [], otherResources: [] });
  });
});

describe('links and text', () => {
  it.each([
    ['/benefits/programs/12', { url: '/benefits/programs/12', external: false }],
    ['https://rx.plan.example/member', { url: 'https://rx.plan.example/member', external: true }],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (url, expected) => {
    expect(careLink(url)).toEqual(expected);
  });

  it('turns an HTML description into plain text', () => {
    expect(plainText('<p>One&nbsp;<strong>two</strong></p><p>three</p>')).toBe('One two three');
    expect(plainText('<p></p>')).toBeNull();
  });
});
