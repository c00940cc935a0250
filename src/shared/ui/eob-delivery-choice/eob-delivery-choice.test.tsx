import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import {
  initialRegistrationPolicyValues,
  POLICY_NOT_CONFIRMED_MESSAGE,
  registrationPoliciesSchema,
  type RegistrationPolicyValues,
  useSchemaForm,
} from '../../lib/validation';

import { text } from '../../../test/i18n';

import { RegistrationPolicyFields } from './eob-delivery-choice';

function PoliciesForm({ subscriber, onValid }: { subscriber: boolean; onValid: (values: RegistrationPolicyValues) => void }) {
  const form = useSchemaForm(registrationPoliciesSchema(), { defaultValues: initialRegistrationPolicyValues(null, { isSubscriber: subscriber }) });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <RegistrationPolicyFields form={form} subscriber={subscriber} />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('RegistrationPolicyFields', () => {
  it('asks the subscriber to acknowledge the policy and to choose how EOBs arrive (electronically to start with)', async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    render(<PoliciesForm subscriber onValid={onValid} />);
    const acknowledgement = screen.getByRole('checkbox', { name: 'I have read and acknowledged this.' });
    expect(acknowledgement).toHaveAttribute('aria-required', 'true');
    const delivery = screen.getByRole('group', { name: 'How would you like to receive your Explanation of Benefits (EOB)?' });
    expect(within(delivery).getByRole('radio', { name: /^Electronically/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(acknowledgement).toHaveAccessibleDescription(text(POLICY_NOT_CONFIRMED_MESSAGE));

    await user.click(acknowledgement);
    await user.click(within(delivery).getByRole('radio', { name: /^By mail/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: false });
  });

  it('does not ask any other member about EOB delivery', async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    render(<PoliciesForm subscriber={false} onValid={onValid} />);
    expect(screen.queryByRole('group', { name: 'How would you like to receive your Explanation of Benefits (EOB)?' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'I have read and acknowledged this.' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: null });
  });
});
