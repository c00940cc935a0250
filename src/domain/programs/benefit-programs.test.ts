import { describe, expect, it } from 'vitest';

import { memberPrograms, programCategories } from './benefit-programs';

describe('programs', () => {
  const base = { highPriority: false, name: 'P', id: 1 };
  it('keeps the programs the member may use, not resources, by display order', () => {
    const list = memberPrograms([
      { ...base, id: 1, eligible: true, displayOrder: 3 },
      { ...base, id: 2, eligible: false, displayOrder: 1 },
      { ...base, id: 3, eligible: true, displayOrder: 2 },
      { ...base, id: 4, eligible: true, displayOrder: 0, resource: true },
    ]);
    expect(list.map((program) => program.id)).toEqual([3, 1]);
  });

  it('orders the categories as the interface does', () => {
    expect(programCategories([{ categories: ['Pharmacy', 'Wellness'] }, { categories: ['Dental', 'Medical'] }])).toEqual([
      'Medical',
      'Dental',
      'Pharmacy',
      'Wellness',
    ]);
  });
});
