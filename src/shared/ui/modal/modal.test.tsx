import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Modal, type ModalAction, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps> & { onAction: (kind: ModalAction) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        type="success"
        heading="Email updated"
        subheading="Your new address is saved"
        message="We will send your statements to the new address."
        icon={<span>icon</span>}
        primaryLabel="Continue"
        secondaryLabel="View settings"
        cancelLabel="Cancel"
        {...props}
      />
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const onAction = vi.fn<(kind: ModalAction) => void>();
  render(<Harness onAction={onAction} {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, onAction, opener, dialog: screen.getByRole('dialog', { name: 'Email updated' }) };
}

describe('Modal', () => {
  it('shows heading, subheading, message, icon and its buttons', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAccessibleDescription('We will send your statements to the new address.');
    expect(screen.getByText('Your new address is saved')).toBeInTheDocument();
    expect(screen.getByText('icon').closest('[aria-hidden="true"]')).not.toBeNull();
    for (const name of ['Close', 'Continue', 'View settings', 'Cancel']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it.each<[string, ModalAction]>([
    ['Close', 'close'],
    ['Continue', 'primary'],
    ['View settings', 'secondary'],
    ['Cancel', 'cancel'],
  ])('a click on "%s" emits %s once, then closes and gives focus back', async (name, kind) => {
    const { user, onAction, opener } = await openModal();
    await user.click(screen.getByRole('button', { name }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith(kind);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('emits the action before it closes', async () => {
    const calls: string[] = [];
    const { user } = await openModal({
      onAction: (kind) => calls.push(`action:${kind}`),
      // Replaces the harness's own onOpenChange to watch the order.
      onOpenChange: (open) => calls.push(`open:${open}`),
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls).toEqual(['action:primary', 'open:false']);
  });

  it('Escape dismisses and emits close', async () => {
    const { user, onAction, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(onAction).toHaveBeenCalledExactlyOnceWith('close');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a backdrop click dismisses and emits close', async () => {
    const { user, onAction, dialog } = await openModal();
    const backdrop = dialog.closest('.modal-overlay') as HTMLElement;
    await user.click(backdrop);
    expect(onAction).toHaveBeenCalledExactlyOnceWith('close');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const { user, dialog } = await openModal();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('leaves out the optional secondary button, cancel link and close-X', async () => {
    const { dialog } = await openModal({ secondaryLabel: undefined, cancelLabel: undefined, showClose: false });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Continue']);
  });

  it('opens warnings and errors as an alertdialog', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness onAction={vi.fn()} type="error" heading="Something went wrong" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('alertdialog', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('works uncontrolled with defaultOpen', async () => {
    const user = userEvent.setup({ delay: null });
    const onAction = vi.fn();
    render(<Modal defaultOpen heading="Notice" primaryLabel="OK" onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('primary');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
