import { describe, expect, it } from 'vitest';

import { formatPhone, phoneHref } from '../shared/lib/phone';

import { BRANDS, DOMAIN_IDS } from './brands';

describe('the brands’ customer service numbers', () => {
  it.each(DOMAIN_IDS)('brand %i writes its number as members read it and the tel: address the phone module dials', (domainId) => {
    const { customerServicePhone, customerServiceTel } = BRANDS[domainId].contact;
    expect(formatPhone(customerServicePhone)).toBe(customerServicePhone);
    expect(customerServiceTel).toBe(phoneHref(customerServicePhone));
  });
});
