const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in US dollars with 2 decimals: 1080 → '$1,080.00', -12.5 → '-$12.50'.
 * Empty text for a missing or non-finite amount.
 */
export function formatUsd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  // Avoid '-$0.00' for amounts that round to zero.
  const rounded = Math.round(amount * 100) / 100;
  return usd.format(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * A percentage given in percent (45 means 45 %): 45 → '45%', 12.5 with 1 digit → '12.5%'.
 * Rounds to `fractionDigits` (0 unless told). Empty text for a missing or non-finite value.
 */
export function formatPercent(percent: number | null | undefined, fractionDigits = 0): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return '';
  const formatted = new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
  return formatted.startsWith('-') && Number(formatted.replace(/[^\d.]/g, '')) === 0 ? formatted.slice(1) : formatted;
}
