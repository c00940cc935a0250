import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { getGetAccountStatusQueryKey, useChangePassword, useGetAccountStatus } from '../../../generated/gateway/account/account';
import type { ErrorBody } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { type Text, useTextOf } from '../../shared/i18n/text';
import { isApiError, NETWORK_ERROR_STATUS } from '../../shared/lib/http/api-error';
import { MAX_LENGTH, passwordSchema, requiredText, useSchemaForm, withFieldMatch } from '../../shared/lib/validation';
import { AlertBanner, useNotify } from '../../shared/ui';
import { PasswordField, PasswordRule } from '../../shared/ui/password-field/password-field';

import { AuthActions, AuthPage } from './auth-page';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';

import './change-password.css';

export const PASSWORDS_DO_NOT_MATCH = msg`The new passwords do not match.`;
export const PASSWORD_CHANGED_MESSAGE = msg`Your password has been changed.`;
export const PASSWORD_CHANGE_FAILED = msg`We could not change your password. Please try again.`;
export const PASSWORD_CHANGE_UNREACHABLE = msg`We could not reach our servers to change your password. Check your connection and try again.`;
/** The account status that forces a password change after login (product section 4). */
const FORCED_CHANGE_STATUS = 'INI';

/** The form's rules, with their messages in the language shown when it is built (each time the form is checked). */
function changePasswordSchema() {
  return withFieldMatch(
    z.object({
      currentPassword: requiredText(t`Current password`, { max: MAX_LENGTH.password }),
      newPassword: passwordSchema(t`New password`),
      confirmPassword: requiredText(t`Confirm new password`, { max: MAX_LENGTH.password }),
    }),
    { field: 'newPassword', confirmField: 'confirmPassword', label: t`Confirm new password`, messages: { mismatch: PASSWORDS_DO_NOT_MATCH } },
  );
}

type PasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
type PasswordName = keyof PasswordValues;

/**
 * The text shown in the form for a failed PUT /account/password (handled in place, product section 8): the gateway's
 * message as sent, or the portal's own.
 */
export function passwordChangeFailure(error: unknown): Text {
  if (!isApiError(error)) return PASSWORD_CHANGE_FAILED;
  if (error.status === NETWORK_ERROR_STATUS) return PASSWORD_CHANGE_UNREACHABLE;
  const message = (error.body as Partial<ErrorBody> | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : PASSWORD_CHANGE_FAILED;
}

/**
 * Change password (product sections 2, 4 and 5): the forced change after a login with account status INI, and the
 * normal settings screen. Current password, new password under the password rule (shown as a hint), and its
 * confirmation (two-field match), each a HiddenInput. PUT /account/password is handled here: a failure shows the
 * gateway's message (or a plain failure text) in the form and keeps what was typed; success says so and goes home.
 */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const textOf = useTextOf();
  const status = useGetAccountStatus();
  const changePassword = useChangePassword({ mutation: { meta: { failure: 'in-place' } } });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useNotify();
  const [failure, setFailure] = useState<Text | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const forced = status.data?.trim() === FORCED_CHANGE_STATUS;

  const form = useSchemaForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    // Each hidden input shows its error once touched (product section 5).
    mode: 'onTouched',
  });
  const { isSubmitted } = form.formState;

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword.mutateAsync({ data: { currentPassword, newPassword } });
    } catch (error) {
      setFailure(passwordChangeFailure(error));
      return;
    }
    // The status read at login (INI) no longer holds.
    queryClient.removeQueries({ queryKey: getGetAccountStatusQueryKey() });
    notify({ status: 'success', message: i18n._(PASSWORD_CHANGED_MESSAGE), dismissAfter: 5000 });
    await navigate(routePaths.home);
  });

  const passwordField = (name: PasswordName, label: string, autoComplete: string) => (
    <PasswordField
      control={form.control}
      name={name}
      label={label}
      autoComplete={autoComplete}
      submitted={isSubmitted}
      onEdit={() => setFailure(null)}
    />
  );

  return (
    <AuthPage
      title={t`Change password`}
      busy={changePassword.isPending || status.isPending}
      busyLabel={changePassword.isPending ? t`Changing your password` : t`Loading`}
      intro={!forced && <p>{t`Choose a new password for your Member Dashboard. You will use it the next time you log in.`}</p>}
    >
      {forced && (
        <div className="change-password__notice">
          <AlertBanner
            type="info"
            title={t`Please create a new password`}
            content={t`For your security, you need to replace your temporary password before you can use your Member Dashboard.`}
          />
        </div>
      )}
      {failure && (
        <FormAlert alertRef={alertRef}>
          <p>{textOf(failure)}</p>
        </FormAlert>
      )}
      <form className="auth-page__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {passwordField('currentPassword', t`Current password`, 'current-password')}
        <div className="change-password__new">
          {passwordField('newPassword', t`New password`, 'new-password')}
          <PasswordRule title={t`Your new password needs:`} />
        </div>
        {passwordField('confirmPassword', t`Confirm new password`, 'new-password')}
        <AuthActions submitLabel={t`Change password`} busy={changePassword.isPending}>
          {!forced && (
            <Link className="auth-page__link change-password__cancel" to={routePaths.settings}>
              {t`Cancel`}
            </Link>
          )}
        </AuthActions>
      </form>
    </AuthPage>
  );
}
