import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import './form-field.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'type'>;

export interface FormFieldProps extends NativeInputProps {
  readonly label: string;
  /** react-hook-form's `register(name)`; a plain form gives `name`, `value` and `onValueChange` instead. */
  readonly registration?: UseFormRegisterReturn;
  readonly name?: string;
  readonly onValueChange?: (value: string) => void;
  readonly type?: 'text' | 'email' | 'date' | 'password';
  /** Help shown under the label, read with the field. */
  readonly hint?: ReactNode;
  /** The field's error message; the field is marked invalid while there is one. */
  readonly error?: string;
  /** The id of an error shown elsewhere (a form-level alert) that concerns this field: marks it invalid too. */
  readonly formErrorId?: string;
}

/** A labelled text input (wired to react-hook-form, or controlled), with optional hint and error text (both read with the field). */
export function FormField({ label, registration, name, onValueChange, type = 'text', hint, error, formErrorId, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, formErrorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        {...(registration ?? { name, onChange: onValueChange && ((event) => onValueChange(event.target.value)) })}
        id={id}
        type={type}
        className="form-field__input"
        aria-invalid={error || formErrorId ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </div>
  );
}

export interface CheckboxFieldProps {
  readonly label: ReactNode;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
  readonly required?: boolean;
}

/** A checkbox with its label beside it and its error under it. */
export function CheckboxField({ label, registration, error, required }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
      <div className="form-field__check">
        <input
          {...registration}
          id={id}
          type="checkbox"
          className="form-field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          aria-required={required || undefined}
        />
        <label className="form-field__check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </div>
  );
}

/** A field's error text with an icon, so colour is not the only cue. */
export function FieldErrorText({ id, children, role }: { id?: string; children: ReactNode; role?: 'alert' }) {
  return (
    <p id={id} className="form-field__error" role={role}>
      <span aria-hidden="true" className="form-field__error-icon">
        !
      </span>
      <span>{children}</span>
    </p>
  );
}

export interface FormAlertProps {
  readonly children: ReactNode;
  /** Lets the page move focus to the message (it takes focus without being in the tab order). */
  readonly alertRef?: Ref<HTMLDivElement>;
  /** For fields whose aria-describedby names the message (FormField's formErrorId). */
  readonly id?: string;
}

/** A form-level error above the form: announced when it appears, red with an icon so colour is not the only cue. */
export function FormAlert({ children, alertRef, id }: FormAlertProps) {
  return (
    <div ref={alertRef} id={id} className="form-alert" role="alert" tabIndex={-1}>
      <span className="form-alert__icon" aria-hidden="true">
        !
      </span>
      <div>{children}</div>
    </div>
  );
}
