import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { EditCard, type EditCardProps } from './edit-card';

function renderCard(props: Partial<EditCardProps> = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <EditCard
      title="Contact information"
      edit={
        <label>
          Email <input name="email" defaultValue="ana@example.com" />
        </label>
      }
      {...props}
    >
      <p>ana@example.com</p>
    </EditCard>,
  );
  return { user };
}

const editButton = () => screen.getByRole('button', { name: 'Edit Contact information' });

describe('EditCard', () => {
  it('starts in the display view with an "Edit {title}" button', () => {
    renderCard();
    expect(screen.getByRole('region', { name: 'Contact information' })).toHaveTextContent('ana@example.com');
    expect(editButton()).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('the edit button opens the edit view with Cancel and Save, focusing the first field', async () => {
    const { user } = renderCard();
    await user.click(editButton());
    expect(screen.getByRole('form', { name: 'Contact information' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Contact information' })).not.toBeInTheDocument();
  });

  it('Cancel goes back to the display view and to the edit button', async () => {
    const onCancel = vi.fn();
    const onSave = vi.fn();
    const { user } = renderCard({ onCancel, onSave });
    await user.click(editButton());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(editButton()).toHaveFocus();
  });

  it('Save (or Enter in a field) calls onSave, then goes back to the display view', async () => {
    const onSave = vi.fn();
    const { user } = renderCard({ onSave });
    await user.click(editButton());
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(editButton()).toHaveFocus());

    await user.click(editButton());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('stays in the edit view when onSave answers false', async () => {
    const { user } = renderCard({ onSave: () => Promise.resolve(false) });
    await user.click(editButton());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('form', { name: 'Contact information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('the readOnly flag hides the edit icon', () => {
    renderCard({ readOnly: true, defaultEditing: true });
    expect(screen.queryByRole('button', { name: 'Edit Contact information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });

  it('reports edit state changes when controlled', async () => {
    const onEditingChange = vi.fn();
    const { user } = renderCard({ isEditing: false, onEditingChange });
    await user.click(editButton());
    expect(onEditingChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
