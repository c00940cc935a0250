import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { requiredText, validationMessage } from '../../lib/validation';
import { FormAlert } from '../form-alert/form-alert';

import { CheckboxField, DateOfBirthField, EmailField, SelectField, TextAreaField, TextField, trimmedValue } from './form-field';

/** A form with a message of at most 10 characters, checked with the section 5 rules on submit. */
function MessageForm({ onValid }: { onValid: (values: { message: string }) => void }) {
  const form = useForm({
    resolver: zodResolver(z.object({ message: requiredText('Message', { max: 10 }) })),
    defaultValues: { message: 'Hi' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextAreaField
        label="Message"
        required
        hint="No account numbers."
        maxLength={10}
        registration={form.register('message')}
        error={form.formState.errors.message?.message}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextField', () => {
  it('is named by its label and described by its hint; invalid and described by its error only while it has one', () => {
    const { rerender } = render(<TextField label="Username" name="username" hint="3 to 16 letters or numbers" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('3 to 16 letters or numbers');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Username" name="username" hint="3 to 16 letters or numbers" error={validationMessage('required', 'Username')} />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('3 to 16 letters or numbers Username is a required field');
  });

  it('marks a required field for assistive technology without the browser checking it', () => {
    render(<TextField label="Subscriber ID" name="subscriberId" required />);
    const input = screen.getByRole('textbox', { name: 'Subscriber ID' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('is invalid too when a form-level message names it, and is described by it', () => {
    render(
      <>
        <FormAlert id="missing">
          <p>First name, last name, and date of birth required</p>
        </FormAlert>
        <TextField label="First name" name="firstName" formErrorId="missing" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('First name, last name, and date of birth required');
  });

  it('reports typed values of a plain form', async () => {
    const user = userEvent.setup({ delay: null });
    const onValueChange = vi.fn();
    render(<TextField label="Username" name="username" value="" onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'a');
    expect(onValueChange).toHaveBeenCalledWith('a');
  });

  it('counts the characters of a controlled value against its maximum', () => {
    render(<TextField label="Subject" name="subject" value="Orthodontics" onValueChange={() => undefined} maxLength={120} />);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('12 of 120 characters');
  });
});

describe('TextAreaField with react-hook-form', () => {
  it("counts the form's default and what is typed, lets the member type past the maximum and says so on submit", async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    render(<MessageForm onValid={onValid} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText('2 of 10 characters')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-required', 'true');
    expect(message).not.toHaveAttribute('maxlength');

    await user.type(message, ', how are you?');
    expect(message).toHaveValue('Hi, how are you?');
    expect(screen.getByText('16 of 10 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message exceeds the maximum number of characters')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('No account numbers. Message exceeds the maximum number of characters 16 of 10 characters');
    expect(message).toHaveValue('Hi, how are you?');
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(message);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message is a required field')).toBeInTheDocument();
    expect(screen.getByText('0 of 10 characters')).toBeInTheDocument();
  });
});

describe('SelectField and CheckboxField', () => {
  function Choices() {
    const form = useForm({ defaultValues: { topic: '', agreed: false } });
    return (
      <form>
        <SelectField
          label="Topic"
          placeholder="Choose a topic"
          options={[{ value: 'CLAIMS', label: 'Claims and EOBs' }]}
          registration={form.register('topic')}
          error="Topic is a required field"
        />
        <CheckboxField label="E-mail me" hint="When a bill is ready." required registration={form.register('agreed')} error="Please confirm" />
      </form>
    );
  }

  it('name their controls by label and read their hint and error with them', () => {
    render(<Choices />);
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Topic is a required field');
    expect(screen.getByRole('option', { name: 'Choose a topic' })).toHaveValue('');
    const box = screen.getByRole('checkbox', { name: 'E-mail me' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('When a bill is ready. Please confirm');
  });
});

function ReplyForm({ onValid }: { onValid: (values: { replyTo: string }) => void }) {
  const form = useForm({ defaultValues: { replyTo: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <EmailField label="Email for our reply" registration={form.register('replyTo', trimmedValue)} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('EmailField', () => {
  it('asks for an e-mail address: the e-mail keyboard, the browser autofill and no spelling check', () => {
    render(<EmailField label="Email address" name="email" hint="We send plan notices here." />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAccessibleDescription('We send plan notices here.');
  });

  it('gives the form the address without the spaces around it when registered with trimmedValue', async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    render(<ReplyForm onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Email for our reply' }), '  jordan@example.org ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ replyTo: 'jordan@example.org' });
  });
});

describe('DateOfBirthField', () => {
  it("is a date up to the day the form opened, filled from the browser's birthday", () => {
    render(<DateOfBirthField today={new Date(2026, 4, 14)} name="dateOfBirth" error="Date of birth is a required field" />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '2026-05-14');
    expect(input).toHaveAttribute('autocomplete', 'bday');
    expect(input).toHaveAccessibleDescription('Date of birth is a required field');
  });
});

describe('FormAlert', () => {
  it('announces failures and warnings at once, notices and outcomes politely, and can take focus', () => {
    render(
      <>
        <FormAlert title="We couldn't check your details">
          <p>Try again.</p>
        </FormAlert>
        <FormAlert tone="warning" title="Your registration has timed out" />
        <FormAlert tone="info" title="You already have an online account" />
        <FormAlert tone="success" title="Check your email" />
      </>,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(["!We couldn't check your detailsTry again.", '!Your registration has timed out']);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['iYou already have an online account', '✓Check your email']);
    expect(alerts[0]).toHaveAttribute('tabindex', '-1');
  });
});
