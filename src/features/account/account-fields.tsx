import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The labelled form fields of the account area, wired to react-hook-form's `register`. Hints and errors are read
 * with the field (aria-describedby); the field is marked invalid only while it has an error.
 */

interface FieldFrameProps {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string;
  /** Text under the field that is not an error (a character counter). */
  readonly footer?: ReactNode;
}

function useFieldIds(hint: ReactNode, error: string | undefined, footer: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const footerId = footer ? `${id}-footer` : undefined;
  const describedBy = [hintId, errorId, footerId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, footerId, describedBy };
}

/** A field's error text with an icon, so colour is not the only cue. */
export function FieldError({ id, children }: { readonly id?: string; readonly children: ReactNode }) {
  return (
    <p id={id} className="account-field__error">
      <span aria-hidden="true" className="account-field__error-icon">
        !
      </span>
      <span>{children}</span>
    </p>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'type'>;

export interface TextFieldProps extends FieldFrameProps, InputProps {
  readonly registration: UseFormRegisterReturn;
  readonly type?: 'text' | 'email';
}

export function TextField({ label, hint, error, footer, registration, type = 'text', ...inputProps }: TextFieldProps) {
  const { id, hintId, errorId, footerId, describedBy } = useFieldIds(hint, error, footer);
  return (
    <div className={`account-field${error ? ' account-field--invalid' : ''}`}>
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        {...registration}
        id={id}
        type={type}
        className="account-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {footer && (
        <p id={footerId} className="account-field__counter">
          {footer}
        </p>
      )}
    </div>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

export interface TextAreaFieldProps extends FieldFrameProps, TextAreaProps {
  readonly registration: UseFormRegisterReturn;
}

export function TextAreaField({ label, hint, error, footer, registration, ...areaProps }: TextAreaFieldProps) {
  const { id, hintId, errorId, footerId, describedBy } = useFieldIds(hint, error, footer);
  return (
    <div className={`account-field${error ? ' account-field--invalid' : ''}`}>
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      <textarea
        {...areaProps}
        {...registration}
        id={id}
        className="account-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {footer && (
        <p id={footerId} className="account-field__counter">
          {footer}
        </p>
      )}
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

export interface SelectFieldProps extends FieldFrameProps, SelectProps {
  readonly registration: UseFormRegisterReturn;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The first, empty choice ('Choose a topic'). */
  readonly placeholder: string;
}

export function SelectField({ label, hint, error, footer, registration, options, placeholder, ...selectProps }: SelectFieldProps) {
  const { id, hintId, errorId, footerId, describedBy } = useFieldIds(hint, error, footer);
  return (
    <div className={`account-field${error ? ' account-field--invalid' : ''}`}>
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      <select
        {...selectProps}
        {...registration}
        id={id}
        className="account-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {footer && (
        <p id={footerId} className="account-field__counter">
          {footer}
        </p>
      )}
    </div>
  );
}

export interface CheckboxFieldProps {
  readonly label: string;
  readonly hint?: string;
  readonly registration: UseFormRegisterReturn;
}

/** A checkbox with its label and a line saying what it does. */
export function CheckboxField({ label, hint, registration }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="account-choice">
      <input {...registration} id={id} type="checkbox" className="account-choice__input" aria-describedby={hintId} />
      <span className="account-choice__text">
        <label className="account-choice__label" htmlFor={id}>
          {label}
        </label>
        {hint && (
          <span id={hintId} className="account-choice__hint">
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}
