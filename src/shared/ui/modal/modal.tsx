import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

import '../button/button.css';
import './modal.css';

/** What the member did to close the modal (product section 4). Backdrop clicks and Escape count as 'close'. */
export type ModalAction = 'close' | 'primary' | 'secondary' | 'cancel';
export type ModalType = 'info' | 'success' | 'warning' | 'error';

export interface ModalProps {
  /** Controlled open state; use with onOpenChange. */
  readonly isOpen?: boolean;
  /** Uncontrolled initial open state. */
  readonly defaultOpen?: boolean;
  /** Called with false whenever the modal closes, after onAction. */
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** Called first when the member closes the modal, with what they used. */
  readonly onAction?: (kind: ModalAction) => void;
  /** The kind of message; sets the default icon and colour. Warnings and errors open as an alertdialog. */
  readonly type?: ModalType;
  readonly heading: string;
  readonly subheading?: ReactNode;
  /** The body text; the dialog's accessible description. */
  readonly message?: ReactNode;
  /** Replaces the type's default icon. Decorative: hidden from assistive technology. */
  readonly icon?: ReactNode;
  readonly primaryLabel: string;
  readonly secondaryLabel?: string;
  /** Shows the cancel link with this text. */
  readonly cancelLabel?: string;
  /** Shows the close-X (accessible name "Close"). On by default. */
  readonly showClose?: boolean;
  /** Extra content under the message. */
  readonly children?: ReactNode;
}

const DEFAULT_ICONS: Record<ModalType, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

/**
 * The shared modal (product sections 2 and 4). A click on close-X, primary, secondary or cancel emits 'close',
 * 'primary', 'secondary' or 'cancel' through onAction, then closes; a backdrop click or Escape emits 'close'.
 * React Aria's Modal traps focus inside, hides the rest of the page from assistive technology, and gives focus
 * back to the element that had it when the modal closes.
 */
export function Modal({
  isOpen,
  defaultOpen,
  onOpenChange,
  onAction,
  type = 'info',
  heading,
  subheading,
  message,
  icon,
  primaryLabel,
  secondaryLabel,
  cancelLabel,
  showClose = true,
  children,
}: ModalProps) {
  const { t } = useLingui();
  const messageId = useId();
  // Set by the modal's own buttons so that the close that follows is not reported a second time as 'close'.
  const reportedRef = useRef(false);

  const handleOpenChange = (open: boolean) => {
    if (!open) {
      if (!reportedRef.current) onAction?.('close');
      reportedRef.current = false;
    }
    onOpenChange?.(open);
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={handleOpenChange}
      isDismissable
      className="modal-overlay"
    >
      <AriaModal className={`modal modal--${type}`}>
        <Dialog
          className="modal__dialog"
          role={type === 'warning' || type === 'error' ? 'alertdialog' : 'dialog'}
          aria-describedby={message ? messageId : undefined}
        >
          {({ close }) => {
            const act = (kind: ModalAction) => () => {
              onAction?.(kind);
              reportedRef.current = true;
              close();
            };
            return (
              <>
                {showClose && (
                  <Button className="modal__close" aria-label={t`Close`} onPress={act('close')}>
                    <span aria-hidden="true">×</span>
                  </Button>
                )}
                <div className="modal__icon" aria-hidden="true">
                  {icon ?? DEFAULT_ICONS[type]}
                </div>
                <Heading slot="title" level={2} className="modal__heading">
                  {heading}
                </Heading>
                {subheading && <p className="modal__subheading">{subheading}</p>}
                {message && (
                  <div id={messageId} className="modal__message">
                    {message}
                  </div>
                )}
                {children}
                <div className="modal__actions">
                  <Button className="button button--primary modal__button" onPress={act('primary')}>
                    {primaryLabel}
                  </Button>
                  {secondaryLabel && (
                    <Button className="button modal__button" onPress={act('secondary')}>
                      {secondaryLabel}
                    </Button>
                  )}
                  {cancelLabel && (
                    // Styled as a link, but it acts rather than navigates, so it is a button.
                    <Button className="modal__cancel" onPress={act('cancel')}>
                      {cancelLabel}
                    </Button>
                  )}
                </div>
              </>
            );
          }}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
