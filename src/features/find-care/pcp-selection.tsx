import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { primaryCareSearchPath } from '../../config/route-builders';
import type { AccountState } from '../../shared/account/use-account-state';
import { formatDate } from '../../shared/lib/format';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { PcpSearchForm } from './pcp-search-form';
import { PcpSearchResults } from './pcp-search-results';
import { MemberCannotSelect, PrimaryCareNotOffered } from './primary-care-unavailable';
import { joinNames, type PrimaryCareMemberView } from '../../domain/primary-care/find-care';
import { formValuesFromSearchParams, hasSearchParams, searchParamsFromCriteria } from '../../domain/find-care/search-address';
import {
  criteriaFromFormValues,
  criteriaMembers,
  defaultFormValues,
  primaryCareSearchSchema,
  type SearchCriteria,
  type SearchFormValues,
} from '../../domain/find-care/search-form';
import { usePrimaryCare } from './use-primary-care';

import './pcp-selection.css';

interface SelectionContext {
  readonly target: PrimaryCareMemberView;
  readonly others: readonly PrimaryCareMemberView[];
}

/**
 * The member of {suffix} and the other family members who may choose a provider with them, once the family's
 * primary care is known. Members who may not use these pages get a clear page instead.
 */
function WithSelection({ state, children }: { state: AccountState; children: (context: SelectionContext) => ReactNode }) {
  const { t } = useLingui();
  const primaryCare = usePrimaryCare(state);
  const { suffix } = useParams();
  return (
    <Loaded queries={[primaryCare]} loading={t`Loading primary care`}>
      {({ members, allowed }) => {
        if (!allowed) return <PrimaryCareNotOffered />;
        const target = /^\d+$/.test(suffix ?? '') ? members.find((member) => member.suffix === Number(suffix)) : undefined;
        if (!target || !target.canSelect) return <MemberCannotSelect memberName={target?.name ?? null} />;
        const others = members.filter((member) => member.canSelect && member.memberKey !== target.memberKey);
        return children({ target, others });
      }}
    </Loaded>
  );
}

/** /find-care/primary-care/{suffix}: the search form for the member of {suffix}. */
export function PcpMemberSearch({ state }: { state: AccountState }) {
  return <WithSelection state={state}>{(context) => <MemberSearch state={state} context={context} />}</WithSelection>;
}

function MemberSearch({ state, context: { target, others } }: { state: AccountState; context: SelectionContext }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const name = target.name;
  const defaults = hasSearchParams(searchParams)
    ? formValuesFromSearchParams(searchParams, target, others).values
    : defaultFormValues(target, state.account.address?.zipCode);

  const search = (values: SearchFormValues) => {
    const criteria = criteriaFromFormValues(values, target, others);
    void navigate(`${primaryCareSearchPath(target.suffix)}?${searchParamsFromCriteria(criteria).toString()}`);
  };

  return (
    <>
      <p className="find-care-frame__intro">
        <Trans>
          Find a primary care provider for {name} near you. You can choose the same provider for other family members
          at the same time.
        </Trans>
      </p>
      <div className="find-care-frame__card">
        <PcpSearchForm target={target} others={others} defaultValues={defaults} onSearch={search} />
      </div>
    </>
  );
}

/** A sentence naming the search: who, from when, where and what, in the language shown when it is called. */
export function searchSummary(criteria: SearchCriteria, names: readonly string[]): string {
  const members = joinNames(names);
  const starting = formatDate(criteria.effectiveDate);
  const { radius, zip, name } = criteria;
  return name
    ? t`For ${members}, starting ${starting}, within ${radius} miles of ${zip}, matching “${name}”.`
    : t`For ${members}, starting ${starting}, within ${radius} miles of ${zip}.`;
}

/**
 * /find-care/primary-care/{suffix}/search: the search the address holds (so back, forward and reload restore it),
 * its results and the selection. A search that does not hold up shows the form with its messages instead.
 */
export function PcpSearch({ state }: { state: AccountState }) {
  return <WithSelection state={state}>{(context) => <Search state={state} context={context} />}</WithSelection>;
}

function Search({ state, context: { target, others } }: { state: AccountState; context: SelectionContext }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search: queryString } = useLocation();
  const [searchParams] = useSearchParams();
  // A new search rebuilds the form (and the focused Search button with it): focus goes to the results instead.
  const focusResultsRef = useRef(false);

  const parsed = useMemo(() => {
    // Without any search in the address (the page opened directly), the form starts as on the member's page.
    if (!hasSearchParams(searchParams)) {
      return { values: defaultFormValues(target, state.account.address?.zipCode), criteria: null, started: false };
    }
    const { values, page } = formValuesFromSearchParams(searchParams, target, others);
    const valid = primaryCareSearchSchema(target, others).safeParse(values).success;
    return { values, criteria: valid ? criteriaFromFormValues(values, target, others, page) : null, started: true };
  }, [target, others, searchParams, state.account.address?.zipCode]);

  const search = (values: SearchFormValues) => {
    const criteria = criteriaFromFormValues(values, target, others);
    focusResultsRef.current = true;
    void navigate(`${primaryCareSearchPath(target.suffix)}?${searchParamsFromCriteria(criteria).toString()}`);
  };

  if (!parsed.criteria) {
    const name = target.name;
    return (
      <>
        <p className="find-care-frame__intro">
          {parsed.started ? t`Check the details of your search, then search again.` : t`Find a primary care provider for ${name} near you.`}
        </p>
        <div className="find-care-frame__card">
          <PcpSearchForm
            key={queryString}
            target={target}
            others={others}
            defaultValues={parsed.values}
            validateOnMount={parsed.started}
            onSearch={search}
          />
        </div>
      </>
    );
  }

  const members = criteriaMembers(parsed.criteria, target, others);

  return (
    <>
      <p className="pcp-selection__summary">{searchSummary(parsed.criteria, members.map((member) => member.name))}</p>
      <details className="find-care-frame__card pcp-selection__change" key={queryString}>
        <summary className="pcp-selection__change-summary">
          <Trans>Change search</Trans>
        </summary>
        <div className="pcp-selection__change-body">
          <PcpSearchForm target={target} others={others} defaultValues={parsed.values} onSearch={search} />
        </div>
      </details>
      <PcpSearchResults criteria={parsed.criteria} members={members} suffix={target.suffix} focusRequestRef={focusResultsRef} />
    </>
  );
}
