import type { ReactNode, Ref } from 'react';

import './form-alert.css';

export type FormAlertTone = 'error' | 'warning' | 'info' | 'success';

export interface FormAlertProps {
  /** 'error' (the default) and 'warning' are announced at once (role alert); 'info' and 'success' politely (status). */
  readonly tone?: FormAlertTone;
  /** A bold first line; without one the whole message is the alert's text. */
  readonly title?: string;
  readonly children?: ReactNode;
  /** Lets the page move focus to the message (it takes focus without being in the tab order). */
  readonly alertRef?: Ref<HTMLDivElement>;
  /** For fields whose aria-describedby names the message (the text field's formErrorId). */
  readonly id?: string;
}

const ICONS: Readonly<Record<FormAlertTone, string>> = { error: '!', warning: '!', info: 'i', success: '✓' };

/**
 * A message above a form, or in its place: a failure or what is missing before it can be sent, a notice the member
 * must act on, or the outcome of a request. Coloured with an icon, so colour is not the only cue.
 */
export function FormAlert({ tone = 'error', title, children, alertRef, id }: FormAlertProps) {
  return (
    <div
      ref={alertRef}
      id={id}
      className={`form-alert form-alert--${tone}${title === undefined ? ' form-alert--plain' : ''}`}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      <span className="form-alert__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="form-alert__body">
        {title !== undefined && <p className="form-alert__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
