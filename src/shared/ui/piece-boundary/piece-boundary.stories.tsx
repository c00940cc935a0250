import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { PROBLEM_EVENT } from '../../errors/report-problem';
import type { StoryParameters } from '../../../test/storybook';

import { PieceBoundary } from './piece-boundary';

/**
 * The piece boundary: one piece of a page (a dashboard tile, a section, the page area) inside its own error
 * boundary. A piece that fails to render shows its own short message with 'Try again' in its place, the rest of the
 * page stays, and the failure is reported once (the piece's key, the same in every language, and the error's type,
 * never its message).
 */

/** Whether the story's piece fails while it renders (as a piece meeting an answer it did not expect would). */
const piece = { broken: false };

function Coverage() {
  if (piece.broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return (
    <section aria-labelledby="story-coverage">
      <h2 id="story-coverage">Your coverage</h2>
      <p>Medical, Dental, Vision and Pharmacy: active since January 1, 2024.</p>
    </section>
  );
}

const meta = {
  title: 'Shared interface/Piece boundary',
  render: () => (
    <div>
      <PieceBoundary piece="account.summary.coverage" name={msg`your coverage`}>
        <Coverage />
      </PieceBoundary>
      <p>The rest of the page.</p>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** React's report of the error the boundary caught (it logs it with console.error in development). */
const CAUGHT_BY_THE_BOUNDARY = /The above error occurred in the <Coverage> component/;

/** A story's beforeEach: the piece throws while it renders until the story ends (or sets it right itself). */
function breakThePiece() {
  piece.broken = true;
  return () => {
    piece.broken = false;
  };
}
const problemReports = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === PROBLEM_EVENT);

export const Shown: Story = {
  beforeEach() {
    piece.broken = false;
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('region', { name: 'Your coverage' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Try again/ })).toBeNull();
  },
};

export const FailedPiece: Story = {
  name: 'Failed piece: its own message, the rest of the page stays',
  parameters: { consoleErrors: [CAUGHT_BY_THE_BOUNDARY] } satisfies StoryParameters,
  beforeEach: breakThePiece,
  async play({ canvas }) {
    await expect(await canvas.findByText("Sorry, we can't show your coverage right now.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again: your coverage' })).toBeEnabled();
    await expect(canvas.getByText('The rest of the page.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your coverage' })).toBeNull();
    // Reported once, under the piece's key, with the kind of error only.
    await expect(problemReports()).toEqual([{ event: PROBLEM_EVENT, piece: 'account.summary.coverage', reason: 'TypeError' }]);
  },
};

export const TriedAgain: Story = {
  name: 'Failed piece, then Try again once it can render',
  parameters: { consoleErrors: [CAUGHT_BY_THE_BOUNDARY] } satisfies StoryParameters,
  beforeEach: breakThePiece,
  async play({ canvas }) {
    const retry = await canvas.findByRole('button', { name: 'Try again: your coverage' });
    piece.broken = false;
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Your coverage' })).toBeVisible());
    await expect(canvas.queryByText("Sorry, we can't show your coverage right now.")).toBeNull();
  },
};
