import { Button } from 'react-aria-components';
import { Link } from 'react-router-dom';

import type { AccountDetails, Member } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { useIdCardDownload } from '../../shared/id-card/use-id-card-download';
import { textOrDash } from '../../shared/lib/format';

import type { CoverageType } from './rules/insurance-types';
import '../../shared/ui/button/button.css';
import { HomeTile } from './home-tile';

import './member-info-tile.css';

export interface MemberInfoTileProps {
  readonly account: Pick<AccountDetails, 'groupId' | 'groupName'>;
  readonly member: Pick<Member, 'firstName' | 'lastName' | 'networkNames'>;
  /** The subscriber ID, or the employee ID for members flagged local 598. */
  readonly displayId: string;
  /** What the ID is: 'Subscriber ID', or 'Employee ID' for members flagged local 598. */
  readonly idLabel?: 'Subscriber ID' | 'Employee ID';
  readonly insuranceTypes: readonly CoverageType[];
  readonly specialGroup: boolean;
  /** The ID card actions show only for members eligible for an ID card who are not termed. */
  readonly showIdCard: boolean;
}

/** The member's name, IDs, group, insurance types and networks, with the ID card actions. */
export function MemberInfoTile({ account, member, displayId, idLabel = 'Subscriber ID', insuranceTypes, specialGroup, showIdCard }: MemberInfoTileProps) {
  const networks = (member.networkNames ?? []).filter((name) => name.trim() !== '');

  return (
    <HomeTile id="member-info-title" title="Member information" className="member-info-tile" mark={specialGroup && <span className="member-info-tile__badge">Special group</span>}>
      <dl className="member-info-tile__details">
        <div className="member-info-tile__row">
          <dt>Name</dt>
          <dd>
            {member.firstName} {member.lastName}
          </dd>
        </div>
        <div className="member-info-tile__row">
          <dt>{idLabel}</dt>
          <dd className="member-info-tile__number">{displayId}</dd>
        </div>
        <div className="member-info-tile__row">
          <dt>Group number</dt>
          <dd className="member-info-tile__number">{account.groupId}</dd>
        </div>
        <div className="member-info-tile__row">
          <dt>Group name</dt>
          <dd>{textOrDash(account.groupName)}</dd>
        </div>
        <div className="member-info-tile__row">
          <dt>Insurance type</dt>
          <dd>
            {insuranceTypes.length === 0 ? (
              'Not currently enrolled'
            ) : (
              <ul className="member-info-tile__list">
                {insuranceTypes.map(({ category, insuranceType }, index) => (
                  // Two coverages of one category (a gateway may list both) are two lines.
                  <li key={`${category}-${index}`}>
                    {category}: {insuranceType}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className="member-info-tile__row">
          <dt>Provider networks</dt>
          <dd>
            {networks.length === 0 ? (
              'None on file'
            ) : (
              <ul className="member-info-tile__list">
                {[...new Set(networks)].map((network) => (
                  <li key={network}>{network}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {showIdCard && <IdCardActions />}
    </HomeTile>
  );
}

function IdCardActions() {
  const { download, isDownloading } = useIdCardDownload();
  return (
    <div className="home-tile__actions">
      <Button className="button button--primary" onPress={download} isDisabled={isDownloading}>
        Download ID card
      </Button>
      <Link className="home__link" to={routePaths.idCard}>
        More ID card options
      </Link>
    </div>
  );
}
