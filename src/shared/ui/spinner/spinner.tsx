import { useLingui } from '@lingui/react/macro';

import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import './spinner.css';

export interface SpinnerProps {
  /** Screen reader text. Defaults to 'Loading'. */
  readonly label?: string;
  readonly size?: 'small' | 'medium' | 'large';
}

/** An inline spinner: a status with visually hidden text. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label ?? t`Loading`}</VisuallyHidden>
    </span>
  );
}
