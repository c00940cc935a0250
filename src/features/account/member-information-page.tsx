import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import type { Member } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { isSubscriber } from '../../domain';
import { formatDate } from '../../shared/lib/format';

import { AccountCard, AccountFrame, YouBadge } from './account-frame';
import { relationshipText, visibleMembers } from '../../domain/account/family';
import { otherCoverageLines, sexText } from '../../domain/account/member-details';
import { fullName } from '../../domain/account/full-name';

/**
 * /account/member-information: each member's details the signed-in member may see (the subscriber sees everyone
 * on the account, a dependent only themselves): name, date of birth, sex, relationship, provider networks, and
 * the other coverage on file in plain words.
 */
export function MemberInformationPage() {
  const { t } = useLingui();
  return (
    <AccountFrame title={t`Member information`} piece="account.member-information" pageId="member-information">
      {({ state }) => {
        const members = visibleMembers(state.account.members, state.member);
        return (
          <>
            <p className="account__intro">
              {isSubscriber(state.member)
                ? t`The details we have on file for everyone on your plan.`
                : t`The details we have on file for you. For privacy, you see only your own information.`}
            </p>
            <div className="account__sections">
              {members.map((member) => (
                <MemberCard key={member.memberKey} member={member} isYou={member.memberKey === state.member.memberKey} />
              ))}
            </div>
            <AccountCard title={t`Something not right?`}>
              <p className="account__text">
                <Trans>
                  If a detail is wrong, or you or a family member now have other medical or dental coverage, let us know
                  so we can process claims correctly. Please <Link to={routePaths.customerService}>contact customer service</Link>.
                </Trans>
              </p>
            </AccountCard>
          </>
        );
      }}
    </AccountFrame>
  );
}

function MemberCard({ member, isYou }: { member: Member; isYou: boolean }) {
  const { t } = useLingui();
  const headingId = `member-${member.memberKey}`;
  const networks = member.networkNames?.filter((name) => name.trim() !== '') ?? [];
  return (
    <section className="account__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="account__card-title">
        {fullName(member)}
        {isYou && <YouBadge />}
      </h2>
      <dl className="account__details">
        <div>
          <dt>{t`Date of birth`}</dt>
          <dd>{formatDate(member.dateOfBirth)}</dd>
        </div>
        <div>
          <dt>{t`Sex`}</dt>
          <dd>{sexText(member)}</dd>
        </div>
        <div>
          <dt>{t`Relationship to subscriber`}</dt>
          <dd>{relationshipText(member)}</dd>
        </div>
        <div>
          <dt>{t`Provider networks`}</dt>
          <dd>
            {networks.length === 0 ? (
              t`No provider network on file`
            ) : networks.length === 1 ? (
              networks[0]
            ) : (
              <ul>
                {[...new Set(networks)].map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {otherCoverageLines(member).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
