// The shared interface pieces of product section 2. The design tokens, the button look (.button, .button--primary),
// the input look (.input), the card grid (.card-grid), the raised card (.card) and the data table (.data-table)
// load with them; brands override the custom properties (see src/shared/styles/tokens.css).
import '../styles/tokens.css';
import './button/button.css';
import './input/input.css';
import './card-grid/card-grid.css';
import './card/card.css';
import './data-table/data-table.css';

export {
  AlertBanner,
  type AlertBannerProps,
} from './alert-banner/alert-banner';
export {
  COPIED_STATE_MS,
  CopyButton,
  useCopyToClipboard,
  type CopyButtonProps,
  type CopyToClipboard,
  type UseCopyToClipboardOptions,
} from './copy-to-clipboard/copy-to-clipboard';
export { EditCard, type EditCardProps } from './edit-card/edit-card';
export { HiddenInput, type HiddenInputProps } from './hidden-input/hidden-input';
export {
  DEFAULT_ALERT_TEXT,
  LateralTabBar,
  LateralTabs,
  type LateralTabBarItem,
  type LateralTabBarProps,
  type LateralTabsItem,
  type LateralTabsProps,
} from './lateral-tab-bar/lateral-tab-bar';
export { ExternalLink, type ExternalLinkProps } from './external-link/external-link';
export { PhoneLink, type PhoneLinkProps } from './phone-link/phone-link';
export { PIECE_FAILURE_CLASS, PieceBoundary, type PieceBoundaryProps } from './piece-boundary/piece-boundary';
export { Modal, type ModalAction, type ModalProps, type ModalType } from './modal/modal';
// The popover (with React Aria's overlay positioning), the glossary, the print view, the scrolling table and the
// link cards are imported from their own paths (e.g. './popover/popover'): this index is part of the first load,
// and those pieces are used only by pages that load on demand, so they load with them.
export { SafeHtml, type SafeHtmlProps } from './safe-html/safe-html';
export { ProgressBar, progressFillPercent, type ProgressBarProps } from './progress-bar/progress-bar';
export { ProgressSteps, stepStates, type ProgressStepsProps, type StepState } from './progress-steps/progress-steps';
export {
  DEFAULT_DISMISS_AFTER_MS,
  EXIT_FALLBACK_MS,
  notificationQueueReducer,
  type NotificationQueueAction,
  type NotificationQueueState,
} from './snackbar/notification-queue';
export { NotificationProvider, type NotificationProviderProps, type NotifyApi } from './snackbar/snackbar';
export { useNotify } from './snackbar/use-notify';
export { OverlaySpinner, type OverlaySpinnerProps } from './spinner/overlay-spinner';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { MISSING_TOOLTIP_TEXT_MESSAGE, Tooltip, type TooltipProps } from './tooltip/tooltip';
export {
  VISUALLY_HIDDEN_CLASS,
  VISUALLY_HIDDEN_FOCUSABLE_CLASS,
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './visually-hidden/visually-hidden';
export { emailUpdatedNotification, policiesAcceptedNotification } from './snackbar/success-messages';
