import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import '../input/input.css';
import './form-field.css';

/**
 * The labelled form fields of every form: a label, an optional hint, the error (the messages of product section 5, as
 * `src/shared/lib/validation` words them) and, with a maximum length, a character count. Hint, error and count are
 * read with the field (aria-describedby); the field is marked invalid only while it has an error. Plain React and
 * CSS, no widget library: the login page, part of the first load, uses this field, so this module holds only the
 * text field; the other fields (form-field.tsx) load with the pages that use them.
 */

export interface FieldFrameProps {
  readonly label: string;
  /** Help shown under the label, read with the field. */
  readonly hint?: ReactNode;
  /** The field's error message; the field is marked invalid while there is one. */
  readonly error?: string;
  /** The id of an error shown elsewhere (a form-level alert) that concerns this field: marks it invalid too. */
  readonly formErrorId?: string;
  /** Marks the field required for assistive technology (forms check values themselves, `noValidate`). */
  readonly required?: boolean;
}

/** react-hook-form's `register(name)`; a plain form gives `name`, `value` and `onValueChange` instead. */
export interface FieldBinding {
  readonly registration?: UseFormRegisterReturn;
  readonly name?: string;
  readonly onValueChange?: (value: string) => void;
}

export interface CountProps {
  /**
   * The most characters the value may have. Shown as a count under the field ('12 of 500 characters'); typing is
   * not cut at the limit (a cut paste would lose text silently): the form's check says the value is too long.
   */
  readonly maxLength?: number;
}

export function fieldIds(id: string, hint: ReactNode, error: string | undefined, count: boolean, formErrorId?: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const countId = count ? `${id}-count` : undefined;
  const describedBy = [hintId, errorId, formErrorId, countId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, countId, describedBy };
}

/** A field's error text with an icon, so colour is not the only cue. */
export function FieldError({ id, children, role }: { readonly id?: string; readonly children: ReactNode; readonly role?: 'alert' }) {
  return (
    <p id={id} className="form-field__error" role={role}>
      <span aria-hidden="true" className="form-field__error-icon">
        !
      </span>
      <span>{children}</span>
    </p>
  );
}

/**
 * The characters of a field's value: a controlled field's value, else what the element holds once mounted (the
 * default react-hook-form put there) and after each change.
 */
export function useLength(binding: FieldBinding, value: unknown, counting: boolean) {
  const element = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const [length, setLength] = useState(0);
  // The element's ref is attached (and the form's default written into it) before this runs.
  useLayoutEffect(() => {
    if (counting && element.current) setLength(element.current.value.length);
  }, [counting]);
  const registered = binding.registration?.ref;
  const ref = useCallback(
    (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      element.current = node;
      registered?.(node);
    },
    [registered],
  );
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (counting) setLength(event.target.value.length);
    if (binding.registration) void binding.registration.onChange(event);
    else binding.onValueChange?.(event.target.value);
  };
  return { ref, onChange, length: typeof value === 'string' ? value.length : length };
}

export function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  count,
  children,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  count?: ReactNode;
  children: ReactNode;
}) {
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
      {children}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {count}
    </div>
  );
}

export function Count({ id, length, max }: { id?: string; length: number; max?: number }) {
  const { t } = useLingui();
  if (max === undefined) return null;
  return (
    <p id={id} className={`form-field__count${length > max ? ' form-field__count--over' : ''}`}>
      {t`${length} of ${max} characters`}
    </p>
  );
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'type' | 'maxLength' | 'required' | 'aria-required'>;

export interface TextFieldProps extends FieldFrameProps, FieldBinding, CountProps, NativeInputProps {
  readonly type?: 'text' | 'email' | 'date' | 'password' | 'tel';
}

/**
 * What a text input and a text area share: the ids that tie the label, hint, error and count to the control, the
 * count, and the binding to react-hook-form (or to the caller's own state). The field spreads `frame` on its
 * FieldFrame and `control` on its element.
 */
export function useTextControl(props: FieldFrameProps & FieldBinding & CountProps, value: unknown) {
  const { label, hint, error, formErrorId, required, maxLength, registration, name, onValueChange } = props;
  const id = useId();
  const counted = maxLength !== undefined;
  const { hintId, errorId, countId, describedBy } = fieldIds(id, hint, error, counted, formErrorId);
  const { ref, onChange, length } = useLength({ registration, name, onValueChange }, value, counted);
  return {
    frame: { id, label, hint, hintId, error, errorId, count: <Count id={countId} length={length} max={maxLength} /> },
    control: {
      name: registration?.name ?? name,
      onBlur: registration && ((event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void registration.onBlur(event)),
      onChange,
      ref,
      id,
      'aria-required': required || undefined,
      'aria-invalid': error || formErrorId ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
}

/** A labelled text input, wired to react-hook-form or controlled. */
export function TextField({ label, hint, error, formErrorId, required, maxLength, registration, name, onValueChange, type = 'text', ...inputProps }: TextFieldProps) {
  const { frame, control } = useTextControl({ label, hint, error, formErrorId, required, maxLength, registration, name, onValueChange }, inputProps.value);
  return (
    <FieldFrame {...frame}>
      <input {...inputProps} {...control} type={type} className="form-field__input" />
    </FieldFrame>
  );
}
