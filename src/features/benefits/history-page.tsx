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
} from '../../shared/domain';
import { formatDate, formatLongDate } from '../../shared/lib/format';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { BenefitsArea, TableScroll } from './benefits-frame';
import { categoryPagePath, parseTimestampParam } from './rules/page-addresses';
import { fullName } from './coverage-filters';
import type { BenefitsFrame } from './use-benefits';

const PHASE_TEXT = { active: 'Active', future: 'Starts later', termed: 'Ended' } as const;

function HistoryList({ frame, category, selectedDay }: { frame: BenefitsFrame; category: CoverageCategory; selectedDay: Date }) {
  const history = useGetBenefitHistory({ category: categorySlug(category) });
  return (
    <Loaded answers={[history]} loading="Loading the coverage history">
      {(answer) => <HistoryRows frame={frame} category={category} selectedDay={selectedDay} history={answer} />}
    </Loaded>
  );
}

function HistoryRows({ frame, category, selectedDay, history }: { frame: BenefitsFrame; category: CoverageCategory; selectedDay: Date; history: readonly BenefitHistory[] }) {

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
  if (rows.length === 0) return <p className="benefits-empty">There is no {category.toLowerCase()} coverage history.</p>;

  const covers = (period: HistoryEligibility) => coveragePhase(period.effectiveDate, period.termedDate, selectedDay) === 'active';
  const anyCovers = rows.some((entry) => entry.eligibilities.some(covers));

  return (
    <>
      <p className="benefits-hint">
        {anyCovers
          ? `The plan marked “Selected” was in force on ${formatLongDate(selectedDay)}.`
          : `No plan in this list was in force on ${formatLongDate(selectedDay)}.`}
      </p>
      {rows.map((entry) => {
        const member = members.find((candidate) => candidate.key === entry.memberKey);
        const name = member ? fullName(member) : 'Family member';
        const headingId = `history-${entry.memberKey}`;
        const periods = [...entry.eligibilities].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate));
        return (
          <section key={entry.memberKey} className="benefits-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="benefits-section__title">
              {name}
            </h2>
            <TableScroll label={`${name} plans`}>
              <table className="data-table benefits-table">
                <thead>
                  <tr>
                    <th scope="col">Plan</th>
                    <th scope="col">Starts</th>
                    <th scope="col">Ends</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {periods.map((period) => (
                    <tr key={`${period.effectiveDate}-${period.plan ?? ''}`}>
                      <th scope="row" className="benefits-table__row-title">
                        {period.plan ?? 'Plan'}
                        {covers(period) && (
                          <>
                            {' '}
                            <span className="benefits-status benefits-status--waiting">Selected</span>
                          </>
                        )}
                      </th>
                      <td>{formatDate(period.effectiveDate)}</td>
                      <td>{isOpenEnded(period.termedDate) ? 'No end date' : formatDate(period.termedDate)}</td>
                      <td>{PHASE_TEXT[coveragePhase(period.effectiveDate, period.termedDate, frame.today)]}</td>
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
  const { effectiveTimestamp, category: slug = '' } = useParams();
  const category = categoryFromSlug(slug);
  const selectedDay = parseTimestampParam(effectiveTimestamp);
  if (!category || !selectedDay) return <Navigate to={errorPath(404)} replace />;
  return (
    <BenefitsArea
      key={category}
      title={`${category} coverage history`}
      activeTab={categorySlug(category)}
      openToTermed
      backLink={{ to: categoryPagePath(category), label: `Back to ${category} benefits` }}
    >
      {(frame) => <HistoryList frame={frame} category={category} selectedDay={selectedDay} />}
    </BenefitsArea>
  );
}
