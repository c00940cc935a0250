import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ExternalLink } from './external-link';

/** A link that leaves the portal: it opens in a new tab and says so to screen readers. */
const meta = {
  title: 'Shared interface/External link',
  component: ExternalLink,
  args: { href: 'https://documents.plan.example/ooc/10001234.pdf', children: 'Outline of Coverage' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  async play({ canvas }) {
    const link = canvas.getByRole('link', { name: /^Outline of Coverage/ });
    await expect(link).toHaveAttribute('href', 'https://documents.plan.example/ooc/10001234.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const WithArrow: Story = {
  args: { showArrow: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: /^Outline of Coverage/ })).toHaveTextContent('↗');
  },
};
