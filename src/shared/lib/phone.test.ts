import { describe, expect, it } from 'vitest';

import { formatPhone, phoneHref, TTY_NUMBER } from './phone';

describe('phone numbers: shown as members read them, dialled with the country code', () => {
  it.each([
    // US numbers, however they are written: (area) exchange-line, dialled with +1.
    ['5035550190', '(503) 555-0190', 'tel:+15035550190'],
    ['5035550142', '(503) 555-0142', 'tel:+15035550142'],
    ['1-503-555-0142', '(503) 555-0142', 'tel:+15035550142'],
    ['(503) 555-0142', '(503) 555-0142', 'tel:+15035550142'],
    ['503.555.0142', '(503) 555-0142', 'tel:+15035550142'],
    [' 503-555-0142 ', '(503) 555-0142', 'tel:+15035550142'],
    // Toll-free numbers keep the leading 1, as people dial them.
    ['1-888-555-0100', '1-888-555-0100', 'tel:+18885550100'],
    ['1-888-555-0111', '1-888-555-0111', 'tel:+18885550111'],
    ['1 (888) 555-0111', '1-888-555-0111', 'tel:+18885550111'],
    ['8005550131', '1-800-555-0131', 'tel:+18005550131'],
    ['1-800-555-0131', '1-800-555-0131', 'tel:+18005550131'],
    ['1-833-555-0101', '1-833-555-0101', 'tel:+18335550101'],
    ['1-877-555-0101', '1-877-555-0101', 'tel:+18775550101'],
    // 811 and 822 are not toll-free codes: a local number.
    ['8115550101', '(811) 555-0101', 'tel:+18115550101'],
    // A number written with + keeps its country code and is shown as written.
    ['+1-503-555-0160', '+1-503-555-0160', 'tel:+15035550160'],
    ['+44 20 7946 0958', '+44 20 7946 0958', 'tel:+442079460958'],
    // Short numbers (the relay service) and numbers of another length are dialled as their digits.
    ['711', '711', 'tel:711'],
    ['555-0100', '555-0100', 'tel:5550100'],
  ])('shows %j as %j and dials %s', (value, shown, href) => {
    expect(formatPhone(value)).toBe(shown);
    expect(phoneHref(value)).toBe(href);
  });

  it.each([
    ['(503) 555-0142 ext. 12', '(503) 555-0142 ext. 12', 'tel:+15035550142,12'],
    ['503-555-0142 ext 12', '(503) 555-0142 ext. 12', 'tel:+15035550142,12'],
    ['503-555-0142 extension 12', '(503) 555-0142 ext. 12', 'tel:+15035550142,12'],
    ['503-555-0142x12', '(503) 555-0142 ext. 12', 'tel:+15035550142,12'],
    ['503-555-0142 X 12', '(503) 555-0142 ext. 12', 'tel:+15035550142,12'],
    ['1-888-555-0100 #4', '1-888-555-0100 ext. 4', 'tel:+18885550100,4'],
    ['1-888-555-0100, 4', '1-888-555-0100 ext. 4', 'tel:+18885550100,4'],
  ])('dials the extension of %j after a pause', (value, shown, href) => {
    expect(formatPhone(value)).toBe(shown);
    expect(phoneHref(value)).toBe(href);
  });

  it.each([
    // Letters are dialled as their keypad digits and shown as written.
    ['1-800-DENTIST', '1-800-DENTIST', 'tel:+18003368478'],
    ['1-800-dentist', '1-800-dentist', 'tel:+18003368478'],
    // Letters beyond the number's 11 digits are not dialled.
    ['1-800-DENTISTS', '1-800-DENTISTS', 'tel:+18003368478'],
    ['1-800-DENTIST ext. 5', '1-800-DENTIST ext. 5', 'tel:+18003368478,5'],
    // The x of a word is not an extension.
    ['1-800-FAX1234', '1-800-FAX1234', 'tel:+18003291234'],
  ])('dials the letters of %j as keypad digits', (value, shown, href) => {
    expect(formatPhone(value)).toBe(shown);
    expect(phoneHref(value)).toBe(href);
  });

  it.each([['none'], [''], ['   '], [null], [undefined], ['call us']])('has nothing to dial in %j, and shows it as written', (value) => {
    expect(phoneHref(value)).toBeNull();
    expect(formatPhone(value)).toBe((value ?? '').trim());
  });

  it('dials the relay service for TTY users at 711', () => {
    expect(TTY_NUMBER).toBe('711');
    expect(phoneHref(TTY_NUMBER)).toBe('tel:711');
  });
});
