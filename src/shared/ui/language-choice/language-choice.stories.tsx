import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LanguageChoice } from './language-choice';

/** The language choice of the masthead and the sign-in page: the other language, named in itself. */
const meta = {
  title: 'Shared interface/Language choice',
  component: LanguageChoice,
} satisfies Meta<typeof LanguageChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAnEnglishPage: Story = {
  async play({ canvasElement }) {
    const button = within(canvasElement).getByRole('button', { name: 'Español' });
    await expect(button).toHaveAttribute('lang', 'es');
  },
};
