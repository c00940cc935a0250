import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

import { PASSWORD_LENGTH, PASSWORD_SYMBOLS } from '../../lib/validation/rules';
import { HiddenInput } from '../hidden-input/hidden-input';

import './password-field.css';

export interface PasswordFieldProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  readonly name: Path<Values>;
  readonly label: string;
  readonly autoComplete: string;
  /** After a submit every field counts as touched, so its error shows. */
  readonly submitted: boolean;
  /** Called on each change (a form clears its failure message when the member edits). */
  readonly onEdit?: () => void;
}

/** A masked, required password field with a show/hide toggle (the HiddenInput), wired to react-hook-form. */
export function PasswordField<Values extends FieldValues>({ control, name, label, autoComplete, submitted, onEdit }: PasswordFieldProps<Values>) {
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

const { min, max } = PASSWORD_LENGTH;
const symbols = PASSWORD_SYMBOLS.split('').join(' ');

/** The password rule of product section 5, as members read it. */
export const PASSWORD_RULE_ITEMS = [
  msg`${min} to ${max} characters`,
  msg`At least one number`,
  msg`Only letters, numbers and these symbols: ${symbols}`,
] as const;

export interface PasswordRuleProps {
  /** 'Your password needs:' or 'Your new password needs:'. */
  readonly title: string;
  readonly id?: string;
}

/** The password rule shown beside a new password. */
export function PasswordRule({ title, id }: PasswordRuleProps) {
  const { i18n } = useLingui();
  return (
    <div id={id} className="password-rule">
      <p className="password-rule__title">{title}</p>
      <ul className="password-rule__list">
        {PASSWORD_RULE_ITEMS.map((item) => (
          <li key={item.id}>{i18n._(item)}</li>
        ))}
      </ul>
    </div>
  );
}
