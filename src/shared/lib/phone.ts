/**
 * Phone numbers, however they are written ('1-888-555-0100', '5035550190', '(503) 555-0142 ext. 12',
 * '+1-503-555-0160', '1-800-DENTIST', '711'): how the portal shows them and the tel: address that dials them
 * (docs/decisions/018-phone-numbers.md). Pages link a number with PhoneLink (src/shared/ui/phone-link).
 */

/** The relay service people who are deaf, hard of hearing or speech-disabled dial in the United States. */
export const TTY_NUMBER = '711';

/** The keypad digit of each letter, a to z. */
const KEYPAD = '22233344455566677778889999';

/**
 * An extension after the number: 'ext. 12', 'ext 12', 'extension 12', 'x12', '#12' or ', 12'. The character before
 * the marker may not be a letter, so the x of a word ('1-800-FAX1234') is not taken for one.
 */
const EXTENSION = /([^a-z]|^)\s*(?:ext(?:ension)?\.?|x|#|,)\s*(\d+)\s*$/i;

/** Toll-free area codes (800, 833, 844, 855, 866, 877, 888): written with the leading 1, as people dial them. */
const TOLL_FREE = /^8([03-8])\1/;

interface Phone {
  /** Written with a leading '+': the country code is part of the number. */
  readonly international: boolean;
  /** Written with letters ('1-800-DENTIST'). */
  readonly letters: boolean;
  /** The keypad digits of the number (letters turned into their digits). */
  readonly digits: string;
  /** The 10 digits of a US number (area code first), null for any other. */
  readonly national: string | null;
  readonly extension: string | null;
}

/** What a number is made of; null for text without a digit ('none', ''). */
function parsePhone(value: string | null | undefined): Phone | null {
  const trimmed = (value ?? '').trim();
  const extension = EXTENSION.exec(trimmed);
  const number = extension ? trimmed.slice(0, extension.index) + extension[1]! : trimmed;
  if (!/\d/.test(number)) return null;
  const international = number.startsWith('+');
  const letters = /[a-z]/i.test(number);
  let digits = number
    .toLowerCase()
    .replace(/[a-z]/g, (letter) => KEYPAD[letter.charCodeAt(0) - 97]!)
    .replace(/\D/g, '');
  // A word may have more letters than the number has digits ('1-800-DENTISTS'): the exchange takes the first ones.
  if (letters && !international) digits = digits.slice(0, digits.startsWith('1') ? 11 : 10);
  const national = international ? null : digits.length === 10 ? digits : digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null;
  return { international, letters, digits, national, extension: extension ? extension[2]! : null };
}

/**
 * A number as members read it: a US number '(503) 555-0142', or '1-888-555-0100' when toll-free, with ' ext. 12'
 * for an extension. A number written with letters or a leading '+', and any other number ('711'), shows as written.
 */
export function formatPhone(value: string | null | undefined): string {
  const phone = parsePhone(value);
  if (!phone?.national || phone.letters) return (value ?? '').trim();
  const { national, extension } = phone;
  const [area, exchange, line] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  const number = TOLL_FREE.test(national) ? `1-${area}-${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
  return extension ? `${number} ext. ${extension}` : number;
}

/**
 * The tel: address that dials a number: a US number with its country code ('tel:+15035550142'), a number written
 * with '+' with its own, any other number as its digits ('tel:711'); letters as their keypad digits, and an
 * extension after a pause ('tel:+15035550142,12'). Null when there is nothing to dial.
 */
export function phoneHref(value: string | null | undefined): string | null {
  const phone = parsePhone(value);
  if (!phone) return null;
  const number = phone.international ? `+${phone.digits}` : phone.national ? `+1${phone.national}` : phone.digits;
  return `tel:${number}${phone.extension ? `,${phone.extension}` : ''}`;
}
