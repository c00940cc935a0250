import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { DASH, formatDate, formatUsd } from '../../shared/lib/format';
import { VisuallyHidden } from '../../shared/ui';

import type { ClaimStatus } from '../../../generated/model';

import { CLAIM_STATUS_TEXT } from '../../domain/claims-eobs/claim-texts';

import './claim-values.css';

/** A value the gateway did not give: a dash on screen, 'Not given' for a screen reader. */
export function NotGiven() {
  return (
    <>
      <span aria-hidden="true">{DASH}</span>
      <VisuallyHidden>
        <Trans>Not given</Trans>
      </VisuallyHidden>
    </>
  );
}

/** An amount in US dollars; 'Pending' while the claim is not processed; a dash when it is missing otherwise. */
export function AmountValue({ amount, processed }: { amount: number | null | undefined; processed: boolean }) {
  const text = formatUsd(amount);
  if (text) return <>{text}</>;
  return processed ? <NotGiven /> : <Trans>Pending</Trans>;
}

/** A date as the portal shows it ('October 6, 2026'), or a dash. */
export function DateValue({ date }: { date: string | null | undefined }) {
  const text = formatDate(date);
  return text ? <>{text}</> : <NotGiven />;
}

/**
 * A claim status in plain words, in the language shown now (call it while rendering); a status the portal does not
 * know reads as the gateway wrote it.
 */
export function claimStatusText(status: ClaimStatus | undefined): { label: string; description: string } {
  if (!status) return { label: t`Status not given`, description: '' };
  const known = CLAIM_STATUS_TEXT[status];
  return known ? { label: i18n._(known.label), description: i18n._(known.description) } : { label: String(status), description: '' };
}

/**
 * Whether a claim's amounts are final: not while it is received or in review. A claim without a status counts as
 * processed, so an amount it leaves out reads as a dash rather than 'Pending'.
 */
export function isProcessed(status: ClaimStatus | undefined): boolean {
  return status !== 'RECEIVED' && status !== 'PENDING';
}

/** One term and its value in a list of facts (a `<dl className="facts …">`): a claim's or an EOB's facts and amounts. */
export function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
