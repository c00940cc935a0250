import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { benefitCategoryPath, type VisibleLimit } from '../../domain';
import { formatUsd } from '../../shared/lib/format';
import { ProgressBar } from '../../shared/ui';

import { HomeTile } from './home-tile';

import './featured-limit-tile.css';

/** The featured dental limit: the remaining amount, with the limit's progress bar. */
export function FeaturedLimitTile({ limit }: { limit: VisibleLimit }) {
  const { t } = useLingui();
  const title = limit.detailedDescription?.header?.trim() || limit.limitType?.trim() || t`Dental limit`;
  const total = formatUsd(limit.total);
  const limitName = title.toLowerCase();
  return (
    <HomeTile id="featured-limit-title" title={t`Dental benefit remaining`} className="featured-limit-tile">
      <p className="featured-limit-tile__amount">
        <span className="featured-limit-tile__value">{formatUsd(limit.totalRemaining)}</span>{' '}
        <span className="featured-limit-tile__caption">
          {t`remaining of your ${total} ${limitName}`}
        </span>
      </p>
      <ProgressBar title={title} met={limit.totalMet} remaining={limit.totalRemaining} limit={limit.total} />
      <div className="home-tile__actions">
        <Link className="home__link" to={benefitCategoryPath('Dental')!}>
          <Trans>View dental benefits</Trans>
        </Link>
      </div>
    </HomeTile>
  );
}
