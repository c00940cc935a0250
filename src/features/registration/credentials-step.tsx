import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, type RefObject, useEffect, useRef, useState } from 'react';

import { getValidateUsernameQueryOptions } from '../../../generated/gateway/registration/registration';
import { checkUsername, useSchemaForm } from '../../shared/lib/validation';
import { OverlaySpinner } from '../../shared/ui';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';
import { EmailField, TextField, trimmedValue } from '../../shared/ui/form-field/form-field';
import { PasswordField, PasswordRule } from '../../shared/ui/password-field/password-field';

import { StepActions, StepForm } from './form-controls';
import { credentialsSchema } from '../../domain/registration/forms';
import { registrationFailureMessage } from '../../domain/registration/outcomes';
import { type RegistrationWizard, STEP } from './wizard-state';

/** Why the member is (back) on this step with something to do. */
export type CredentialsNotice = 'password-needed' | 'username-taken' | null;

/**
 * Step 3, 'Username and password': a username under the username rule that nobody has taken (GET
 * /registration/validations/username when the field is left and again on Continue; the answer is cached, so
 * one username is asked about once), the password under the password rule with its confirmation, and the
 * e-mail address for the account. The username and e-mail are kept with the wizard; the password only in memory.
 */
export function CredentialsStep({
  wizard,
  headingRef,
  password,
  onPassword,
  notice,
  onStartOver,
}: {
  wizard: RegistrationWizard;
  headingRef: RefObject<HTMLHeadingElement | null>;
  password: string | null;
  onPassword: (password: string) => void;
  notice: CredentialsNotice;
  onStartOver: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const saved = wizard.state.credentials;
  // The usernames the gateway said are taken (the one kept with the wizard, when the member is sent back for it),
  // which the form's schema says under the field; with whether the field takes focus when it says so (not when the
  // member has just left it).
  const [taken, setTaken] = useState<{ readonly usernames: ReadonlySet<string>; readonly focus: boolean }>(() => ({
    usernames: new Set(notice === 'username-taken' && saved?.username ? [saved.username] : []),
    focus: true,
  }));

  const form = useSchemaForm(credentialsSchema((username) => taken.usernames.has(username)), {
    defaultValues: {
      username: saved?.username ?? '',
      emailAddress: saved?.emailAddress ?? '',
      password: password ?? '',
      confirmPassword: password ?? '',
    },
  });
  const { errors, isSubmitted } = form.formState;

  const markTaken = (username: string, focus: boolean) =>
    setTaken(({ usernames }) => ({ usernames: new Set(usernames).add(username), focus }));

  // Once the schema knows a taken username, the field is checked again and says so.
  useEffect(() => {
    if (taken.usernames.size > 0) void form.trigger('username', { shouldFocus: taken.focus });
  }, [taken, form]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  /** Whether the username is free; throws when the gateway could not say. */
  const isAvailable = async (username: string): Promise<boolean> => {
    const answer = await queryClient.fetchQuery(getValidateUsernameQueryOptions({ username }, { query: { retry: false, meta: { failure: 'in-place' } } }));
    return answer.available;
  };

  const checkOnBlur = async (username: string) => {
    if (username === '' || checkUsername(username) !== null) return;
    try {
      if (!(await isAvailable(username)) && form.getValues('username') === username) markTaken(username, false);
    } catch {
      // Checked again on Continue, where a failure is shown.
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setChecking(true);
    try {
      if (!(await isAvailable(values.username))) {
        markTaken(values.username, true);
        return;
      }
    } catch (error) {
      setFailure(registrationFailureMessage(error));
      return;
    } finally {
      setChecking(false);
    }
    onPassword(values.password);
    wizard.update({
      credentials: { username: values.username, emailAddress: values.emailAddress },
      activeStep: STEP.securityQuestions,
    });
  });

  const keepEntries = () => {
    const { username, emailAddress, password: typed } = form.getValues();
    if (typed) onPassword(typed);
    wizard.update({ credentials: { username, emailAddress }, activeStep: STEP.policies });
  };

  return (
    <OverlaySpinner isLoading={checking} label={t`Checking your username`}>
      <h2 ref={headingRef} tabIndex={-1} className="registration__step-title">
        {t`Username and password`}
      </h2>
      <p className="registration__step-intro">{t`You'll use these to log in to your Member Dashboard.`}</p>
      {notice === 'password-needed' && (
        <FormAlert tone="info" title={t`Please enter your password again`}>
          <p>{t`For your security, we don't keep your password when the page reloads.`}</p>
        </FormAlert>
      )}
      {failure && (
        <FormAlert tone="error" title={t`We couldn't check your username`} alertRef={failureRef}>
          <p>{i18n._(failure)}</p>
        </FormAlert>
      )}
      <StepForm onSubmit={onSubmit}>
        <TextField
          label={t`Username`}
          hint={t`3 to 16 letters or numbers`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          registration={form.register('username', {
            setValueAs: (value: string) => value.trim(),
            onBlur: (event: FocusEvent<HTMLInputElement>) => void checkOnBlur(event.target.value.trim()),
          })}
          error={errors.username?.message}
        />
        <EmailField
          label={t`Email address`}
          hint={t`We'll send account notices here, such as a password reset.`}
          registration={form.register('emailAddress', trimmedValue)}
          error={errors.emailAddress?.message}
        />
        <PasswordField control={form.control} name="password" label={t`Password`} autoComplete="new-password" submitted={isSubmitted} />
        <PasswordRule title={t`Your password needs:`} />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label={t`Confirm password`}
          autoComplete="new-password"
          submitted={isSubmitted}
        />
        <StepActions submitLabel={t`Continue`} busy={checking} onBack={keepEntries} onStartOver={onStartOver} />
      </StepForm>
    </OverlaySpinner>
  );
}
