import { describe, expect, it } from 'vitest';

import { BRANDS } from '../../config/brands';

import { contactDirectory, telHref } from './contact-directory';
import { sanitizeHtml as sanitize } from '../../shared/lib/sanitize-html';

const sanitizeHtml = (html: string | undefined) => sanitize(html, 'text');

describe('the contact directory (spec section 2, Contact us (two variants))', () => {
  it('gives brand 2 an account-access line and a customer service line with the seasonal hours', () => {
    const { lines } = contactDirectory(BRANDS[2]);
    expect(lines.map((line) => line.name)).toEqual(['Account access', 'Customer service']);
    expect(lines[0]?.hours).toEqual(['Mon-Fri 7:30 a.m.-5:30 p.m. PT.']);
    expect(lines[1]?.phones).toEqual([{ number: BRANDS[2].contact.customerServicePhone }]);
    expect(lines[1]?.emails).toEqual([{ label: 'Email', address: BRANDS[2].contact.customerServiceEmail }]);
    expect(lines[1]?.hours.join(' ')).toMatch(/Oct 1 to Mar 31: 7 a\.m\.-8 p\.m\. PT, seven days a week\./);
    expect(lines[1]?.hours.join(' ')).toMatch(/Weekends and holidays, an automated phone system answers\./);
  });

  it.each([1, 5] as const)('gives brand %i the standard lines, with Texas numbers, state e-mails, Medicare Pharmacy hours and TTY', (domainId) => {
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
    expect(directory.tty).toBe('TTY, dial 711.');
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

  it('writes tel: addresses with the country code', () => {
    expect(telHref('1-800-555-0131')).toBe('tel:+18005550131');
  });
});

describe('the holiday calendar HTML', () => {
  it('keeps the list and removes scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Closed on:</p><script>alert(1)</script><ul><li style="color:red">Thursday, November 26<img src=x onerror="steal()"></li></ul><a href="javascript:steal()">more</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>Closed on:</p><ul><li>Thursday, November 26</li></ul><a>more</a>');
  });

  it('protects links that open a new window and keeps heading levels below the panel', () => {
    expect(sanitizeHtml('<h1>Holidays</h1><a href="https://plan.example/holidays" target="_blank">All holidays</a>')).toBe(
      'Holidays<a href="https://plan.example/holidays" target="_blank" rel="noopener noreferrer">All holidays</a>',
    );
  });

  it('is empty for no content', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('<script>x</script>')).toBe('');
  });
});
