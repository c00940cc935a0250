import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router-dom';

import { useGetBenefitHistory } from '../../../generated/gateway/benefits/benefits';
import type { BenefitHistory, HistoryEligibility } from '../../../generated/model';
import { errorPath } from '../../config/route-paths';
import {
  categoryFromSlug,
  categorySlug,
  type CoverageCategory,
  coveragePhase,
  isOpenEnded,
} from '../../domain';
import { formatDate } from '../../shared/lib/format';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { BenefitsArea, TableScroll } from './benefits-frame';
import { CATEGORY_WORDS } from '../../domain/benefits/category-words';
import { categoryPagePath, parseTimestampParam } from '../../domain/benefits/page-addresses';
import type { BenefitsFrame } from './use-benefits';
import { fullName } from '../../domain/account/full-name';

function HistoryList({ frame, category, selectedDay }: { frame: BenefitsFrame; category: CoverageCategory; selectedDay: Date }) {
  const { t } = useLingui();
  const history = useGetBenefitHistory({ category: categorySlug(category) });
  return (
    <Loaded queries={[history]} loading={t`Loading the coverage history`}>
      {(answer) => <HistoryRows frame={frame} category={category} selectedDay={selectedDay} history={answer} />}
    </Loaded>
  );
}

function HistoryRows({ frame, category, selectedDay, history }: { frame: BenefitsFrame; category: CoverageCategory; selectedDay: Date; history: readonly BenefitHistory[] }) {
  const { t, i18n } = useLingui();
  const phaseText = { active: t`Active`, future: t`Starts later`, termed: t`Ended` };
  const kind = i18n._(CATEGORY_WORDS[category].coverage);
  const day = formatDate(selectedDay);

  const members = frame.state.family.members;
  const rows = history
    .filter((entry) => entry.category === categorySlug(category) && entry.eligibilities.length > 0)
    .sort((a, b) => {
      const rank = (key: string) => {
        const index = members.findIndex((member) => member.key === key);
        return index === -1 ? members.length : index;
      };
      return rank(a.memberKey) - rank(b.memberKey);
    });
  if (rows.length === 0) return <p className="benefits-empty">{t`There is no ${kind} history.`}</p>;

  const covers = (period: HistoryEligibility) => coveragePhase(period.effectiveDate, period.termedDate, selectedDay) === 'active';
  const anyCovers = rows.some((entry) => entry.eligibilities.some(covers));

  return (
    <>
      <p className="benefits-hint">
        {anyCovers ? t`The plan marked “Selected” was in force on ${day}.` : t`No plan in this list was in force on ${day}.`}
      </p>
      {rows.map((entry) => {
        const member = members.find((candidate) => candidate.key === entry.memberKey);
        const name = member ? fullName(member) : t`Family member`;
        const headingId = `history-${entry.memberKey}`;
        const periods = [...entry.eligibilities].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate));
        return (
          <section key={entry.memberKey} className="benefits-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="benefits-section__title">
              {name}
            </h2>
            <TableScroll label={t`${name} plans`}>
              <table className="data-table benefits-table">
                <thead>
                  <tr>
                    <th scope="col">{t`Plan`}</th>
                    <th scope="col">{t`Starts`}</th>
                    <th scope="col">{t`Ends`}</th>
                    <th scope="col">{t`Status`}</th>
                  </tr>
                </thead>
                <tbody>
                  {periods.map((period) => (
                    <tr key={`${period.effectiveDate}-${period.plan ?? ''}`}>
                      <th scope="row">
                        {period.plan ?? t`Plan`}
                        {covers(period) && (
                          <>
                            {' '}
                            <span className="benefits-status benefits-status--waiting">{t`Selected`}</span>
                          </>
                        )}
                      </th>
                      <td>{formatDate(period.effectiveDate)}</td>
                      <td>{isOpenEnded(period.termedDate) ? t`No end date` : formatDate(period.termedDate)}</td>
                      <td>{phaseText[coveragePhase(period.effectiveDate, period.termedDate, frame.today)]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </section>
        );
      })}
    </>
  );
}

/**
 * /history/{effectiveTimestamp}/benefits/{category}: the family's plans in the category with their dates (GET
 * /benefits/history?category=), per member; the plan in force on the timestamp's day is marked, and the page says
 * when none was. Termed members may open it too. An unknown category or a timestamp that is not a number is an
 * address that does not exist (/error/404).
 */
export function BenefitHistoryPage() {
  const { t, i18n } = useLingui();
  const { effectiveTimestamp, category: slug = '' } = useParams();
  const category = categoryFromSlug(slug);
  const selectedDay = parseTimestampParam(effectiveTimestamp);
  if (!category || !selectedDay) return <Navigate to={errorPath(404)} replace />;
  const benefits = i18n._(CATEGORY_WORDS[category].title);
  return (
    <BenefitsArea
      key={category}
      title={i18n._(CATEGORY_WORDS[category].history)}
      piece={`benefits.${categorySlug(category)}.history`}
      activeTab={categorySlug(category)}
      openToTermed
      backLink={{ to: categoryPagePath(category), label: t`Back to ${benefits}` }}
    >
      {(frame) => <HistoryList frame={frame} category={category} selectedDay={selectedDay} />}
    </BenefitsArea>
  );
}
