import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Alert, AlertType } from '../../../../generated/model';

import { AlertBanner, PlanCancellationNotice } from './alert-banner';

const ebill: Alert = {
  type: 'warning',
  title: 'eBill Update needed',
  content: 'Your payment method needs updating.',
  canDismiss: true,
  links: [{ label: 'Learn more', target: '/help/ebill' }],
  buttons: [{ label: 'Update now', target: '/account/ebill' }],
};

describe('AlertBanner', () => {
  it.each<[AlertType, 'alert' | 'status', string]>([
    ['error', 'alert', 'Error'],
    ['warning', 'alert', 'Warning'],
    ['info', 'status', 'Information'],
    ['success', 'status', 'Success'],
  ])('a %s alert has role="%s" and says its type', (type, role, typeName) => {
    render(<AlertBanner type={type} title="Title" />);
    const alert = screen.getByRole(role);
    expect(alert).toHaveTextContent(`${typeName}: Title`);
    expect(alert).toHaveClass(`alert-banner--${type}`);
  });

  it('shows the title, content, links and buttons of the Alert schema', () => {
    render(<AlertBanner {...ebill} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('eBill Update needed');
    expect(alert).toHaveTextContent('Your payment method needs updating.');
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/help/ebill');
    // Without a handler, buttons are links to their targets.
    expect(screen.getByRole('link', { name: 'Update now' })).toHaveAttribute('href', '/account/ebill');
  });

  it('hands its buttons to onButtonPress when given', async () => {
    const user = userEvent.setup({ delay: null });
    const onButtonPress = vi.fn();
    render(<AlertBanner {...ebill} onButtonPress={onButtonPress} />);
    await user.click(screen.getByRole('button', { name: 'Update now' }));
    expect(onButtonPress).toHaveBeenCalledExactlyOnceWith({ label: 'Update now', target: '/account/ebill' });
  });

  it('is dismissed with "Dismiss alert" when canDismiss', async () => {
    const user = userEvent.setup({ delay: null });
    const onDismiss = vi.fn();
    render(<AlertBanner {...ebill} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('offers no dismiss button otherwise', () => {
    render(<AlertBanner type="warning" title="You are not currently enrolled in a plan" />);
    expect(screen.getByRole('alert')).toHaveTextContent('You are not currently enrolled in a plan');
    expect(screen.queryByRole('button', { name: 'Dismiss alert' })).not.toBeInTheDocument();
  });
});

describe('PlanCancellationNotice', () => {
  it('says when coverage ends, lists each plan not renewed once, and leads to customer service', () => {
    render(
      <PlanCancellationNotice plans={['Dental PPO', 'Vision', 'Dental PPO']} coverageEnds="December 31, 2026">
        <p>Need coverage after that?</p>
      </PlanCancellationNotice>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Information: Your plan will not renew');
    expect(notice).toHaveTextContent('Your coverage ends December 31, 2026.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dental PPO', 'Vision']);
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/support/customer-service');
    expect(notice).toHaveTextContent('Need coverage after that?');
  });

  it('leaves out the end of coverage the gateway did not give', () => {
    render(<PlanCancellationNotice plans={['Dental PPO']} />);
    expect(screen.getByRole('status')).not.toHaveTextContent('Your coverage ends');
  });
});
