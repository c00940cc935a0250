import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AlertBanner, PlanCancellationNotice } from './alert-banner';

/** An alert of the Alert schema (product section 3), one story per type, with the texts the portal shows. */
const meta = {
  title: 'Shared interface/Alert banner',
  component: AlertBanner,
  args: { onDismiss: fn() },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner of an alert, found by its title (the snackbar's regions, always in the page, have the same roles). */
function banner(canvasElement: HTMLElement, title: string): HTMLElement {
  const element = within(canvasElement).getByText(title, { exact: false }).closest<HTMLElement>('.alert-banner');
  if (!element) throw new Error(`No alert banner titled "${title}"`);
  return element;
}

export const NotEnrolledWarning: Story = {
  args: {
    type: 'warning',
    title: 'You are not currently enrolled in a plan',
    canDismiss: false,
    links: [{ label: 'Contact customer service', target: '/support/customer-service' }],
  },
  async play({ canvasElement }) {
    const alert = banner(canvasElement, 'You are not currently enrolled in a plan');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveTextContent('Warning: You are not currently enrolled in a plan');
    await expect(within(alert).queryByRole('button', { name: 'Dismiss alert' })).toBeNull();
  },
};

export const EbillUpdateNeeded: Story = {
  args: {
    type: 'warning',
    title: 'eBill Update needed',
    content: 'A payment method on your eBill account needs to be updated so your premium payments are not interrupted.',
    buttons: [{ label: 'Update payment method(s)', target: '/account/ebill' }],
  },
  async play({ canvasElement }) {
    const alert = banner(canvasElement, 'eBill Update needed');
    await expect(within(alert).getByRole('link', { name: 'Update payment method(s)' })).toHaveAttribute('href', '/account/ebill');
  },
};

export const DismissedByTheMember: Story = {
  args: { type: 'info', title: 'Your ID card is on its way', content: 'It arrives by mail within 10 business days.', canDismiss: true },
  async play({ args, canvas, canvasElement }) {
    const alert = banner(canvasElement, 'Your ID card is on its way');
    await expect(alert).toHaveAttribute('role', 'status');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss alert' }));
    await expect(args.onDismiss).toHaveBeenCalled();
    await expect(canvas.queryByText('Your ID card is on its way', { exact: false })).toBeNull();
  },
};

export const Success: Story = {
  args: { type: 'success', title: 'Successfully updated email address' },
  async play({ canvasElement }) {
    await expect(banner(canvasElement, 'Successfully updated email address')).toHaveTextContent('Success: Successfully updated email address');
  },
};

export const ErrorAlert: Story = {
  name: 'Error',
  args: { type: 'error', title: 'We could not save your preferences', content: 'Try again in a few minutes.' },
  async play({ canvasElement }) {
    const alert = banner(canvasElement, 'We could not save your preferences');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveTextContent('Error: We could not save your preferences');
  },
};

// The notice composes the banner itself: a story of its own, without the banner's args.
export const PlanWillNotRenew: StoryObj = {
  render: () => <PlanCancellationNotice plans={['Dental PPO', 'Vision']} coverageEnds="December 31, 2026" />,
  async play({ canvasElement }) {
    const notice = banner(canvasElement, 'Your plan will not renew');
    await expect(notice).toHaveTextContent('Your coverage ends December 31, 2026.');
    await expect(within(notice).getAllByRole('listitem')).toHaveLength(2);
  },
};
