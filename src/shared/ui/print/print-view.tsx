import { Trans, useLingui } from '@lingui/react/macro';

import { useBrand } from '../../../config/use-brand';
import { formatDate } from '../../lib/format';
import { useToday } from '../../lib/clock';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import '../button/button.css';
import './print.css';

/**
 * Print views (a page that prints cleanly: the shell drops away, the brand, the member, dates and amounts stay).
 * Import these from their own path, not from the shared/ui index, so that they and their style sheet load with the
 * pages that print and never with the first page.
 */

export interface PrintButtonProps {
  /** What prints, for the button's accessible name: 'Print this claim'. */
  readonly what: string;
}

/** 'Print': opens the browser's print dialog for the page. Not printed itself. */
export function PrintButton({ what }: PrintButtonProps) {
  return (
    <button type="button" className="button print-button no-print" onClick={() => window.print()}>
      <svg className="print-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 3h10v4H7V3Zm-2 6h14a3 3 0 0 1 3 3v5h-4v4H6v-4H2v-5a3 3 0 0 1 3-3Zm3 7v3h8v-3H8Zm10-4.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" />
      </svg>
      <Trans>Print</Trans> <VisuallyHidden>{what}</VisuallyHidden>
    </button>
  );
}

export interface PrintHeaderProps {
  /** Whose page this is: 'Jordan Rivera'. */
  readonly member: string;
  /** More facts for the sheet: the card's IDs, the dates the page covers ... */
  readonly facts?: readonly string[];
}

/** The header of the printed sheet (paper only): the brand's logo and name, the member, and the day it was printed. */
export function PrintHeader({ member, facts = [] }: PrintHeaderProps) {
  const { t } = useLingui();
  const brand = useBrand();
  // The moment the sheet was opened; written in the language shown.
  const printedAt = useToday();
  const printedOn = formatDate(printedAt);
  return (
    <div className="print-header print-only">
      <div className="print-header__top">
        <img className="print-header__logo" src={brand.look.logoSrc} width={brand.look.logoWidth} height={brand.look.logoHeight} alt="" />
        <p className="print-header__brand">{brand.name}</p>
      </div>
      <ul className="print-header__facts">
        <li>{t`Member: ${member}`}</li>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        <li>{t`Printed ${printedOn}`}</li>
      </ul>
    </div>
  );
}
