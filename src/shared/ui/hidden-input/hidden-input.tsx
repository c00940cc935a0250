import { useLingui } from '@lingui/react/macro';
import { useId, useState, type Ref } from 'react';

import './hidden-input.css';

export interface HiddenInputProps {
  readonly label: string;
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onChange?: (value: string) => void;
  readonly onBlur?: () => void;
  readonly name?: string;
  readonly autoComplete?: string;
  readonly isRequired?: boolean;
  /** The error text; the field is in error while it is non-empty. */
  readonly errorMessage?: string;
  /**
   * Whether the field was touched (from a form library). When left out, the field counts as touched after its
   * first blur.
   */
  readonly isTouched?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field whose value is masked until the member shows it (product section 2): a toggle named
 * "Show {label}" / "Hide {label}" with aria-pressed. Error text and the red border show only when the field is
 * touched and in error (product section 5); aria-invalid and aria-describedby are set only then.
 */
export function HiddenInput({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  autoComplete = 'off',
  isRequired,
  errorMessage,
  isTouched,
  inputRef,
}: HiddenInputProps) {
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [blurred, setBlurred] = useState(false);
  const touched = isTouched ?? blurred;
  const showError = touched && Boolean(errorMessage);
  const errorId = `${id}-error`;

  return (
    <div className="hidden-input" data-invalid={showError || undefined}>
      <label className="hidden-input__label" htmlFor={id}>
        {label}
      </label>
      <div className="hidden-input__field">
        <input
          ref={inputRef}
          id={id}
          className="hidden-input__input"
          type={visible ? 'text' : 'password'}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => onChange?.(event.target.value)}
          onBlur={() => {
            setBlurred(true);
            onBlur?.();
          }}
          autoComplete={autoComplete}
          aria-required={isRequired || undefined}
          spellCheck={false}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
        />
        <button
          type="button"
          className="hidden-input__toggle"
          aria-pressed={visible}
          aria-label={visible ? t`Hide ${label}` : t`Show ${label}`}
          onClick={() => setVisible(!visible)}
        >
          <span aria-hidden="true">{visible ? t`Hide` : t`Show`}</span>
        </button>
      </div>
      {showError && (
        <p id={errorId} className="hidden-input__error">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
