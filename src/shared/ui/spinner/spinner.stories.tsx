import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Spinner } from './spinner';

/** The inline spinner (product section 2); the overlay spinner has stories of its own. */
const meta = {
  title: 'Shared interface/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'medium' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'small' }, play: ({ canvas }) => expect(canvas.getByText('Loading')).toBeInTheDocument() };
export const Large: Story = { args: { size: 'large', label: 'Downloading resource...' }, play: ({ canvas }) => expect(canvas.getByText('Downloading resource...')).toBeInTheDocument() };
