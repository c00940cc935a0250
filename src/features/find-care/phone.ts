/**
 * Phone numbers as the gateway sends them ('5035550190', '1-888-555-0111', '+1-503-555-0160'): shown the way
 * members read them and dialled through a tel: link.
 */

/** '(503) 555-0190' for a 10-digit US number (with or without the leading 1); other numbers as given. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length === 10 && !value.trim().startsWith('+')) {
    return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  }
  return value.trim();
}

/** The tel: address of a number: '+15035550190'; numbers written with a leading + keep their country code. */
export function phoneHref(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
