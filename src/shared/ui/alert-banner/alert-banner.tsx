import { useState, type ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';

import type { Alert, AlertLink, AlertType } from '../../../../generated/model';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import './alert-banner.css';

export interface AlertBannerProps extends Alert {
  /** Called after the member dismisses the alert (only offered when canDismiss is true). */
  readonly onDismiss?: () => void;
  /**
   * Handles the alert's buttons. Without it each button is a link to its target, styled as a button.
   */
  readonly onButtonPress?: (button: AlertLink) => void;
  /** Extra content under the alert's own content. */
  readonly children?: ReactNode;
}

const ICONS: Record<AlertType, string> = { info: 'i', success: '✓', warning: '!', error: '!' };
/** Said before the title, so the type is not carried by colour and icon alone. */
const TYPE_NAMES: Record<AlertType, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/**
 * An alert from the Alert schema (spec section 3): type, title, content, links and buttons, dismissible when
 * canDismiss is true (button "Dismiss alert"). Errors and warnings are role="alert"; info and success
 * role="status". Links and link-buttons are React Aria Links, so they navigate through the app's router once
 * it provides React Aria's RouterProvider, and as plain links otherwise.
 */
export function AlertBanner({
  type,
  title,
  content,
  canDismiss = false,
  links = [],
  buttons = [],
  onDismiss,
  onButtonPress,
  children,
}: AlertBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  return (
    <div
      className={`alert-banner alert-banner--${type}`}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
    >
      <span className="alert-banner__icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="alert-banner__body">
        <p className="alert-banner__title">
          <VisuallyHidden>{`${TYPE_NAMES[type]}: `}</VisuallyHidden>
          {title}
        </p>
        {content && <p className="alert-banner__content">{content}</p>}
        {children}
        {(links.length > 0 || buttons.length > 0) && (
          <div className="alert-banner__actions">
            {links.map((link) => (
              <Link key={`${link.label}-${link.target}`} className="alert-banner__link" href={link.target}>
                {link.label}
              </Link>
            ))}
            {buttons.map((button) =>
              onButtonPress ? (
                <Button
                  key={`${button.label}-${button.target}`}
                  className="alert-banner__button"
                  onPress={() => onButtonPress(button)}
                >
                  {button.label}
                </Button>
              ) : (
                <Link key={`${button.label}-${button.target}`} className="alert-banner__button" href={button.target}>
                  {button.label}
                </Link>
              ),
            )}
          </div>
        )}
      </div>
      {canDismiss && (
        <Button
          className="alert-banner__dismiss"
          aria-label="Dismiss alert"
          onPress={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <span aria-hidden="true">×</span>
        </Button>
      )}
    </div>
  );
}
