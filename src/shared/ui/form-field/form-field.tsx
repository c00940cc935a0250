import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { toGatewayDate } from '../../lib/format/dates';

import { FieldError, FieldFrame, fieldIds, TextField, useTextControl, type CountProps, type FieldBinding, type FieldFrameProps, type TextFieldProps } from './text-field';

/** The text area, the select and the checkbox, with the text field's label, hint and error (text-field.tsx). */
export { FieldError, TextField, type TextFieldProps } from './text-field';

/** react-hook-form's register options that drop the spaces around a typed or pasted value before it is checked. */
export const trimmedValue = { setValueAs: (value: string) => value.trim() };

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'spellCheck'>;

/**
 * An e-mail address field: the e-mail keyboard on phones, the browser's address autofill, no spelling check. A form
 * registers it with `trimmedValue`, so spaces around a pasted address do not fail the check.
 */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" autoComplete="email" inputMode="email" spellCheck={false} />;
}

export type DateOfBirthFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'max'> & {
  /** The day the form opened: no later date can be picked. */
  readonly today: Date;
};

/** 'Date of birth': the browser's date picker, up to today, and its birthday autofill. */
export function DateOfBirthField({ today, ...props }: DateOfBirthFieldProps) {
  const { t } = useLingui();
  return <TextField {...props} label={t`Date of birth`} type="date" autoComplete="bday" max={toGatewayDate(today)} />;
}

type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'maxLength' | 'required' | 'aria-required'>;

export interface TextAreaFieldProps extends FieldFrameProps, FieldBinding, CountProps, NativeTextAreaProps {}

/** The text field for a longer text (a message), with the same label, hint, error and count. */
export function TextAreaField({ label, hint, error, formErrorId, required, maxLength, registration, name, onValueChange, ...areaProps }: TextAreaFieldProps) {
  const { frame, control } = useTextControl({ label, hint, error, formErrorId, required, maxLength, registration, name, onValueChange }, areaProps.value);
  return (
    <FieldFrame {...frame}>
      <textarea {...areaProps} {...control} className="form-field__input form-field__input--multiline" />
    </FieldFrame>
  );
}

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'required' | 'aria-required'>;

export interface SelectFieldProps extends FieldFrameProps, NativeSelectProps {
  readonly registration: UseFormRegisterReturn;
  /** The options; or `options` with a `placeholder` (the first, empty choice, such as 'Choose a topic'). */
  readonly children?: ReactNode;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  readonly placeholder?: string;
}

/** A labelled choice from a list, wired to react-hook-form. */
export function SelectField({ label, hint, error, formErrorId, required, registration, options, placeholder, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const { hintId, errorId, describedBy } = fieldIds(id, hint, error, false, formErrorId);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select
        {...selectProps}
        {...registration}
        id={id}
        className="form-field__input"
        aria-required={required || undefined}
        aria-invalid={error || formErrorId ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps {
  readonly label: ReactNode;
  /** A line under the label saying what the box does. */
  readonly hint?: ReactNode;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
  readonly required?: boolean;
}

/** A checkbox with its label (and hint) beside it and its error under it. */
export function CheckboxField({ label, hint, registration, error, required }: CheckboxFieldProps) {
  const id = useId();
  const { hintId, errorId, describedBy } = fieldIds(id, hint, error, false);
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
      <div className="form-field__check">
        <input
          {...registration}
          id={id}
          type="checkbox"
          className="form-field__check-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
        <span className="form-field__check-text">
          <label className="form-field__check-label" htmlFor={id}>
            {label}
          </label>
          {hint && (
            <span id={hintId} className="form-field__hint">
              {hint}
            </span>
          )}
        </span>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
