import { describe, expect, it } from 'vitest';

import { formatPhone, phoneHref } from './phone';

describe('phone numbers', () => {
  it.each([
    ['5035550190', '(503) 555-0190', 'tel:+15035550190'],
    ['1-888-555-0111', '(888) 555-0111', 'tel:+18885550111'],
    ['+1-503-555-0160', '+1-503-555-0160', 'tel:+15035550160'],
    ['711', '711', 'tel:711'],
  ])('shows %s as %s and dials %s', (value, shown, href) => {
    expect(formatPhone(value)).toBe(shown);
    expect(phoneHref(value)).toBe(href);
  });
});
