import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { useGetEmployeeId } from '../../../generated/gateway/account/account';
import type { EmployeeInfo } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { CATEGORY_NAMES, isSubscriber } from '../../domain';
import { textOrDash } from '../../shared/lib/format';
import { PhoneLink, PieceBoundary, VisuallyHidden } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { AccountCard, AccountFrame, YouBadge } from './account-frame';
import { type CoverageRow, coverageRows } from '../../domain/eligibility/account-coverage';
import { familyRows, subscriberIdLine, subscriberName } from '../../domain/account/family';
import { addressLines } from '../../domain/account/member-details';
import type { AccountArea } from './use-account-area';
import { fullName } from '../../domain/account/full-name';

/**
 * /account/summary: the subscriber, the group, the signed-in member's coverage by category, the address on file
 * and the members on the account, limited to what the member may see (a dependent sees only themselves).
 */
export function AccountSummaryPage() {
  const { t } = useLingui();
  return (
    <AccountFrame title={t`Account summary`} piece="account.summary" pageId="summary">
      {(area) => <SummaryContent area={area} />}
    </AccountFrame>
  );
}

function SummaryContent({ area }: { area: AccountArea }) {
  const { t } = useLingui();
  const employee = useGetEmployeeId();
  return (
    <Loaded queries={[employee]} loading={t`Loading your account`}>
      {(employeeInfo) => <Summary area={area} employeeInfo={employeeInfo} />}
    </Loaded>
  );
}

/** Each section is a piece of its own: the rules it applies to the answers run inside its boundary. */
function Summary({ area, employeeInfo }: { area: AccountArea; employeeInfo: EmployeeInfo }) {
  const { t } = useLingui();
  const { account, family, member } = area.state;
  const subscriber = isSubscriber(member);
  const memberName = fullName(member);

  return (
    <>
      <AccountCard title={t`Subscriber`}>
        <PieceBoundary piece="account.summary.subscriber" name={msg`the subscriber`}>
          {() => {
            const name = subscriberName(account);
            const id = subscriberIdLine(account, employeeInfo);
            return (
              <dl className="account__details">
                {name && (
                  <div>
                    <dt>{t`Subscriber name`}</dt>
                    <dd>{name}</dd>
                  </div>
                )}
                <div>
                  <dt>{id.label}</dt>
                  <dd>{id.value}</dd>
                </div>
              </dl>
            );
          }}
        </PieceBoundary>
      </AccountCard>

      <AccountCard title={t`Group`}>
        <PieceBoundary piece="account.summary.group" name={msg`the group`}>
          {() => (
            <dl className="account__details">
              <div>
                <dt>{t`Group ID`}</dt>
                <dd>{account.groupId}</dd>
              </div>
              <div>
                <dt>{t`Group name`}</dt>
                <dd>{textOrDash(account.groupName)}</dd>
              </div>
              <div>
                <dt>{t`Parent group`}</dt>
                <dd>
                  {account.parentGroupName || account.parentGroupId
                    ? [account.parentGroupName, account.parentGroupId ? `(${account.parentGroupId})` : null].filter(Boolean).join(' ')
                    : t`None`}
                </dd>
              </div>
            </dl>
          )}
        </PieceBoundary>
      </AccountCard>

      <AccountCard title={t`Your coverage`}>
        <PieceBoundary piece="account.summary.coverage" name={msg`your coverage`}>
          {() => <CoverageTable rows={coverageRows(member, family.planEligibilities ?? [], area.now)} memberName={memberName} />}
        </PieceBoundary>
      </AccountCard>

      <AccountCard title={t`Address on file`}>
        <PieceBoundary piece="account.summary.address" name={msg`the address on file`}>
          {() => {
            const address = addressLines(account.address);
            const phone = account.address?.phoneNumber?.trim();
            return (
              <>
                {address.length > 0 ? (
                  <address className="account__text account__address">
                    {address.map((line, index) => (
                      // Two lines of an address may read the same.
                      <span key={`${index}-${line}`} className="account__address-line">
                        {line}
                      </span>
                    ))}
                  </address>
                ) : (
                  <p className="account__text">
                    <Trans>We don&apos;t have an address on file for your account.</Trans>
                  </p>
                )}
                {phone && (
                  <p className="account__text">
                    <span className="account__muted">{t`Phone:`} </span>
                    <PhoneLink number={phone} />
                  </p>
                )}
                <p className="account__text account__muted">
                  <Trans>
                    To change your address or phone number, please <Link to={routePaths.customerService}>contact customer service</Link>.
                  </Trans>
                </p>
              </>
            );
          }}
        </PieceBoundary>
      </AccountCard>

      <AccountCard title={subscriber ? t`Members on your plan` : t`Your membership`}>
        {!subscriber && (
          <p className="account__text account__muted">
            <Trans>For privacy, you see only your own details. The subscriber on your plan can see everyone covered.</Trans>
          </p>
        )}
        <PieceBoundary piece="account.summary.members" name={msg`the members on the account`}>
          {() => (
            <div className="account__table-wrap">
              <table className="account__table account__table--stack">
                <caption>{subscriber ? t`Everyone covered on your account` : t`Your details on the account`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Name`}</th>
                    <th scope="col">{t`Relationship`}</th>
                    <th scope="col">{t`Date of birth`}</th>
                  </tr>
                </thead>
                <tbody>
                  {familyRows(family, account, member).map((person) => (
                    <tr key={person.key}>
                      <th scope="row">
                        {person.name}
                        {person.isSignedInMember && subscriber && <YouBadge />}
                      </th>
                      <td data-label={t`Relationship`}>{person.relationship}</td>
                      <td data-label={t`Date of birth`}>{person.dateOfBirth}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </PieceBoundary>
      </AccountCard>
    </>
  );
}

const STATUS_MARKS: Record<CoverageRow['status'], string> = {
  Active: '✓',
  Future: '◷',
  Termed: '✕',
  Ineligible: '–',
};

/** An empty cell: a dash on screen, 'None' for screen readers. */
function NoValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>
        <Trans>None</Trans>
      </VisuallyHidden>
    </>
  );
}

/** The member's coverage by category: status (word and mark), plan dates and plan type. */
function CoverageTable({ rows, memberName }: { rows: readonly CoverageRow[]; memberName: string }) {
  const { t, i18n } = useLingui();
  return (
    <div className="account__table-wrap">
      <table className="account__table account__table--stack">
        <caption>{t`Coverage for ${memberName}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Coverage`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Plan dates`}</th>
            <th scope="col">{t`Plan type`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category}>
              <th scope="row">{i18n._(CATEGORY_NAMES[row.category])}</th>
              <td data-label={t`Status`}>
                <span className={`account__status account__status--${row.status.toLowerCase()}`}>
                  <span aria-hidden="true">{STATUS_MARKS[row.status]}</span>
                  {row.statusLabel}
                </span>
              </td>
              <td data-label={t`Plan dates`}>{row.range ?? <NoValue />}</td>
              <td data-label={t`Plan type`}>{row.planType ?? <NoValue />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
