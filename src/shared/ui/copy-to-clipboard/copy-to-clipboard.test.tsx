import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeTimerUser, installFakeTimers } from '../test-utils/fake-timers';

import { CopyButton } from './copy-to-clipboard';

let restoreTimers: () => void;
beforeEach(() => {
  restoreTimers = installFakeTimers();
});
afterEach(() => restoreTimers());

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

/** Lets the clipboard promise settle and React apply the state it sets. */
const flush = () => act(() => Promise.resolve());

function setup(onCopied = vi.fn<(copied: boolean) => void>()) {
  // user-event installs its own clipboard stub on setup; spy on it afterwards.
  const user = fakeTimerUser();
  render(<CopyButton text="ABC123456" what="subscriber ID" onCopied={onCopied} />);
  return { user, onCopied, button: screen.getByRole('button', { name: 'Copy subscriber ID' }) };
}

describe('CopyButton and useCopyToClipboard', () => {
  it('copies with navigator.clipboard.writeText and shows the copied state for 3000 ms', async () => {
    const { user, onCopied, button } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(button).toHaveTextContent('Copy');

    await user.click(button);

    await flush();
    expect(writeText).toHaveBeenCalledWith('ABC123456');
    expect(onCopied).toHaveBeenCalledExactlyOnceWith(true);
    expect(button).toHaveTextContent('Copied');
    // The name follows the visible label (WCAG 2.5.3, label in name).
    expect(button).toHaveAccessibleName('Copied subscriber ID');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    advance(2999);
    expect(button).toHaveTextContent('Copied');
    advance(1);
    expect(button).toHaveTextContent('Copy');
    expect(button).not.toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a second copy restarts the 3000 ms', async () => {
    const { user, button } = setup();
    await user.click(button);
    await flush();
    advance(2000);
    await user.click(button);
    await flush();
    advance(2000);
    expect(button).toHaveTextContent('Copied');
    advance(1000);
    expect(button).not.toHaveTextContent('Copied');
  });

  it('reports copied=false when writing fails', async () => {
    const { user, onCopied, button } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(button);
    await flush();
    expect(onCopied).toHaveBeenCalledExactlyOnceWith(false);
    expect(button).not.toHaveTextContent('Copied');
  });

  it('reports copied=false when there is no clipboard API', async () => {
    const { user, onCopied, button } = setup();
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(button);
      await flush();
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
    expect(onCopied).toHaveBeenCalledExactlyOnceWith(false);
    expect(button).toHaveTextContent('Copy');
  });

  it('uses the visible Copy label as its name by default', () => {
    render(<CopyButton text="x" />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('leaves the announcement to the caller when asked (a snackbar says it instead)', async () => {
    const user = fakeTimerUser();
    render(<CopyButton text="x" what="subscriber ID" announce={false} />);
    await user.click(screen.getByRole('button', { name: 'Copy subscriber ID' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Copied subscriber ID' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
