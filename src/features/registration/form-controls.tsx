import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';

import { PASSWORD_LENGTH, PASSWORD_SYMBOLS } from '../../shared/lib/validation';
import { HiddenInput } from '../../shared/ui';

import './form-controls.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'type'>;

function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="reg-field__error">
      <span className="reg-field__error-icon" aria-hidden="true">
        !
      </span>
      <span>{children}</span>
    </p>
  );
}

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
    <div className={`reg-field${error ? ' reg-field--invalid' : ''}`}>
      <label className="reg-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="reg-field__hint">
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        {...registration}
        id={id}
        type={type}
        className="reg-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export interface SelectFieldProps {
  readonly label: string;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
  readonly children: ReactNode;
}

export function SelectField({ label, registration, error, children }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`reg-field${error ? ' reg-field--invalid' : ''}`}>
      <label className="reg-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...registration}
        id={id}
        className="reg-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {children}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function CheckboxField({
  label,
  registration,
  error,
}: {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`reg-field reg-field--checkbox${error ? ' reg-field--invalid' : ''}`}>
      <div className="reg-field__check">
        <input
          {...registration}
          id={id}
          type="checkbox"
          className="reg-field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          aria-required
        />
        <label className="reg-field__check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
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
}

/** A masked password field with a show/hide toggle (the shared HiddenInput), wired to react-hook-form. */
export function PasswordField<Values extends FieldValues>({ control, name, label, autoComplete, submitted }: PasswordFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <HiddenInput
          label={label}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
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

export function PasswordRule() {
  return (
    <div className="reg-rule">
      <p className="reg-rule__title">Your password needs:</p>
      <ul className="reg-rule__list">
        {PASSWORD_RULE_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** A message above a step's form: a failure (red, announced at once) or a notice the member must act on. */
export function Notice({
  tone,
  title,
  children,
  noticeRef,
}: {
  tone: 'error' | 'warning' | 'info';
  title: string;
  children?: ReactNode;
  noticeRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={noticeRef} className={`reg-notice reg-notice--${tone}`} role={tone === 'info' ? 'status' : 'alert'} tabIndex={-1}>
      <span className="reg-notice__icon" aria-hidden="true">
        {tone === 'info' ? 'i' : '!'}
      </span>
      <div className="reg-notice__body">
        <p className="reg-notice__title">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** The buttons under a step: Back and the step's own, and 'Start over' to clear everything. */
export function StepActions({
  submitLabel,
  busy = false,
  onBack,
  onStartOver,
}: {
  submitLabel: string;
  busy?: boolean;
  onBack?: () => void;
  onStartOver?: () => void;
}) {
  return (
    <div className="reg-actions">
      <button type="submit" className="reg-button reg-button--primary" disabled={busy}>
        {submitLabel}
      </button>
      {onBack && (
        <button type="button" className="reg-button" onClick={onBack} disabled={busy}>
          Back
        </button>
      )}
      {onStartOver && (
        <button type="button" className="reg-link-button" onClick={onStartOver} disabled={busy}>
          Start over
        </button>
      )}
    </div>
  );
}
