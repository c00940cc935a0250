import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';

import { MISSING_TOOLTIP_TEXT_MESSAGE, Tooltip } from './tooltip';

const TEXT = 'Your plan year resets every January 1.';

function renderTooltip(text?: string) {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <Tooltip text={text}>
        <Button>Plan year</Button>
      </Tooltip>
      <Button>Elsewhere</Button>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Plan year' }) };
}

describe('Tooltip', () => {
  it('opens on hover at once and closes when the pointer leaves', async () => {
    const { user, trigger } = renderTooltip(TEXT);
    // As in a browser, the mouse moves over the page before it reaches the trigger (React Aria only treats
    // hover as hover once it has seen the pointer move).
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent(TEXT);
    expect(trigger).toHaveAccessibleDescription(TEXT);

    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const { user, trigger } = renderTooltip(TEXT);
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(TEXT);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it.each([undefined, '', '   '])('without text (%o) logs the error and renders only its trigger', async (text) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, trigger } = renderTooltip(text);

    expect(error).toHaveBeenCalledExactlyOnceWith('libTooltip is missing tooltip text or a valid ng-template reference.');
    expect(MISSING_TOOLTIP_TEXT_MESSAGE).toBe('libTooltip is missing tooltip text or a valid ng-template reference.');
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.hover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });
});
