import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';

import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import './copy-to-clipboard.css';

/** How long the copied state lasts (product section 9). */
export const COPIED_STATE_MS = 3000;

export interface UseCopyToClipboardOptions {
  /** Called after every attempt: true when the text reached the clipboard, false otherwise (product section 8). */
  readonly onCopied?: (copied: boolean) => void;
  /** How long `copied` stays true. Defaults to 3000 ms. */
  readonly resetAfter?: number;
}

export interface CopyToClipboard {
  /** True for 3000 ms after a successful copy. */
  readonly copied: boolean;
  /** Writes the text with navigator.clipboard.writeText; resolves to whether it worked. Never rejects. */
  readonly copy: (text: string) => Promise<boolean>;
}

export function useCopyToClipboard({
  onCopied,
  resetAfter = COPIED_STATE_MS,
}: UseCopyToClipboardOptions = {}): CopyToClipboard {
  const [copied, setCopied] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timerRef.current), []);

  const copy = async (text: string) => {
    let ok: boolean;
    try {
      // Missing outside secure contexts (plain http) and in some embedded browsers.
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API not available');
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      ok = false;
    }
    clearTimeout(timerRef.current);
    setCopied(ok);
    if (ok) timerRef.current = setTimeout(() => setCopied(false), resetAfter);
    onCopied?.(ok);
    return ok;
  };

  return { copied, copy };
}

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  readonly text: string;
  /** The button text. Defaults to 'Copy'. */
  readonly label?: string;
  /** The text while copied. Defaults to 'Copied'. */
  readonly copiedLabel?: string;
  /**
   * What is copied, read after the visible label by screen readers only ('subscriber ID' makes the name 'Copy
   * subscriber ID', then 'Copied subscriber ID'), so the name always starts with the text on screen.
   */
  readonly what?: string;
  /**
   * Announce the copied state (default). Off when the caller announces the copy itself, e.g. with a snackbar, so
   * the member does not hear it twice.
   */
  readonly announce?: boolean;
  readonly onCopied?: (copied: boolean) => void;
}

/** A button that copies `text`, shows its copied label for 3000 ms, then reverts to its Copy label. */
export function CopyButton({
  text,
  label: givenLabel,
  copiedLabel: givenCopiedLabel,
  what,
  announce = true,
  onCopied,
}: CopyButtonProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Copy`;
  const copiedLabel = givenCopiedLabel ?? t`Copied`;
  const { copied, copy } = useCopyToClipboard({ onCopied });

  return (
    <span className="copy-button">
      <Button
        className={`copy-button__button${copied ? ' copy-button__button--copied' : ''}`}
        onPress={() => void copy(text)}
      >
        <svg className="copy-button__icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
          {copied ? (
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <g fill="none" stroke="currentColor" strokeWidth="1.5">
              <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
              <path d="M10.5 3.5v-0.5a1.5 1.5 0 0 0-1.5-1.5h-5a1.5 1.5 0 0 0-1.5 1.5v5a1.5 1.5 0 0 0 1.5 1.5h0.5" />
            </g>
          )}
        </svg>
        {copied ? copiedLabel : label}
        {what && (
          <>
            {' '}
            <VisuallyHidden>{what}</VisuallyHidden>
          </>
        )}
      </Button>
      {/* Always in the page, so the change to the copied text is announced. */}
      {announce && (
        <VisuallyHidden>
          <span role="status">{copied ? copiedLabel : ''}</span>
        </VisuallyHidden>
      )}
    </span>
  );
}
