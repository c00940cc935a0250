import { useLingui } from '@lingui/react/macro';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';

import { formatUsd } from '../../lib/format';

import './progress-bar.css';

/**
 * The fill of the generic progress bar (product section 9): met / limit as a percentage, clamped to 0-100,
 * and 0 when the limit is 0.
 */
export function progressFillPercent(met: number, limit: number): number {
  if (!Number.isFinite(met) || !Number.isFinite(limit) || limit <= 0) return 0;
  return Math.min(100, Math.max(0, (met / limit) * 100));
}

export interface ProgressBarProps {
  readonly title: string;
  readonly met: number;
  readonly remaining: number;
  readonly limit: number;
  /** Defaults to 'Met'. */
  readonly metLabel?: string;
  /** Defaults to 'Remaining'. */
  readonly remainingLabel?: string;
  /** Defaults to 'limit' (shown after the amount: '$1,500.00 limit'). */
  readonly limitLabel?: string;
}

/** A limit's progress: title, a bar filled by met / limit, and the met, remaining and limit amounts in US dollars. */
export function ProgressBar({
  title,
  met,
  remaining,
  limit,
  metLabel: metLabelGiven,
  remainingLabel: remainingLabelGiven,
  limitLabel: limitLabelGiven,
}: ProgressBarProps) {
  const { t } = useLingui();
  // Product section 2: the labels default to 'Met', 'Remaining' and 'limit', in the member's language.
  const metLabel = metLabelGiven ?? t`Met`;
  const remainingLabel = remainingLabelGiven ?? t`Remaining`;
  const limitLabel = limitLabelGiven ?? t`limit`;
  const percent = progressFillPercent(met, limit);

  return (
    <div className="progress-bar">
      <AriaProgressBar
        className="progress-bar__meter"
        value={percent}
        minValue={0}
        maxValue={100}
      >
        <Label className="progress-bar__title">{title}</Label>
        <div className="progress-bar__track">
          <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
        </div>
      </AriaProgressBar>
      {/* The bar announces the percentage; the amounts stay plain text so every reader reaches them. */}
      <div className="progress-bar__amounts">
        <span className="progress-bar__met">
          <span className="progress-bar__label">{metLabel}</span>{' '}
          <span className="progress-bar__amount">{formatUsd(met)}</span>
        </span>
        <span className="progress-bar__remaining">
          <span className="progress-bar__label">{remainingLabel}</span>{' '}
          <span className="progress-bar__amount">{formatUsd(remaining)}</span>
        </span>
      </div>
      <p className="progress-bar__limit">
        <span className="progress-bar__amount">{formatUsd(limit)}</span>{' '}
        <span className="progress-bar__label">{limitLabel}</span>
      </p>
    </div>
  );
}
