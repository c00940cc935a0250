import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';

import { PASSWORD_LENGTH, PASSWORD_SYMBOLS } from '../../shared/lib/validation';
import { HiddenInput } from '../../shared/ui';

import './recovery-form.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'type'>;

export interface TextFieldProps extends NativeInputProps {
  readonly label: string;
  readonly registration: UseFormRegisterReturn;
  readonly type?: 'text' | 'email' | 'date';
  readonly hint?: ReactNode;
  readonly error?: string;
}

/** A labelled input wired to react-hook-form; its hint and error are read with it. */
export function TextField({ label, registration, type = 'text', hint, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`recovery-field${error ? ' recovery-field--invalid' : ''}`}>
      <label className="recovery-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="recovery-field__hint">
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        {...registration}
        id={id}
        type={type}
        className="recovery-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {error && (
        <p id={errorId} className="recovery-field__error">
          <span className="recovery-field__error-icon" aria-hidden="true">
            !
          </span>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

export interface PasswordFieldProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  readonly name: Path<Values>;
  readonly label: string;
  readonly autoComplete: string;
  /** After a submit every field counts as touched, so its error shows. */
  readonly submitted: boolean;
  readonly onEdit?: () => void;
}

/** A masked password field with a show/hide toggle (the shared HiddenInput), wired to react-hook-form. */
export function PasswordField<Values extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  submitted,
  onEdit,
}: PasswordFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <HiddenInput
          label={label}
          name={field.name}
          value={field.value as string}
          onChange={(value) => {
            field.onChange(value);
            onEdit?.();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoComplete={autoComplete}
          isRequired
          errorMessage={fieldState.error?.message}
          isTouched={fieldState.isTouched || submitted}
        />
      )}
    />
  );
}

/** The password rule of spec section 5, as members read it. */
export const PASSWORD_RULE_ITEMS = [
  `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`,
  'At least one number',
  `Only letters, numbers and these symbols: ${PASSWORD_SYMBOLS.split('').join(' ')}`,
] as const;

export function PasswordRule({ id }: { id?: string }) {
  return (
    <div id={id} className="recovery-rule">
      <p className="recovery-rule__title">Your new password needs:</p>
      <ul className="recovery-rule__list">
        {PASSWORD_RULE_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** A form-level failure above the form: announced, red with an icon; it can take focus (not in the tab order). */
export function FormAlert({ children, alertRef }: { children: ReactNode; alertRef?: Ref<HTMLDivElement> }) {
  return (
    <div ref={alertRef} className="recovery-alert" role="alert" tabIndex={-1}>
      <span className="recovery-alert__icon" aria-hidden="true">
        !
      </span>
      <div>{children}</div>
    </div>
  );
}

/** The outcome of a request (confirmation, expired link): announced and focusable, replacing the form. */
export function Outcome({
  tone,
  title,
  children,
  outcomeRef,
}: {
  tone: 'success' | 'warning';
  title: string;
  children: ReactNode;
  outcomeRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={outcomeRef} className={`recovery-outcome recovery-outcome--${tone}`} role={tone === 'warning' ? 'alert' : 'status'} tabIndex={-1}>
      <span className="recovery-outcome__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </span>
      <div className="recovery-outcome__body">
        <p className="recovery-outcome__title">{title}</p>
        {children}
      </div>
    </div>
  );
}

export function SubmitButton({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className="recovery-button" disabled={disabled}>
      {children}
    </button>
  );
}
