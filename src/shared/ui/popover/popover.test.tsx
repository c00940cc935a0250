import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Popover } from './popover';

function renderPopover() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <p>Outside text</p>
      <Popover triggerLabel="What is a deductible?" title="Deductible">
        {(close) => (
          <>
            <p>The amount you pay before the plan pays.</p>
            <button type="button" onClick={close}>
              Got it
            </button>
          </>
        )}
      </Popover>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'What is a deductible?' }) };
}

describe('Popover', () => {
  it('opens on click as a dialog named by its title', async () => {
    const { user, trigger } = renderPopover();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Deductible' })).toHaveTextContent('The amount you pay before the plan pays.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    await user.click(screen.getByText('Outside text'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('can be closed from inside', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on touch, the tap that opens it does not close it; a later tap outside does', async () => {
    const { user, trigger } = renderPopover();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(screen.getByRole('dialog', { name: 'Deductible' })).toBeInTheDocument();

    await user.pointer({ keys: '[TouchA]', target: screen.getByText('Outside text') });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names an untitled popover after its trigger text', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Popover triggerLabel="Help">Call us</Popover>);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('dialog', { name: 'Help' })).toHaveTextContent('Call us');
  });
});
