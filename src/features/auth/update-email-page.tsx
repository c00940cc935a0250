import { useLingui } from '@lingui/react/macro';

import { useUpdatePreferences } from '../../../generated/gateway/account/account';
import type { EmailUpdate } from '../../../generated/model';
import { updateEmailSchema, useSchemaForm } from '../../shared/lib/validation';
import { useSession } from '../../shared/session/session-context';
import { emailUpdatedNotification, useNotify } from '../../shared/ui';

import { AuthActions, AuthPage } from './auth-page';
import { EmailField, trimmedValue } from '../../shared/ui/form-field/form-field';
import { useLoginStep } from './use-login-step';


/**
 * Update email (product section 2, temporary token): a member with no e-mail address on file adds one before the
 * login continues. PUT /account/preferences with the address; on success the snackbar says so for 3 seconds and
 * post-login routing continues with the same token. A failure stops the spinner; the global rule shows the
 * error page.
 */
export function UpdateEmailPage() {
  const { t } = useLingui();
  const { temporaryToken } = useSession();
  const updatePreferences = useUpdatePreferences();
  const { notify } = useNotify();
  const { busy, run } = useLoginStep();

  const form = useSchemaForm(updateEmailSchema(), { defaultValues: { emailAddress: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ emailAddress }) =>
    run(async () => {
      const change: EmailUpdate = { emailAddress };
      await updatePreferences.mutateAsync({ data: change });
      notify(emailUpdatedNotification());
      return { token: temporaryToken };
    }),
  );

  return (
    <AuthPage
      title={t`Update email`}
      busy={busy}
      busyLabel={t`Saving your email address`}
      intro={
        <>
          <p>{t`We don't have an email address for you yet. Add one to finish logging in.`}</p>
          <p>{t`We use it to send you important notices about your plan and your account, such as a password reset.`}</p>
        </>
      }
    >
      <form className="auth-page__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          label={t`Email address`}
          // Spaces around a pasted address are dropped before the check.
          registration={form.register('emailAddress', trimmedValue)}
          error={errors.emailAddress?.message}
        />
        <AuthActions submitLabel={t`Submit`} busy={busy} />
      </form>
    </AuthPage>
  );
}
