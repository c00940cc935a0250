import { describe, expect, it } from 'vitest';

import { serviceDatesText } from './claim-texts';

describe('claim texts', () => {
  it('writes one service date, or a span', () => {
    expect(serviceDatesText('2026-10-06', '2026-10-06')).toBe('10/06/2026');
    expect(serviceDatesText('2026-10-06', null)).toBe('10/06/2026');
    expect(serviceDatesText('2026-10-06', '2026-10-09')).toBe('10/06/2026 - 10/09/2026');
  });
});
