import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { GlossaryList, GlossaryTerm } from './glossary';

/** The glossary of claims and EOBs: a word in a sentence that opens its definition, and the list of every term. */
const meta = {
  title: 'Shared interface/Glossary',
  component: GlossaryList,
} satisfies Meta<typeof GlossaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermInASentence: Story = {
  render: () => (
    <p>
      The plan allowed $120.00; you paid $20.00 toward your <GlossaryTerm term="deductible">deductible</GlossaryTerm>.
    </p>
  ),
  async play({ canvas, canvasElement }) {
    const term = canvas.getByRole('button', { name: 'deductible: what deductible means' });
    await userEvent.click(term);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Deductible' });
    await expect(dialog).toHaveTextContent('before the plan starts to pay its share');
  },
};

export const EveryTerm: Story = {
  async play({ canvas }) {
    const list = canvas.getByRole('region', { name: 'What these words mean' });
    await expect(within(list).getByText('Allowed amount')).toBeInTheDocument();
    await expect(within(list).getByText('Copay')).toBeInTheDocument();
  },
};

export const SomeTerms: Story = {
  args: { terms: ['copay'], level: 3 },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 3, name: 'What these words mean' })).toBeInTheDocument();
    await expect(canvas.queryByText('Deductible')).not.toBeInTheDocument();
  },
};
