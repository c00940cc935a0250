import { useState, type Ref } from 'react';
import { FieldError, Input, Label, TextField, ToggleButton } from 'react-aria-components';

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
 * A text field whose value is masked until the member shows it (spec section 2): a toggle named
 * "Show {label}" / "Hide {label}" with aria-pressed. Error text and the red border show only when the field is
 * touched and in error (spec section 5); aria-invalid and aria-describedby are set only then.
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
  const [visible, setVisible] = useState(false);
  const [blurred, setBlurred] = useState(false);
  const touched = isTouched ?? blurred;
  const showError = touched && Boolean(errorMessage);

  return (
    <TextField
      className="hidden-input"
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onBlur={() => {
        setBlurred(true);
        onBlur?.();
      }}
      name={name}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isInvalid={showError}
      validationBehavior="aria"
      type={visible ? 'text' : 'password'}
    >
      <Label className="hidden-input__label">{label}</Label>
      <div className="hidden-input__field">
        <Input ref={inputRef} className="hidden-input__input" spellCheck={false} />
        <ToggleButton
          className="hidden-input__toggle"
          isSelected={visible}
          onChange={setVisible}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label}`}
        >
          <span aria-hidden="true">{visible ? 'Hide' : 'Show'}</span>
        </ToggleButton>
      </div>
      <FieldError className="hidden-input__error">{errorMessage}</FieldError>
    </TextField>
  );
}
