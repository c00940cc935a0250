import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { EditCard } from './edit-card';

/** The edit card (product section 2): a display view and an edit view; read-only hides the edit icon. */
const meta = {
  title: 'Shared interface/Edit card',
  component: EditCard,
  args: {
    title: 'Email address',
    children: <p>jordan.rivera@example.com</p>,
    edit: (
      <label>
        Email address <input type="email" name="email" defaultValue="jordan.rivera@example.com" />
      </label>
    ),
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof EditCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: 'Email address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Email address' })).toBeVisible();
  },
};

export const Editing: Story = {
  args: { defaultEditing: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('jordan.rivera@example.com');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const EditThenSave: Story = {
  async play({ args, canvas }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Email address' }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Edit Email address' })).toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  async play({ canvas }) {
    await expect(canvas.queryByRole('button', { name: 'Edit Email address' })).toBeNull();
  },
};
