import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router-dom';

import type { AccountDetails, Member } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { useIdCardDownload } from '../../shared/id-card/use-id-card-download';
import { CATEGORY_NAMES } from '../../domain';
import { textOrDash } from '../../shared/lib/format';

import type { CoverageType } from '../../domain/benefits/insurance-types';
import '../../shared/ui/button/button.css';
import { HomeTile } from './home-tile';
import { ID_LABELS, type MemberIdKind } from './member-id';

import './member-info-tile.css';

export interface MemberInfoTileProps {
  readonly account: Pick<AccountDetails, 'groupId' | 'groupName'>;
  readonly member: Pick<Member, 'firstName' | 'lastName' | 'networkNames'>;
  /** The subscriber ID, or the employee ID for members flagged local 598. */
  readonly displayId: string;
  /** What the ID is: the subscriber ID, or the employee ID for members flagged local 598. */
  readonly idKind?: MemberIdKind;
  readonly insuranceTypes: readonly CoverageType[];
  readonly specialGroup: boolean;
  /** The ID card actions show only for members eligible for an ID card who are not termed. */
  readonly showIdCard: boolean;
}

/** The member's name, IDs, group, insurance types and networks, with the ID card actions. */
export function MemberInfoTile({ account, member, displayId, idKind = 'subscriber', insuranceTypes, specialGroup, showIdCard }: MemberInfoTileProps) {
  const { t, i18n } = useLingui();
  const networks = (member.networkNames ?? []).filter((name) => name.trim() !== '');

  return (
    <HomeTile id="member-info-title" title={t`Member information`} className="member-info-tile" mark={specialGroup && <span className="member-info-tile__badge">{t`Special group`}</span>}>
      <dl className="member-info-tile__details">
        <Row term={t`Name`}>
          {member.firstName} {member.lastName}
        </Row>
        <Row term={i18n._(ID_LABELS[idKind])} number>
          {displayId}
        </Row>
        <Row term={t`Group number`} number>
          {account.groupId}
        </Row>
        <Row term={t`Group name`}>{textOrDash(account.groupName)}</Row>
        <Row term={t`Insurance type`}>
          {/* Two coverages of one category (a gateway may list both) are two lines. */}
          <Lines
            lines={insuranceTypes.map(({ category, insuranceType }) => `${i18n._(CATEGORY_NAMES[category])}: ${insuranceType}`)}
            empty={t`Not currently enrolled`}
          />
        </Row>
        <Row term={t`Provider networks`}>
          <Lines lines={[...new Set(networks)]} empty={t`None on file`} />
        </Row>
      </dl>
      {showIdCard && <IdCardActions />}
    </HomeTile>
  );
}

/** A line of the tile's details: the term, and its value (a number in the numbers' type). */
function Row({ term, number = false, children }: { term: string; number?: boolean; children: ReactNode }) {
  return (
    <div className="member-info-tile__row">
      <dt>{term}</dt>
      <dd className={number ? 'member-info-tile__number' : undefined}>{children}</dd>
    </div>
  );
}

/** A value of several lines, one list item each, or what to say when there is none. */
function Lines({ lines, empty }: { lines: readonly string[]; empty: string }) {
  if (lines.length === 0) return <>{empty}</>;
  return (
    <ul className="member-info-tile__list">
      {lines.map((line, index) => (
        <li key={`${line}-${index}`}>{line}</li>
      ))}
    </ul>
  );
}

function IdCardActions() {
  const { download, isDownloading } = useIdCardDownload();
  return (
    <div className="home-tile__actions">
      <Button className="button button--primary" onPress={download} isDisabled={isDownloading}>
        <Trans>Download ID card</Trans>
      </Button>
      <Link className="home__link" to={routePaths.idCard}>
        <Trans>More ID card options</Trans>
      </Link>
    </div>
  );
}
