import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

import type { Alert, AlertLink, AlertType } from '../../../../generated/model';
import { routePaths } from '../../../config/route-paths';
import { type Text, useTextOf } from '../../i18n/text';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import '../button/button.css';
import '../status-icon/status-icon.css';
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

const BUTTON_CLASS_NAME = 'button alert-banner__button';

const ICONS: Record<AlertType, string> = { info: 'i', success: '✓', warning: '!', error: '!' };
/** Said before the title, so the type is not carried by colour and icon alone. */
const TYPE_NAMES: Record<AlertType, MessageDescriptor> = {
  info: msg`Information`,
  success: msg`Success`,
  warning: msg`Warning`,
  error: msg`Error`,
};

/**
 * An alert from the Alert schema (product section 3): type, title, content, links and buttons, dismissible when
 * canDismiss is true (button "Dismiss alert"). Errors and warnings are role="alert"; info and success
 * role="status". Links and link-buttons to the portal's own pages navigate through the app's router when there is
 * one; other targets (and every target outside a router) are plain links.
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
  const { t, i18n } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  const inRouter = useInRouterContext();
  if (dismissed) return null;
  const linkTo = (target: string, label: string, className: string) =>
    inRouter && target.startsWith('/') && !target.startsWith('//') ? (
      <Link key={`${label}-${target}`} className={className} to={target}>
        {label}
      </Link>
    ) : (
      <a key={`${label}-${target}`} className={className} href={target}>
        {label}
      </a>
    );

  return (
    <div
      className={`alert-banner alert-banner--${type}`}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
    >
      <span className="status-icon alert-banner__icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="alert-banner__body">
        <p className="alert-banner__title">
          <VisuallyHidden>{`${i18n._(TYPE_NAMES[type])}: `}</VisuallyHidden>
          {title}
        </p>
        {content && <p className="alert-banner__content">{content}</p>}
        {children}
        {(links.length > 0 || buttons.length > 0) && (
          <div className="alert-banner__actions">
            {links.map((link) => linkTo(link.target, link.label, 'alert-banner__link'))}
            {buttons.map((button) =>
              onButtonPress ? (
                <button
                  key={`${button.label}-${button.target}`}
                  type="button"
                  className="button alert-banner__button"
                  onClick={() => onButtonPress(button)}
                >
                  {button.label}
                </button>
              ) : (
                linkTo(button.target, button.label, BUTTON_CLASS_NAME)
              ),
            )}
          </div>
        )}
      </div>
      {canDismiss && (
        <button
          type="button"
          className="alert-banner__dismiss"
          aria-label={t`Dismiss alert`}
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

export interface PlanCancellationNoticeProps {
  /** The plans that will not renew (a plan listed twice shows once): the portal's names, or the gateway's. */
  readonly plans: readonly Text[];
  /** The day coverage ends, as the page words it; left out when the gateway did not give it. */
  readonly coverageEnds?: string;
  /** More under the list of plans. */
  readonly children?: ReactNode;
}

/**
 * The notice that the member's plan will not renew, on the home page and on Member plan benefits: the day coverage
 * ends, the plans not renewed and the way to customer service.
 */
export function PlanCancellationNotice({ plans, coverageEnds, children }: PlanCancellationNoticeProps) {
  const { t } = useLingui();
  const textOf = useTextOf();
  return (
    <AlertBanner
      type="info"
      title={t`Your plan will not renew`}
      content={coverageEnds ? t`Your coverage ends ${coverageEnds}.` : undefined}
      links={[{ label: t`Contact customer service`, target: routePaths.customerService }]}
    >
      <p className="alert-banner__list-title">
        <Trans>Plans not renewed:</Trans>
      </p>
      <ul className="alert-banner__list">
        {[...new Set(plans.map(textOf))].map((plan) => (
          <li key={plan}>{plan}</li>
        ))}
      </ul>
      {children}
    </AlertBanner>
  );
}
