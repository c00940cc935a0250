import { describe, expect, it } from 'vitest';

import { BRANDS } from './brands';
import { contactDirectory } from './contacts';

describe('the contact directory (product section 2, Contact us (two variants))', () => {
  it('gives brand 2 an account-access line and a customer service line with the seasonal hours', () => {
    const { lines } = contactDirectory(BRANDS[2]);
    expect(lines.map((line) => line.name)).toEqual(['Account access', 'Customer service']);
    expect(lines[0]?.hours).toEqual(['Mon-Fri 7:30 a.m.-5:30 p.m. PT.']);
    expect(lines[1]?.phones).toEqual([{ number: BRANDS[2].contact.customerServicePhone }]);
    expect(lines[1]?.emails).toEqual([{ label: 'Email', address: BRANDS[2].contact.customerServiceEmail }]);
    expect(lines[1]?.hours.join(' ')).toMatch(/Oct 1 to Mar 31: 7 a\.m\.-8 p\.m\. PT, seven days a week\./);
    expect(lines[1]?.hours.join(' ')).toMatch(/Weekends and holidays, an automated phone system answers\./);
  });

  it.each([1, 5] as const)('gives brand %i the standard lines, with Texas numbers, state e-mails and Medicare Pharmacy hours', (domainId) => {
    const brand = BRANDS[domainId];
    const directory = contactDirectory(brand);
    const byId = Object.fromEntries(directory.lines.map((line) => [line.id, line]));
    expect(directory.lines.map((line) => line.name)).toEqual([
      'Account access',
      'Medical',
      'Dental',
      'Pharmacy',
      'Medicare Advantage',
      'Medicare Pharmacy',
    ]);
    expect(byId['account-access']?.phones).toEqual([{ number: brand.contact.customerServicePhone }]);
    expect(byId.medical?.phones.map((phone) => phone.label)).toEqual([undefined, 'Texas']);
    expect(byId.pharmacy?.phones.map((phone) => phone.label)).toEqual([undefined, 'Texas']);
    const domain = brand.contact.customerServiceEmail.split('@')[1];
    expect(byId.dental?.emails).toEqual([
      { label: 'Alaska', address: `dental-alaska@${domain}` },
      { label: 'Oregon', address: `dental-oregon@${domain}` },
    ]);
    expect(byId['medicare-pharmacy']?.hours).toEqual([
      'Mon-Fri 7 a.m.-8 p.m. PT from Feb 15 to Sep 30.',
      'Daily 7 a.m.-8 p.m. PT from Oct 1 to Feb 14.',
    ]);
  });

  it('uses numbers of the fictional 555-0100 to 555-0199 range for the lines it adds to the brand contacts', () => {
    for (const brand of Object.values(BRANDS)) {
      for (const line of contactDirectory(brand).lines) {
        for (const phone of line.phones) {
          if (phone.number !== brand.contact.customerServicePhone) expect(phone.number).toMatch(/^1-8\d\d-555-01\d\d$/);
        }
      }
    }
  });

  it('names the line the brand’s customer service number answers: the customer service line of brand 2, account access elsewhere', () => {
    const brand2 = contactDirectory(BRANDS[2]).customerService;
    expect(brand2.name).toBe('Customer service');
    expect(brand2.hours.join(' ')).toBe(
      'Oct 1 to Mar 31: 7 a.m.-8 p.m. PT, seven days a week. Apr 1 to Sep 30: 7 a.m.-8 p.m. PT, Monday to Friday. Weekends and holidays, an automated phone system answers.',
    );
    for (const domainId of [1, 5] as const) {
      const line = contactDirectory(BRANDS[domainId]).customerService;
      expect(line).toMatchObject({ name: 'Account access', hours: ['Mon-Fri 7 a.m.-6 p.m. PT.'] });
    }
    for (const brand of Object.values(BRANDS)) {
      expect(contactDirectory(brand).customerService.phones).toEqual([{ number: brand.contact.customerServicePhone }]);
    }
  });
});
