import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import type { PcpHistoryEntry } from '../../../generated/model';
import { primaryCareMemberPath } from '../../config/route-builders';
import { providerDisplayName } from '../../domain/primary-care/selection';
import { planRangeText } from '../../domain/eligibility/plan-range';
import { relationshipWord } from '../../domain/account/relationship';
import type { AccountState } from '../../shared/account/use-account-state';
import { useToday } from '../../shared/lib/clock';
import { formatDate } from '../../shared/lib/format';
import { AlertBanner, VisuallyHidden } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { PrimaryCareNotOffered } from './primary-care-unavailable';
import { joinAlternatives, joinNames, type PrimaryCareMemberView } from '../../domain/primary-care/find-care';
import { ProviderFacts, ProviderLocations } from './provider-details';
import { readSelectionConfirmation, type SelectionConfirmation } from './selection-confirmation';
import { type PrimaryCareData, usePrimaryCare } from './use-primary-care';
import { useProviderLookup } from './use-provider-lookup';

import '../../shared/ui/card-grid/card-grid.css';
import './primary-care-overview.css';
import '../../shared/ui/button/button.css';

/**
 * /find-care/primary-care: each family member (GET pcp/members, named from the account) with their current
 * primary care provider or none, a provider chosen to start later, past providers, the dates a new choice may
 * take effect, and 'Select primary care' for every member GET pcp/eligibility lists.
 */
export function PrimaryCareOverview({ state }: { state: AccountState }) {
  const { t } = useLingui();
  const primaryCare = usePrimaryCare(state);
  return (
    <Loaded queries={[primaryCare]} loading={t`Loading primary care`}>
      {(data) => (data.allowed ? <Overview primaryCare={data} /> : <PrimaryCareNotOffered />)}
    </Loaded>
  );
}

function Overview({ primaryCare: { members } }: { primaryCare: PrimaryCareData }) {
  const confirmation = useSelectionConfirmation();

  return (
    <>
      {confirmation.shown && <SelectionConfirmed shown={confirmation.shown} onDismiss={confirmation.dismiss} />}
      <p className="find-care-frame__intro">
        <Trans>
          Your primary care provider is the doctor you see for checkups and everyday care, and who refers you to
          specialists. Each family member has their own.
        </Trans>
      </p>
      {members.length === 0 ? (
        <p className="pcp-overview__empty">
          <Trans>No family members are listed for primary care yet.</Trans>
        </p>
      ) : (
        <ul className="card-grid pcp-overview__members">
          {members.map((member) => (
            <li key={member.memberKey}>
              <MemberPrimaryCare member={member} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The banner after a selection: the provider, the members, the start, the gateway's confirmation and the address. */
function SelectionConfirmed({ shown, onDismiss }: { shown: SelectionConfirmation; onDismiss: () => void }) {
  const { t } = useLingui();
  const { providerName, confirmation, email } = shown;
  const names = joinNames(shown.memberNames);
  const starting = formatDate(shown.effectiveDate);
  return (
    <div className="pcp-overview__confirmation">
      <AlertBanner type="success" title={t`Your primary care provider is selected`} canDismiss onDismiss={onDismiss}>
        <p className="pcp-overview__confirmation-text">
          {t`${providerName} will be the primary care provider for ${names} starting ${starting}.`}
        </p>
        <p className="pcp-overview__confirmation-text">{t`Confirmation: ${confirmation}`}</p>
        <p className="pcp-overview__confirmation-text">{t`We sent the details to ${email}.`}</p>
      </AlertBanner>
    </div>
  );
}

/**
 * The confirmation of a selection just made, taken once from the navigation's state: the state is then cleared
 * from the history entry (replaced, same address), so a reload, back or forward does not show the banner again,
 * and a dismissed banner stays dismissed.
 */
function useSelectionConfirmation(): { shown: SelectionConfirmation | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = readSelectionConfirmation(location.state);
  const [shown, setShown] = useState<SelectionConfirmation | null>(fromState);

  useEffect(() => {
    if (fromState) void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [fromState, location.hash, location.pathname, location.search, navigate]);

  return { shown, dismiss: () => setShown(null) };
}

function MemberPrimaryCare({ member }: { member: PrimaryCareMemberView }) {
  const { t } = useLingui();
  const headingId = useId();
  const { name } = member;
  const relationship = relationshipWord(member.relationship);
  const dates = joinAlternatives(member.eligibleDates.map((date) => formatDate(date)));
  const now = useToday();
  return (
    <section className="find-care-frame__card pcp-overview__member" aria-labelledby={headingId}>
      <div className="pcp-overview__member-head">
        <h2 id={headingId} className="pcp-overview__member-name">
          {member.name}
        </h2>
        {relationship && <p className="pcp-overview__relationship">{relationship}</p>}
      </div>

      {member.current ? (
        <div className="pcp-overview__provider-block">
          <h3 className="pcp-overview__subtitle">
            <Trans>Current primary care provider</Trans>
          </h3>
          <HistoryEntry entry={member.current} range={planRangeText({ start: member.current.beginDate, end: member.current.endDate }, now)} />
        </div>
      ) : (
        member.upcoming.length === 0 && (
          <p className="pcp-overview__none">
            <Trans>No primary care provider selected</Trans>
          </p>
        )
      )}

      {member.upcoming.map((entry) => {
        const starts = formatDate(entry.beginDate);
        return (
          <div key={`${entry.providerId}-${entry.beginDate}`} className="pcp-overview__provider-block">
            <h3 className="pcp-overview__subtitle">
              <Trans>New primary care provider</Trans>
            </h3>
            <HistoryEntry entry={entry} range={t`Starts ${starts}`} />
          </div>
        );
      })}

      {member.canSelect && (
        <div className="pcp-overview__select">
          <p className="pcp-overview__dates">
            {t`A new primary care provider can start on ${dates}.`}
          </p>
          <Link
            to={primaryCareMemberPath(member.suffix)}
            className="button button--primary"
            aria-label={t`Select primary care for ${name}`}
          >
            <Trans>Select primary care</Trans>
          </Link>
        </div>
      )}

      {member.past.length > 0 && <PastProviders entries={member.past} memberName={member.name} />}
    </section>
  );
}

/** A provider of the member's history, with the directory's details when the provider is still listed. */
function HistoryEntry({ entry, range, lookup = true }: { entry: PcpHistoryEntry; range: string; lookup?: boolean }) {
  const { t } = useLingui();
  const details = useProviderLookup(
    // Looked up by summary when the entry names the provider (a placeholder keeps the name when no longer listed).
    entry.providerName ? { providerId: entry.providerId, providerName: entry.providerName, title: entry.providerTitle } : { providerId: entry.providerId },
    { enabled: lookup },
  );
  const provider = details.status === 'ready' ? details.provider : null;
  const locations = entry.locations && entry.locations.length > 0 ? entry.locations : (provider?.locations ?? []);
  // Without a name in the entry, the directory's name when the provider is listed.
  const name = providerDisplayName(entry.providerName || !provider ? entry : provider);
  const reason = entry.pcpTerminationReason;

  return (
    <div className="pcp-overview__provider">
      <p className="pcp-overview__provider-name">{name}</p>
      <p className="pcp-overview__range">{range}</p>
      {reason && <p className="pcp-overview__reason">{t`Reason: ${reason}`}</p>}
      {details.status === 'ready' && !details.listed && (
        <p className="pcp-overview__unlisted">
          <Trans>This provider is no longer listed in our provider directory.</Trans>
        </p>
      )}
      {provider && details.status === 'ready' && details.listed && <ProviderFacts provider={provider} />}
      <ProviderLocations locations={locations} label={t`${name} offices`} />
    </div>
  );
}

function PastProviders({ entries, memberName }: { entries: readonly PcpHistoryEntry[]; memberName: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const now = useToday();
  const count = entries.length;
  const pastTitle = t`Past primary care providers (${count})`;
  return (
    <details className="pcp-overview__past" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="pcp-overview__past-summary">
        {pastTitle} <VisuallyHidden>{t`for ${memberName}`}</VisuallyHidden>
      </summary>
      <ul className="pcp-overview__past-list">
        {entries.map((entry) => (
          <li key={`${entry.providerId}-${entry.beginDate}`}>
            <HistoryEntry entry={entry} range={planRangeText({ start: entry.beginDate, end: entry.endDate }, now)} lookup={open} />
          </li>
        ))}
      </ul>
    </details>
  );
}
