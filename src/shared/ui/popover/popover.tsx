import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover as AriaPopover, type Placement } from 'react-aria-components';

import './popover.css';

export interface PopoverProps {
  /** The trigger button's content. */
  readonly triggerLabel: ReactNode;
  /** The trigger's accessible name when its content is an icon or is ambiguous. */
  readonly triggerAriaLabel?: string;
  /** Another class for the trigger (e.g. a word inside a sentence). */
  readonly triggerClassName?: string;
  /** A visible heading for the popover; it names the popover dialog. */
  readonly title?: string;
  /** The popover dialog's accessible name when there is no title (defaults to a text triggerLabel). */
  readonly label?: string;
  /** The content; a function gets a `close` to call, e.g. from a link inside. */
  readonly children: ReactNode | ((close: () => void) => ReactNode);
  readonly placement?: Placement;
  /** Controlled open state; use with onOpenChange. */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A popover that opens on click (product section 2) and closes on a click outside, on Escape, or on the trigger.
 *
 * Outside clicks on touch devices: the portal this replaces armed its outside-click handler only 100 ms after
 * opening, so that the tap which opened it could not close it at once. React Aria does not need that delay: its
 * outside-interaction hook (useInteractOutside, used by the Popover's overlay) closes only on a press that both
 * starts (pointerdown/touchstart) and ends (click/touchend) outside the popover after it opened; the tap that
 * opened it started before the listeners existed, so it never counts. Focus moves into the popover on open and
 * back to the trigger on close.
 */
export function Popover({
  triggerLabel,
  triggerAriaLabel,
  triggerClassName,
  title,
  label,
  children,
  placement = 'bottom',
  isOpen,
  onOpenChange,
}: PopoverProps) {
  const dialogLabel = title ? undefined : (label ?? (typeof triggerLabel === 'string' ? triggerLabel : undefined));

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={triggerClassName ? `popover__trigger ${triggerClassName}` : 'popover__trigger'} aria-label={triggerAriaLabel}>
        {triggerLabel}
      </Button>
      <AriaPopover className="popover" placement={placement} offset={8}>
        <Dialog className="popover__dialog" aria-label={dialogLabel}>
          {({ close }) => (
            <>
              {title && (
                <Heading slot="title" level={2} className="popover__title">
                  {title}
                </Heading>
              )}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
