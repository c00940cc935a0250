import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';

import { getGetBenefitLimitsQueryOptions } from '../../../generated/gateway/benefits/benefits';
import { useAccountState } from '../../shared/account/use-account-state';
import type { VisibleLimit } from '../../domain';
import { useTextOf } from '../../shared/i18n/text';
import { formatPercent, formatUsd, toGatewayDate } from '../../shared/lib/format';
import { GlossaryTerm } from '../../shared/ui/glossary/glossary';

import { familyShares, type MemberLimits } from './family-shares';

import './family-share-bar.css';
import { fullName } from '../../domain/account/full-name';

/**
 * The heading of the shares: whose shares they are and the family limit's type, whose glossary word links to its
 * definition (a message per case: Spanish puts 'family' after the word).
 */
function SharesTitle({ subscriber, limitType }: { subscriber: boolean; limitType: string | null | undefined }) {
  const outOfPocket = /out-of-pocket/i.test(limitType ?? '');
  if (subscriber) {
    return outOfPocket ? (
      <Trans>
        What each family member has met of the family <GlossaryTerm term="out-of-pocket-maximum">out-of-pocket maximum</GlossaryTerm>
      </Trans>
    ) : (
      <Trans>
        What each family member has met of the family <GlossaryTerm term="deductible">deductible</GlossaryTerm>
      </Trans>
    );
  }
  return outOfPocket ? (
    <Trans>
      Your share of the family <GlossaryTerm term="out-of-pocket-maximum">out-of-pocket maximum</GlossaryTerm>
    </Trans>
  ) : (
    <Trans>
      Your share of the family <GlossaryTerm term="deductible">deductible</GlossaryTerm>
    </Trans>
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
  const { t } = useLingui();
  const textOf = useTextOf();
  const account = useAccountState();
  const state = account.data ?? null;
  const subscriber = state?.isSubscriber ?? false;
  const people = state ? (subscriber ? state.account.members : [state.member]) : [];
  const asOfDate = toGatewayDate(asOf);
  const answers = useQueries({
    queries: people.map((person) => getGetBenefitLimitsQueryOptions({ suffix: person.memberSuffix, asOfDate })),
  });
  if (!state) return null;
  const members: MemberLimits[] = people.map((person, index) => ({
    memberKey: person.memberKey,
    name: fullName(person),
    self: person.memberKey === state.member.memberKey,
    limits: answers[index]?.data,
  }));
  if (answers.some((answer) => answer.isPending)) return null;
  const shares = familyShares(limit, members, subscriber ? 'family' : 'own');
  if (!shares) return null;
  const remaining = formatUsd(shares.remaining);
  const total = formatUsd(shares.total);

  return (
    <div className="family-share">
      <p className="family-share__title">
        <SharesTitle subscriber={subscriber} limitType={limit.limitType} />
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
            <SegmentLine
              name={textOf(segment.label)}
              self={segment.self}
              met={formatUsd(segment.met)}
              part={formatPercent(shares.total > 0 ? (segment.met / shares.total) * 100 : 0)}
            />
          </li>
        ))}
        <li className="family-share__item">
          <span className="family-share__swatch family-share__swatch--left" aria-hidden="true" />
          <span className="family-share__name">{t`Still to meet`}</span>
          <span className="family-share__amount">{t`${remaining} of ${total}`}</span>
        </li>
      </ul>
    </div>
  );
}

/** A member's line of the legend: name, amount met and part of the family total. */
function SegmentLine({ name, self, met, part }: { name: string; self: boolean; met: string; part: string }) {
  const { t } = useLingui();
  return (
    <>
      <span className="family-share__name">{self ? t`${name} (you)` : name}</span>
      <span className="family-share__amount">{t`${met} met`}</span>
      <span className="family-share__part">{t`${part} of the family total`}</span>
    </>
  );
}
