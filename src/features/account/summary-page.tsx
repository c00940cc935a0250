import { Link } from 'react-router-dom';

import { useGetEmployeeId } from '../../../generated/gateway/account/account';
import type { EmployeeInfo } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { isSubscriber } from '../../shared/domain';
import { textOrDash } from '../../shared/lib/format';
import { PhoneLink, PieceBoundary, VisuallyHidden } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { AccountCard, AccountFrame, YouBadge } from './account-frame';
import { type CoverageRow, coverageRows } from './rules/coverage';
import { familyRows, subscriberIdLine, subscriberName } from './rules/family';
import { addressLines } from './rules/member-details';
import type { AccountArea } from './use-account-area';

/**
 * /account/summary: the subscriber, the group, the signed-in member's coverage by category, the address on file
 * and the members on the account, limited to what the member may see (a dependent sees only themselves).
 */
export function AccountSummaryPage() {
  return (
    <AccountFrame title="Account summary" pageId="summary">
      {(area) => <SummaryContent area={area} />}
    </AccountFrame>
  );
}

function SummaryContent({ area }: { area: AccountArea }) {
  const employee = useGetEmployeeId();
  return (
    <Loaded answers={[employee]} loading="Loading your account">
      {(employeeInfo) => <Summary area={area} employeeInfo={employeeInfo} />}
    </Loaded>
  );
}

/** Each section is a piece of its own: the rules it applies to the answers run inside its boundary. */
function Summary({ area, employeeInfo }: { area: AccountArea; employeeInfo: EmployeeInfo }) {
  const { account, family, member } = area.state;
  const subscriber = isSubscriber(member);

  return (
    <>
      <AccountCard title="Subscriber">
        <PieceBoundary name="the subscriber">
          {() => {
            const name = subscriberName(account);
            const id = subscriberIdLine(account, employeeInfo);
            return (
              <dl className="account__details">
                {name && (
                  <div>
                    <dt>Subscriber name</dt>
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

      <AccountCard title="Group">
        <PieceBoundary name="the group">
          {() => (
            <dl className="account__details">
              <div>
                <dt>Group ID</dt>
                <dd>{account.groupId}</dd>
              </div>
              <div>
                <dt>Group name</dt>
                <dd>{textOrDash(account.groupName)}</dd>
              </div>
              <div>
                <dt>Parent group</dt>
                <dd>
                  {account.parentGroupName || account.parentGroupId
                    ? [account.parentGroupName, account.parentGroupId ? `(${account.parentGroupId})` : null].filter(Boolean).join(' ')
                    : 'None'}
                </dd>
              </div>
            </dl>
          )}
        </PieceBoundary>
      </AccountCard>

      <AccountCard title="Your coverage">
        <PieceBoundary name="your coverage">
          {() => <CoverageTable rows={coverageRows(member, family.planEligibilities ?? [], area.now)} memberName={`${member.firstName} ${member.lastName}`} />}
        </PieceBoundary>
      </AccountCard>

      <AccountCard title="Address on file">
        <PieceBoundary name="the address on file">
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
                  <p className="account__text">We don&apos;t have an address on file for your account.</p>
                )}
                {phone && (
                  <p className="account__text">
                    <span className="account__muted">Phone: </span>
                    <PhoneLink number={phone} />
                  </p>
                )}
                <p className="account__text account__muted">
                  To change your address or phone number, please{' '}
                  <Link to={routePaths.customerService}>contact customer service</Link>.
                </p>
              </>
            );
          }}
        </PieceBoundary>
      </AccountCard>

      <AccountCard title={subscriber ? 'Members on your plan' : 'Your membership'}>
        {!subscriber && (
          <p className="account__text account__muted">
            For privacy, you see only your own details. The subscriber on your plan can see everyone covered.
          </p>
        )}
        <PieceBoundary name="the members on the account">
          {() => (
            <div className="account__table-wrap">
              <table className="account__table account__table--stack">
                <caption>{subscriber ? 'Everyone covered on your account' : 'Your details on the account'}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Relationship</th>
                    <th scope="col">Date of birth</th>
                  </tr>
                </thead>
                <tbody>
                  {familyRows(family, account, member).map((person) => (
                    <tr key={person.key}>
                      <th scope="row">
                        {person.name}
                        {person.isSignedInMember && subscriber && <YouBadge />}
                      </th>
                      <td data-label="Relationship">{person.relationship}</td>
                      <td data-label="Date of birth">{person.dateOfBirth}</td>
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
      <VisuallyHidden>None</VisuallyHidden>
    </>
  );
}

/** The member's coverage by category: status (word and mark), plan dates and plan type. */
function CoverageTable({ rows, memberName }: { rows: readonly CoverageRow[]; memberName: string }) {
  return (
    <div className="account__table-wrap">
      <table className="account__table account__table--stack">
        <caption>{`Coverage for ${memberName}`}</caption>
        <thead>
          <tr>
            <th scope="col">Coverage</th>
            <th scope="col">Status</th>
            <th scope="col">Plan dates</th>
            <th scope="col">Plan type</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category}>
              <th scope="row">{row.category}</th>
              <td data-label="Status">
                <span className={`account__status account__status--${row.status.toLowerCase()}`}>
                  <span aria-hidden="true">{STATUS_MARKS[row.status]}</span>
                  {row.statusLabel}
                </span>
              </td>
              <td data-label="Plan dates">{row.range ?? <NoValue />}</td>
              <td data-label="Plan type">{row.planType ?? <NoValue />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
