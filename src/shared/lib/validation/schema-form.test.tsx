import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { showSpanish, text } from '../../../test/i18n';
import { showLanguage } from '../../i18n/catalogs';
import { NEW_ID_DETAILS_REQUIRED_MESSAGE } from './form-messages';
import { MAX_LENGTH } from './rules';
import { requiredText, type SchemaFormOptions, shownErrorNames, useSchemaForm, withFieldMatch } from './schemas';

const schema = z.object({
  name: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'Name is a required field')),
});

function NameForm({ onSave }: { onSave: (values: z.output<typeof schema>) => void }) {
  const form = useSchemaForm(schema, { defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <label>
        Name <input {...form.register('name')} />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks nothing while the form is first filled in, everything on submit, then each change', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<NameForm onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: 'Name' });

    await user.type(field, ' ');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is a required field');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(field, 'Jordan ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("hands the submit handler the schema's output", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<NameForm onSave={onSave} />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Jordan  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'Jordan' });
  });
});

/** A form of three text boxes (labelled in English whatever the language), each described by its error. */
function CheckedForm<T extends Record<string, string>>({
  form,
  fields,
}: {
  form: UseFormReturn<T, unknown, T>;
  fields: readonly (keyof T & string)[];
}) {
  const { errors } = form.formState;
  const rootError = (errors as FieldErrors).root?.message;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      {rootError && <p role="alert">{rootError}</p>}
      {fields.map((name) => {
        const error = errors[name]?.message;
        return (
          <p key={name}>
            <label>
              {name} <input {...form.register(name as Path<T>)} aria-describedby={error ? `${name}-error` : undefined} />
            </label>
            {error && <span id={`${name}-error`}>{String(error)}</span>}
          </p>
        );
      })}
      <button type="submit">Save</button>
    </form>
  );
}

/** Username and password required, and a confirmation that must match the password. */
function accountSchema() {
  return withFieldMatch(
    z.object({
      username: requiredText(t`Username`, { max: MAX_LENGTH.username }),
      password: requiredText(t`Password`, { max: MAX_LENGTH.password }),
      confirmation: z.string(),
    }),
    { field: 'password', confirmField: 'confirmation', label: t`Password` },
  );
}

type AccountValues = z.infer<ReturnType<typeof accountSchema>>;
const NO_ACCOUNT: AccountValues = { username: '', password: '', confirmation: '' };
const ACCOUNT_FIELDS = ['username', 'password', 'confirmation'] as const;

function AccountForm({ mode }: { mode?: SchemaFormOptions<AccountValues, AccountValues>['mode'] }) {
  // Built while rendering, as the portal's forms build theirs: its messages are in the language shown.
  const form = useSchemaForm(accountSchema(), { defaultValues: NO_ACCOUNT, mode });
  return <CheckedForm form={form} fields={ACCOUNT_FIELDS} />;
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('useSchemaForm when the language changes', () => {
  it('says the errors a submitted form shows in the language the member switches to', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AccountForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box('username')).toHaveAccessibleDescription('Username is a required field'));
    expect(box('password')).toHaveAccessibleDescription('Password is a required field');

    await act(() => showSpanish());
    await waitFor(() => expect(box('username')).toHaveAccessibleDescription('Nombre de usuario es un campo obligatorio'));
    expect(box('password')).toHaveAccessibleDescription('Contraseña es un campo obligatorio');
    expect(screen.queryByText(/required field/)).toBeNull();
  });

  it('shows nothing new: a form not yet submitted, and a field that showed no error, stay without one', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<AccountForm />);
    await act(() => showSpanish());
    await act(() => showLanguage('en'));
    expect(box('username')).not.toHaveAccessibleDescription();
    expect(box('password')).not.toHaveAccessibleDescription();
    expect(box('confirmation')).not.toHaveAccessibleDescription();
    unmount();

    // Submitted with the username missing; then the password changes, so the confirmation no longer matches: a change
    // checks only the field changed, so the confirmation shows no error, and a change of language adds none.
    render(<AccountForm />);
    await user.type(box('password'), 'secret1');
    await user.type(box('confirmation'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box('username')).toHaveAccessibleDescription('Username is a required field'));
    await user.type(box('password'), '2');
    expect(box('confirmation')).not.toHaveAccessibleDescription();

    await act(() => showSpanish());
    await waitFor(() => expect(box('username')).toHaveAccessibleDescription('Nombre de usuario es un campo obligatorio'));
    expect(box('password')).not.toHaveAccessibleDescription();
    expect(box('confirmation')).not.toHaveAccessibleDescription();
  });

  it('says the error of a field left empty (checked when touched) in the new language, and no other', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AccountForm mode="onTouched" />);
    await user.click(box('username'));
    await user.tab();
    await waitFor(() => expect(box('username')).toHaveAccessibleDescription('Username is a required field'));

    await act(() => showSpanish());
    await waitFor(() => expect(box('username')).toHaveAccessibleDescription('Nombre de usuario es un campo obligatorio'));
    expect(box('password')).not.toHaveAccessibleDescription();
  });

  it("says a form-level error again, with the schema built when the form is checked", async () => {
    const user = userEvent.setup({ delay: null });
    function DetailsForm() {
      const form = useSchemaForm(
        () =>
          z.object({ firstName: z.string() }).superRefine((values, ctx) => {
            if (!values.firstName) ctx.addIssue({ code: 'custom', path: ['root'], message: i18n._(NEW_ID_DETAILS_REQUIRED_MESSAGE) });
          }),
        { defaultValues: { firstName: '' }, reValidateMode: 'onSubmit' },
      );
      return <CheckedForm form={form} fields={['firstName']} />;
    }
    render(<DetailsForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text(NEW_ID_DETAILS_REQUIRED_MESSAGE));

    await act(() => showSpanish());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text(NEW_ID_DETAILS_REQUIRED_MESSAGE)));
    expect(text(NEW_ID_DETAILS_REQUIRED_MESSAGE)).toMatch(/^Se requieren el nombre/);
  });
});

describe('shownErrorNames', () => {
  it('names every error shown, nested ones by their path, and the form-level one as root', () => {
    const errors = {
      emailAddress: { type: 'custom', message: 'Invalid Email address' },
      answers: [undefined, { answer: { type: 'custom', message: 'Answer 2 is a required field' } }],
      // A field named 'message' in a group: its error nests, it is not the group's message.
      contact: { message: { type: 'custom', message: 'Message is a required field' } },
      root: { type: 'custom', message: 'First name, last name, and date of birth required' },
    } as unknown as FieldErrors;
    expect(shownErrorNames(errors)).toEqual(['emailAddress', 'answers.1.answer', 'contact.message', 'root']);
    expect(shownErrorNames({})).toEqual([]);
  });
});
