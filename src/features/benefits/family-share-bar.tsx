import { useQueries } from '@tanstack/react-query';

import { getGetBenefitLimitsQueryOptions } from '../../../generated/gateway/benefits/benefits';
import { useAccountState } from '../../shared/account/use-account-state';
import type { VisibleLimit } from '../../shared/domain';
import { formatPercent, formatUsd, toGatewayDate } from '../../shared/lib/format';
import { GlossaryTerm } from '../../shared/ui/glossary/glossary';

import { familyShares, type MemberLimits } from './family-shares';

import './family-share-bar.css';

/** The glossary word of a family limit's type, for the heading's link to its definition. */
function glossaryWord(limitType: string | null | undefined) {
  return /out-of-pocket/i.test(limitType ?? '') ? (
    <GlossaryTerm term="out-of-pocket-maximum">out-of-pocket maximum</GlossaryTerm>
  ) : (
    <GlossaryTerm term="deductible">deductible</GlossaryTerm>
  );
}

/**
 * Who has met how much of a family deductible or out-of-pocket maximum: a bar divided by member (each member a
 * colour, what is left in grey), and the same in words beside it, which is what assistive technology reads (the bar
 * itself is hidden from it). The subscriber sees every member of the family; other members see their own share and
 * the rest of the family's together. Each member's amount comes from their own limits of the same date
 * (GET /benefits/limits per member, cached with the page's own).
 */
export function FamilyShareBar({ limit, asOf }: { limit: VisibleLimit; asOf: Date }) {
  const account = useAccountState();
  const state = account.status === 'ready' ? account.state : null;
  const subscriber = state?.isSubscriber ?? false;
  const people = state ? (subscriber ? state.account.members : [state.member]) : [];
  const asOfDate = toGatewayDate(asOf);
  const answers = useQueries({
    queries: people.map((person) => getGetBenefitLimitsQueryOptions({ suffix: person.memberSuffix, asOfDate })),
  });
  if (!state) return null;
  const members: MemberLimits[] = people.map((person, index) => ({
    memberKey: person.memberKey,
    name: `${person.firstName} ${person.lastName}`,
    self: person.memberKey === state.member.memberKey,
    limits: answers[index]?.data,
  }));
  if (answers.some((answer) => answer.isPending)) return null;
  const shares = familyShares(limit, members, subscriber ? 'family' : 'own');
  if (!shares) return null;

  return (
    <div className="family-share">
      <p className="family-share__title">
        {subscriber ? 'What each family member has met of the family ' : 'Your share of the family '}
        {glossaryWord(limit.limitType)}
      </p>
      <div className="family-share__bar" aria-hidden="true">
        {shares.segments.map((segment, index) => (
          <span
            key={segment.key}
            className={`family-share__segment family-share__segment--${segment.key === 'others' ? 'others' : (index % 4) + 1}`}
            style={{ width: `${segment.percent}%` }}
          />
        ))}
      </div>
      <ul className="family-share__legend">
        {shares.segments.map((segment, index) => (
          <li key={segment.key} className="family-share__item">
            <span
              className={`family-share__swatch family-share__segment--${segment.key === 'others' ? 'others' : (index % 4) + 1}`}
              aria-hidden="true"
            />
            <span className="family-share__name">{segment.self ? `${segment.label} (you)` : segment.label}</span>
            <span className="family-share__amount">{`${formatUsd(segment.met)} met`}</span>
            <span className="family-share__part">{`${formatPercent(shares.total > 0 ? (segment.met / shares.total) * 100 : 0)} of the family total`}</span>
          </li>
        ))}
        <li className="family-share__item">
          <span className="family-share__swatch family-share__swatch--left" aria-hidden="true" />
          <span className="family-share__name">Still to meet</span>
          <span className="family-share__amount">{`${formatUsd(shares.remaining)} of ${formatUsd(shares.total)}`}</span>
        </li>
      </ul>
    </div>
  );
}
