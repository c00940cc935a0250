import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Loaded } from './loaded';

/** The one page pattern: the loading state, the empty state, a failure handled in place, or the content. */
const meta = {
  title: 'Shared interface/Loaded',
  component: Loaded,
  args: {
    queries: [{ data: ['Dental cleaning', 'Eye exam'], error: null }],
    loading: 'Loading your claims',
    children: (list: unknown) => <p>{(list as string[]).join(', ')}</p>,
  },
} satisfies Meta<typeof Loaded>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  play: ({ canvas }) => expect(canvas.getByText('Dental cleaning, Eye exam')).toBeInTheDocument(),
};

export const StillLoading: Story = {
  args: { queries: [{ data: undefined, error: null }] },
  play: ({ canvas }) => expect(canvas.getByText('Loading your claims')).toBeInTheDocument(),
};

export const Empty: Story = {
  args: { queries: [{ data: [], error: null }], isEmpty: (list: unknown) => (list as string[]).length === 0, empty: <p>No claims yet.</p> },
  play: ({ canvas }) => expect(canvas.getByText('No claims yet.')).toBeInTheDocument(),
};

export const FailedInPlace: Story = {
  args: { queries: [{ data: undefined, error: new Error('503') }], failed: () => <p>Claims cannot be shown right now.</p> },
  play: ({ canvas }) => expect(canvas.getByText('Claims cannot be shown right now.')).toBeInTheDocument(),
};
