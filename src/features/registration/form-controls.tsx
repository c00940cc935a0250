import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';

import '../../shared/ui/button/button.css';
import './form-controls.css';

/** A step's form: checked by the step itself (no browser checks), submitted through the step's handler. */
export function StepForm({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>; children: ReactNode }) {
  return (
    <form className="reg-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
    </form>
  );
}

/** The registrant has an online account already: the ways to log in, or to recover the username or password. */
export function HasAccountNotice({ noticeRef }: { noticeRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useLingui();
  return (
    <FormAlert tone="info" title={t`You already have an online account`} alertRef={noticeRef}>
      <p>{t`Log in with your username and password. If you don't remember them, we can help.`}</p>
      <p className="form-alert__links">
        <Link to={routePaths.login}>{t`Log in`}</Link>
        <Link to={routePaths.recoverUsername}>{t`Forgot username`}</Link>
        <Link to={routePaths.recoverPassword}>{t`Forgot password`}</Link>
      </p>
    </FormAlert>
  );
}

/** What a step's request could not do (`title`), and why, in the words the step gives the failure. */
export function FailureNotice({ title, message, noticeRef }: { title: string; message: MessageDescriptor; noticeRef: RefObject<HTMLDivElement | null> }) {
  const { i18n } = useLingui();
  return (
    <FormAlert tone="error" title={title} alertRef={noticeRef}>
      <p>{i18n._(message)}</p>
    </FormAlert>
  );
}

/** The buttons under a step: Back and the step's own, and 'Start over' to clear everything. */
export function StepActions({
  submitLabel,
  busy = false,
  onBack,
  onStartOver,
}: {
  submitLabel: string;
  busy?: boolean;
  onBack?: () => void;
  onStartOver?: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="reg-actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
      {onBack && (
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          {t`Back`}
        </button>
      )}
      {onStartOver && (
        <button type="button" className="reg-link-button" onClick={onStartOver} disabled={busy}>
          {t`Start over`}
        </button>
      )}
    </div>
  );
}
