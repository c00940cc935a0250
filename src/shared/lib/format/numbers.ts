import { formatLocale } from '../../i18n/active-language';

/** Formatters by locale and kind, made once: Intl's are costly to build. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = formatLocale();
  const key = `${locale}:${kind}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

const USD: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * An amount in US dollars with 2 decimals, in the language shown (the same digits in English and the United
 * States' Spanish): 1080 → '$1,080.00', -12.5 → '-$12.50'.
 * Empty text for a missing or non-finite amount.
 */
export function formatUsd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  // Avoid '-$0.00' for amounts that round to zero.
  const rounded = Math.round(amount * 100) / 100;
  return numberFormat('usd', USD).format(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * A percentage given in percent (45 means 45 %): 45 → '45%', 12.5 with 1 digit → '12.5%'.
 * Rounds to `fractionDigits` (0 unless told). Empty text for a missing or non-finite value.
 */
export function formatPercent(percent: number | null | undefined, fractionDigits = 0): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return '';
  const formatted = numberFormat(`percent:${fractionDigits}`, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
  return formatted.startsWith('-') && Number(formatted.replace(/[^\d.]/g, '')) === 0 ? formatted.slice(1) : formatted;
}

/** A count in the language shown: 2000 → '2,000'. */
export function formatCount(count: number): string {
  return numberFormat('count', {}).format(count);
}
