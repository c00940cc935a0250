import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useGetAccount } from '../../../generated/gateway/account/account';
import { useSelectGroup } from '../../../generated/gateway/auth/auth';
import { useGetGroupDetail } from '../../../generated/gateway/groups/groups';
import type { GroupDetail } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import { CATEGORY_NAMES, groupCategoryRows, groupName, planRangeText, type PlanStatusIcon } from '../../domain';
import { useToday } from '../../shared/lib/clock';
import { useSession } from '../../shared/session/session-context';

import { AuthPage } from './auth-page';
import { useContinueWithNewToken } from './use-post-login-routing';

import './select-group.css';

export const SELECT_GROUP_TITLE = msg`Select a group`;

/** The text alternative of each status icon (the status text beside it says the rest). */
const ICON_TEXT: Record<Exclude<PlanStatusIcon, null> | 'future', MessageDescriptor> = {
  check: msg`Active`,
  cross: msg`Terminated`,
  future: msg`Upcoming`,
};

function StatusIcon({ icon }: { icon: PlanStatusIcon }) {
  const { i18n } = useLingui();
  const kind = icon ?? 'future';
  return (
    <span className={`select-group__icon select-group__icon--${kind}`} role="img" aria-label={i18n._(ICON_TEXT[kind])}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        {kind === 'check' && <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />}
        {kind === 'cross' && <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
        {kind === 'future' && (
          <>
            <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M8 5v3.3l2.2 1.4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </>
        )}
      </svg>
    </span>
  );
}

function GroupCard({
  group,
  current,
  disabled,
  today,
  onView,
}: {
  group: GroupDetail;
  current: boolean;
  disabled: boolean;
  today: Date;
  onView: (group: GroupDetail) => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = `select-group-${group.groupId}`;
  const rows = groupCategoryRows(group);
  const name = groupName(group);
  const number = group.groupId;
  return (
    <li className={`select-group__card${current ? ' select-group__card--current' : ''}`}>
      <article aria-labelledby={headingId}>
        <div className="select-group__head">
          <h2 id={headingId} className="select-group__name">
            {name}
          </h2>
          {current && <span className="select-group__current">{t`Current group`}</span>}
        </div>
        <p className="select-group__dates">
          <span className="select-group__dates-label">{t`Coverage dates:`} </span>
          {planRangeText({ start: group.groupEffectiveDate, end: group.groupTerminationDate }, today)}
        </p>
        <p className="select-group__id">{t`Group number ${number}`}</p>
        {rows.length > 0 && (
          <ul className="select-group__plans" aria-label={t`Plans in ${name}`}>
            {rows.map((row) => (
              <li key={row.category} className="select-group__plan">
                <StatusIcon icon={row.icon} />
                <span className="select-group__category">{i18n._(CATEGORY_NAMES[row.category])}</span>
                <span className="select-group__status">{row.text}</span>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="auth-page__button select-group__view"
          disabled={disabled}
          aria-label={t`View group ${name}`}
          onClick={() => onView(group)}
        >
          {t`View group`}
        </button>
      </article>
    </li>
  );
}

/**
 * What the page says of the member's groups: a choice only when there is one to make (in the language shown when it
 * is called, while rendering).
 */
export function selectGroupIntro(groups: readonly Pick<GroupDetail, 'groupName'>[]): string {
  if (groups.length === 0) return t`We could not find a group for your coverage. Please contact customer service.`;
  if (groups.length === 1) {
    const name = groups[0]!.groupName ?? '';
    return t`You are covered through one group, ${name}. Its coverage dates and plans are below.`;
  }
  return t`You are covered through more than one group. Choose the group whose benefits, claims and ID cards you want to see.`;
}

/**
 * Select group (product section 2, signed in): each of the member's groups with its coverage dates and a row per
 * category the member has there (status text and icon). 'View group' switches to that group: POST
 * /group-selection, then the old session state is logged out and post-login routing runs with the new token (on
 * the single sign-on landing page). The group the token is already tied to goes straight home, with no switch call.
 */
export function SelectGroupPage() {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const { claims } = useSession();
  const details = useGetGroupDetail();
  // The group the token is tied to: named in the token when the login chose one, else the account's own group.
  const account = useGetAccount({ query: { enabled: !claims?.groupId } });
  const selectGroup = useSelectGroup();
  const continueWithNewToken = useContinueWithNewToken();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const today = useToday();

  const currentGroupId = claims?.groupId ?? account.data?.groupId ?? null;
  const loading = details.isPending || (!claims?.groupId && account.isPending);

  const view = async (group: GroupDetail) => {
    if (group.groupId === currentGroupId) {
      await navigate(routePaths.home);
      return;
    }
    setSwitching(true);
    try {
      const response = await selectGroup.mutateAsync({ data: { groupId: group.groupId, domain: brand.domainId } });
      await continueWithNewToken(response.token, { redirect: response.redirect ?? null });
    } catch {
      // The global rule shows the error page for the failed call.
      setSwitching(false);
    }
  };

  return (
    <AuthPage
      title={i18n._(SELECT_GROUP_TITLE)}
      width="wide"
      busy={loading || switching}
      busyLabel={switching ? t`Switching group` : t`Loading your groups`}
      intro={!loading && details.data ? <p>{selectGroupIntro(details.data)}</p> : undefined}
    >
      {!loading && details.data && (
        <ul className="select-group__list">
          {details.data.map((group) => (
            <GroupCard
              key={group.groupId}
              group={group}
              current={group.groupId === currentGroupId}
              disabled={switching}
              today={today}
              onView={(chosen) => void view(chosen)}
            />
          ))}
        </ul>
      )}
    </AuthPage>
  );
}
