import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { useGetPreferences } from '../../../generated/gateway/account/account';
import { useSearchPcpProviders } from '../../../generated/gateway/pcp/pcp';
import type { Provider } from '../../../generated/model';
import { primaryCareMemberPath } from '../../config/route-builders';
import { providerDisplayName } from '../../domain/primary-care/selection';
import { formatCount } from '../../shared/lib/format';
import { Spinner } from '../../shared/ui';
import { Pagination } from '../../shared/ui/pagination/pagination';

import { ConfirmSelection } from './confirm-selection';
import { AcceptingNewPatients, ProviderFacts, ProviderLocations } from './provider-details';
import { withPage } from '../../domain/find-care/search-address';
import { RADIUS_OPTIONS, RESULTS_PAGE_SIZE, type SearchableMember, type SearchCriteria } from '../../domain/find-care/search-form';
import { searchRequest } from '../../domain/find-care/search-request';

import '../../shared/ui/card-grid/card-grid.css';
import './pcp-search-results.css';
import '../../shared/ui/button/button.css';

export interface PcpSearchResultsProps {
  readonly criteria: SearchCriteria;
  /** The members of the search, the page's member first. */
  readonly members: readonly SearchableMember[];
  /** The page's member. */
  readonly suffix: number;
  /**
   * Set by the search form before it navigates to a new search: the results then take focus once the new address
   * is shown, since the form that held focus is rebuilt. Cleared here.
   */
  readonly focusRequestRef?: RefObject<boolean>;
}

/** '0.8 miles away', '1 mile away', in the language shown when it is called (call it while rendering). */
export function distanceText(distance: number | null | undefined): string | null {
  if (distance === null || distance === undefined || !Number.isFinite(distance)) return null;
  const rounded = Math.round(distance * 10) / 10;
  const miles = formatCount(rounded);
  return plural(rounded, { one: `${miles} mile away`, other: `${miles} miles away` });
}

/** What the results status says: how many providers the search found, and which of them the page shows. */
function resultsStatus(total: number | undefined, first: number, last: number, pageIsEmpty: boolean): string {
  const count = total === undefined ? '' : formatCount(total);
  const found =
    total === undefined
      ? t`Providers found.`
      : plural(total, { one: `${count} provider found.`, other: `${count} providers found.` });
  if (pageIsEmpty) return `${found} ${t`This page has no results.`}`;
  return `${found} ${t`Showing ${first} to ${last}.`}`;
}

/**
 * The results of a primary care search (POST pcp/search, one page at a time), with accessible paging through the
 * address and the selection of a provider who accepts new patients.
 */
export function PcpSearchResults({ criteria, members, suffix, focusRequestRef }: PcpSearchResultsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnResults = useRef(false);
  const { search, key: locationKey } = useLocation();
  const searchProviders = useSearchPcpProviders();
  const preferences = useGetPreferences();
  const [chosen, setChosen] = useState<Provider | null>(null);

  const request = useMemo(() => searchRequest(criteria, members), [criteria, members]);
  const requestKey = JSON.stringify(request);
  const lastRequest = useRef<string | null>(null);
  const { mutate } = searchProviders;

  useEffect(() => {
    if (lastRequest.current === requestKey) return;
    lastRequest.current = requestKey;
    mutate(JSON.parse(requestKey) as typeof request);
  }, [mutate, requestKey]);

  const current = searchProviders.variables !== undefined && JSON.stringify(searchProviders.variables) === requestKey;
  const result = current ? searchProviders.data : undefined;

  // After the member follows a page link, focus moves to the results heading once the new page is shown.
  useEffect(() => {
    if (result && focusOnResults.current) {
      focusOnResults.current = false;
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [result]);

  // After a new search from the form, focus moves to the results heading at once (the new results are announced
  // by the status when they arrive).
  useEffect(() => {
    if (!focusRequestRef?.current) return;
    focusRequestRef.current = false;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [focusRequestRef, locationKey]);

  const params = useMemo(() => new URLSearchParams(search), [search]);
  const hrefFor = (page: number) => `?${withPage(params, page).toString()}`;
  const changeSearchHref = `${primaryCareMemberPath(suffix)}${search}`;

  // Without the total (the gateway may leave it out), a single page counts what it shows.
  const total = result ? (result.page.totalElements ?? (result.page.totalPages <= 1 ? result.data.length : undefined)) : 0;
  const totalPages = result ? Math.max(result.page.totalPages, 0) : 0;
  // The page size the portal asked for when the answer leaves it out.
  const first = result ? result.page.number * (result.page.size ?? RESULTS_PAGE_SIZE) + 1 : 0;
  const last = result ? first + result.data.length - 1 : 0;

  let status = '';
  if (result && total === 0) status = t`No providers found`;
  else if (result) status = resultsStatus(total, first, last, result.data.length === 0);

  return (
    <section className="pcp-search-results" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="pcp-search-results__title">
        <Trans>Results</Trans>
      </h2>
      <p className="pcp-search-results__status" role="status">
        {status}
      </p>

      {!result && (
        <div className="pcp-search-results__loading">
          <Spinner label={t`Searching for providers`} />
        </div>
      )}

      {result && total === 0 && (
        <div className="pcp-search-results__empty">
          <p className="pcp-search-results__empty-title">
            <Trans>No primary care providers match your search.</Trans>
          </p>
          <p>
            <Trans>To find more providers:</Trans>
          </p>
          <ul>
            {criteria.radius < Math.max(...RADIUS_OPTIONS) && (
              <li>
                <Trans>choose a larger distance</Trans>
              </li>
            )}
            <li>
              <Trans>check the zip code, or search from another one nearby</Trans>
            </li>
            {criteria.name && (
              <li>
                <Trans>leave the provider name out, or use only part of it</Trans>
              </li>
            )}
          </ul>
          <p>
            <Link to={changeSearchHref}>
              <Trans>Change your search</Trans>
            </Link>
          </p>
        </div>
      )}

      {result && total !== 0 && result.data.length === 0 && (
        <div className="pcp-search-results__empty">
          <p>
            <Trans>There are no results on this page.</Trans>
          </p>
          <p>
            <Link to={hrefFor(1)}>
              <Trans>Go to the first page of results</Trans>
            </Link>
          </p>
        </div>
      )}

      {result && result.data.length > 0 && (
        <ol className="card-grid pcp-search-results__list" start={first}>
          {result.data.map((provider) => (
            <li key={provider.providerId}>
              <ProviderResult provider={provider} onSelect={() => setChosen(provider)} />
            </li>
          ))}
        </ol>
      )}

      {result && (
        <Pagination
          page={result.page.number + 1}
          totalPages={totalPages}
          hrefFor={hrefFor}
          onNavigate={() => {
            focusOnResults.current = true;
          }}
          label={t`Results pages`}
        />
      )}

      {chosen && (
        <ConfirmSelection
          provider={chosen}
          members={members}
          effectiveDate={criteria.effectiveDate}
          defaultEmail={preferences.data?.emailAddress?.trim() ?? ''}
          onClose={() => setChosen(null)}
        />
      )}
    </section>
  );
}

function ProviderResult({ provider, onSelect }: { provider: Provider; onSelect: () => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const name = providerDisplayName(provider);
  const distance = distanceText(provider.distance);
  return (
    <article className="find-care-frame__card pcp-search-results__provider" aria-labelledby={headingId}>
      <div className="pcp-search-results__provider-head">
        <h3 id={headingId} className="pcp-search-results__provider-name">
          {name}
        </h3>
        {distance && <p className="pcp-search-results__distance">{distance}</p>}
      </div>
      <AcceptingNewPatients accepting={provider.acceptingNewPatients} />
      <ProviderFacts provider={provider} />
      <ProviderLocations locations={provider.locations ?? []} label={t`${name} offices`} />
      <div className="pcp-search-results__provider-action">
        {provider.acceptingNewPatients === false ? (
          <p className="pcp-search-results__unavailable">
            <Trans>This provider is not taking new patients, so you can&apos;t choose them right now.</Trans>
          </p>
        ) : (
          <button type="button" className="button button--primary" onClick={onSelect} aria-label={t`Select ${name}`}>
            <Trans>Select</Trans>
          </button>
        )}
      </div>
    </article>
  );
}
