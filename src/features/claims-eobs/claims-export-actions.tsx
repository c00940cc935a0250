import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

import type { Claim } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { formatCount } from '../../shared/lib/format';
import { saveTextFile } from '../../shared/lib/save-file';
import { VisuallyHidden } from '../../shared/ui';

import { claimsCsv, claimsFileName, exportRange } from './claims-export';
import { listFilterParams, type ListFilters } from '../../domain/claims-eobs/list-filters';
import { useFetchAllClaims } from './use-all-claims';

import '../../shared/ui/button/button.css';
import './area-button.css';
import './claims-export-actions.css';

export const EXPORT_FAILED_MESSAGE = msg`We couldn't prepare the file of your claims. Please try again in a few minutes.`;

/**
 * What a file holds when more claims match than one export takes (the newest MAX_EXPORT_PAGES × 100), in the
 * language shown now.
 */
export function partialExportMessage(count: number, total: number): string {
  const held = formatCount(count);
  const all = formatCount(total);
  return t`The file holds the newest ${held} of ${all} claims. Narrow the filters to get the others.`;
}

/** The print view of a filtered list: the same filters in the address of /claims/print. */
export function claimsPrintPath(filters: Omit<ListFilters, 'page'>): string {
  const query = listFilterParams({ ...filters, page: 1 }).toString();
  return query ? `${routePaths.claimsPrint}?${query}` : routePaths.claimsPrint;
}

export interface ClaimsExportActionsProps {
  /** The list's filters (the page aside): the export holds every claim that matches them. */
  readonly filters: Omit<ListFilters, 'page'>;
  /** Whose claims, for the file name: 'Jordan Rivera family', 'Alex Rivera'. */
  readonly whose: string;
  readonly patientOf: (claim: Claim) => string;
  /** Offer the link to the print view (not on the print view itself). */
  readonly printView?: boolean;
}

/** 'Download CSV' (every claim that matches the filters, one row each) and 'Print view'. */
export function ClaimsExportActions({ filters, whose, patientOf, printView = true }: ClaimsExportActionsProps) {
  const { t, i18n } = useLingui();
  const fetchAll = useFetchAllClaims();
  const messageId = useId();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  /** The last file held only part of the matching claims: how many of how many. */
  const [partial, setPartial] = useState<{ count: number; total: number } | null>(null);

  const download = async () => {
    if (state === 'working') return;
    setState('working');
    setPartial(null);
    try {
      const all = await fetchAll(filters);
      // The file is written in the language shown when it is saved.
      saveTextFile(claimsFileName(whose, exportRange(filters, all.claims)), claimsCsv(all.claims, patientOf), 'text/csv');
      setPartial(all.total > all.claims.length ? { count: all.claims.length, total: all.total } : null);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="claims-export no-print">
      <div className="claims-export__actions">
        <button
          type="button"
          className="button area-button"
          onClick={() => void download()}
          aria-disabled={state === 'working' || undefined}
          aria-describedby={state === 'failed' ? messageId : undefined}
        >
          {state === 'working' ? t`Preparing CSV…` : t`Download CSV`}{' '}
          <VisuallyHidden>
            <Trans>of these claims</Trans>
          </VisuallyHidden>
        </button>
        {printView && (
          <Link className="button area-button" to={claimsPrintPath(filters)}>
            {t`Print view`}{' '}
            <VisuallyHidden>
              <Trans>of these claims</Trans>
            </VisuallyHidden>
          </Link>
        )}
      </div>
      {state === 'failed' && (
        <p id={messageId} className="claims-export__failure" role="alert">
          {i18n._(EXPORT_FAILED_MESSAGE)}
        </p>
      )}
      <p className="claims-export__note" role="status">
        {partial && state === 'idle' ? partialExportMessage(partial.count, partial.total) : ''}
      </p>
    </div>
  );
}
