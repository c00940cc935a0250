import { useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

import { useRecoverUsername, useRequestPasswordReset, useResetPassword } from '../../../generated/gateway/recovery/recovery';
import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import { useSchemaForm } from '../../shared/lib/validation';
import { useToday } from '../../shared/lib/clock';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';
import { DateOfBirthField, EmailField, TextField, trimmedValue } from '../../shared/ui/form-field/form-field';
import { PasswordField, PasswordRule } from '../../shared/ui/password-field/password-field';

import { RecoveryCard } from './recovery-card';
import { RecoveryForm, SubmitButton, useFocusWhen, useRecoveryRequest } from './recovery-form';
import { forgotPasswordSchema, forgotUsernameSchema, resetPasswordSchema } from '../../domain/recovery/forms';
import {
  EMAIL_DELAY_TEXT,
  isExpiredResetCode,
  PASSWORD_RESET_TEXT,
  PASSWORD_RESET_TITLE,
  RESET_CODE_PARAM,
  RESET_LINK_EXPIRED_TEXT,
  RESET_LINK_EXPIRED_TITLE,
  RESET_LINK_SENT_TEXT,
  RESET_LINK_SENT_TITLE,
  USERNAME_SENT_TEXT,
  USERNAME_SENT_TITLE,
} from '../../domain/recovery/outcomes';
import '../../shared/ui/button/button.css';

function HelpLinks({ other }: { other: 'username' | 'password' }) {
  const { t } = useLingui();
  return (
    <>
      <Link to={routePaths.login}>{t`Back to log in`}</Link>
      {other === 'username' ? (
        <Link to={routePaths.recoverUsername}>{t`Forgot username`}</Link>
      ) : (
        <Link to={routePaths.recoverPassword}>{t`Forgot password`}</Link>
      )}
    </>
  );
}

/**
 * /recovery/username (signed out): the member's e-mail address and date of birth; POST /forgot-username e-mails
 * the username. Whatever the gateway found, the page says the same thing. Failures show above the form and keep
 * what was typed.
 */
export function RecoverUsernamePage() {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const today = useToday();
  const recover = useRecoverUsername({ mutation: { meta: { failure: 'in-place' } } });
  const [sent, setSent] = useState(false);
  const { failure, send } = useRecoveryRequest();
  const outcomeRef = useRef<HTMLDivElement>(null);
  useFocusWhen(sent, outcomeRef);

  const form = useSchemaForm(forgotUsernameSchema(today), { defaultValues: { emailAddress: '', dateOfBirth: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ emailAddress, dateOfBirth }) =>
    send(async () => {
      await recover.mutateAsync({ data: { emailAddress, dateOfBirth, domainId: brand.domainId } });
      setSent(true);
    }),
  );

  return (
    <RecoveryCard
      title={t`Forgot username`}
      busy={recover.isPending}
      busyLabel={t`Sending your request`}
      intro={!sent && <p>{t`Enter the email address and date of birth you used for your account. We'll email you your username.`}</p>}
      footer={<HelpLinks other="password" />}
    >
      {sent ? (
        <FormAlert tone="success" title={i18n._(USERNAME_SENT_TITLE)} alertRef={outcomeRef}>
          <p>{i18n._(USERNAME_SENT_TEXT)}</p>
          <p>{i18n._(EMAIL_DELAY_TEXT)}</p>
          <LogInLink />
        </FormAlert>
      ) : (
        <RecoveryForm failure={failure} onSubmit={onSubmit}>
          <EmailField
            label={t`Email address`}
            registration={form.register('emailAddress', trimmedValue)}
            error={errors.emailAddress?.message}
          />
          <DateOfBirthField today={today} registration={form.register('dateOfBirth')} error={errors.dateOfBirth?.message} />
          <SubmitButton disabled={recover.isPending}>{t`Email my username`}</SubmitButton>
        </RecoveryForm>
      )}
    </RecoveryCard>
  );
}

/** The first step of a password reset: the username; POST /forgot-password e-mails a reset link. */
function RequestResetLink({ titleRef }: { titleRef: RefObject<HTMLHeadingElement | null> }) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const request = useRequestPasswordReset({ mutation: { meta: { failure: 'in-place' } } });
  const [sent, setSent] = useState(false);
  const { failure, send } = useRecoveryRequest();
  const outcomeRef = useRef<HTMLDivElement>(null);
  useFocusWhen(sent, outcomeRef);

  const form = useSchemaForm(forgotPasswordSchema(), { defaultValues: { username: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ username }) =>
    send(async () => {
      await request.mutateAsync({ data: { username, domainId: brand.domainId } });
      setSent(true);
    }),
  );

  return (
    <RecoveryCard
      title={t`Forgot password`}
      titleRef={titleRef}
      busy={request.isPending}
      busyLabel={t`Sending your request`}
      intro={!sent && <p>{t`Enter your username. We'll email you a link to choose a new password.`}</p>}
      footer={<HelpLinks other="username" />}
    >
      {sent ? (
        <FormAlert tone="success" title={i18n._(RESET_LINK_SENT_TITLE)} alertRef={outcomeRef}>
          <p>{i18n._(RESET_LINK_SENT_TEXT)}</p>
          <p>{i18n._(EMAIL_DELAY_TEXT)}</p>
        </FormAlert>
      ) : (
        <RecoveryForm failure={failure} onSubmit={onSubmit}>
          <TextField
            label={t`Username`}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            registration={form.register('username', trimmedValue)}
            error={errors.username?.message}
          />
          <SubmitButton disabled={request.isPending}>{t`Email me a reset link`}</SubmitButton>
        </RecoveryForm>
      )}
    </RecoveryCard>
  );
}

type ResetValues = z.infer<ReturnType<typeof resetPasswordSchema>>;

/**
 * The reset step, opened from the e-mailed link (`?code=`): a new password under the password rule and its
 * confirmation; POST /forgot-password/reset. An expired code (410) says so with a way to start again.
 */
function ResetPassword({ code, titleRef }: { code: string; titleRef: RefObject<HTMLHeadingElement | null> }) {
  const { t, i18n } = useLingui();
  const reset = useResetPassword({ mutation: { meta: { failure: 'in-place' } } });
  const [outcome, setOutcome] = useState<'done' | 'expired' | null>(null);
  const { failure, clearFailure, send } = useRecoveryRequest((error) => {
    if (!isExpiredResetCode(error)) return false;
    setOutcome('expired');
    return true;
  });
  const outcomeRef = useRef<HTMLDivElement>(null);
  useFocusWhen(outcome !== null, outcomeRef);

  const form = useSchemaForm(resetPasswordSchema(), {
    defaultValues: { newPassword: '', confirmPassword: '' },
    // Each hidden input shows its error once touched (product section 5).
    mode: 'onTouched',
  });
  const { isSubmitted } = form.formState;

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    send(async () => {
      await reset.mutateAsync({ data: { resetToken: code, newPassword } });
      setOutcome('done');
    }),
  );

  const passwordField = (name: keyof ResetValues, label: string) => (
    <PasswordField control={form.control} name={name} label={label} autoComplete="new-password" submitted={isSubmitted} onEdit={clearFailure} />
  );

  return (
    <RecoveryCard
      title={t`Choose a new password`}
      titleRef={titleRef}
      busy={reset.isPending}
      busyLabel={t`Saving your new password`}
      intro={outcome === null && <p>{t`Choose a new password for your Member Dashboard.`}</p>}
      footer={<HelpLinks other="username" />}
    >
      {outcome === 'done' && (
        <FormAlert tone="success" title={i18n._(PASSWORD_RESET_TITLE)} alertRef={outcomeRef}>
          <p>{i18n._(PASSWORD_RESET_TEXT)}</p>
          <LogInLink />
        </FormAlert>
      )}
      {outcome === 'expired' && (
        <FormAlert tone="warning" title={i18n._(RESET_LINK_EXPIRED_TITLE)} alertRef={outcomeRef}>
          <p>{i18n._(RESET_LINK_EXPIRED_TEXT)}</p>
          <p>
            <Link to={routePaths.recoverPassword}>{t`Request a new reset link`}</Link>
          </p>
        </FormAlert>
      )}
      {outcome === null && (
        <RecoveryForm failure={failure} onSubmit={onSubmit}>
          {passwordField('newPassword', t`New password`)}
          <PasswordRule title={t`Your new password needs:`} />
          {passwordField('confirmPassword', t`Confirm new password`)}
          <SubmitButton disabled={reset.isPending}>{t`Reset password`}</SubmitButton>
        </RecoveryForm>
      )}
    </RecoveryCard>
  );
}

/**
 * /recovery/password (signed out): without a code, the request for a reset link; with the `code` of the e-mailed
 * link, the reset step itself. Moving between the two (the expired link's 'Request a new reset link') changes only
 * the query, so focus is moved to the new title here.
 */
export function RecoverPasswordPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get(RESET_CODE_PARAM)?.trim() ?? '';
  const titleRef = useRef<HTMLHeadingElement>(null);
  const mode = code ? 'reset' : 'request';
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    titleRef.current?.focus();
  }, [mode]);
  return code ? <ResetPassword key={code} code={code} titleRef={titleRef} /> : <RequestResetLink titleRef={titleRef} />;
}

/** The way on to the login page once a recovery step is done. */
function LogInLink() {
  const { t } = useLingui();
  return (
    <p>
      <Link className="button button--primary" to={routePaths.login}>
        {t`Log in`}
      </Link>
    </p>
  );
}
