import { useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, type RefObject, useEffect, useRef, useState } from 'react';

import { getValidateUsernameQueryOptions } from '../../../generated/gateway/registration/registration';
import { checkUsername, useSchemaForm } from '../../shared/lib/validation';
import { OverlaySpinner } from '../../shared/ui';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';
import { EmailField, TextField, trimmedValue } from '../../shared/ui/form-field/form-field';
import { PasswordField, PasswordRule } from '../../shared/ui/password-field/password-field';

import { StepActions, StepForm } from './form-controls';
import { credentialsSchema, USERNAME_TAKEN_MESSAGE } from './rules/forms';
import { registrationFailureText } from './rules/outcomes';
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
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const saved = wizard.state.credentials;

  const form = useSchemaForm(credentialsSchema(), {
    defaultValues: {
      username: saved?.username ?? '',
      emailAddress: saved?.emailAddress ?? '',
      password: password ?? '',
      confirmPassword: password ?? '',
    },
  });
  const { errors, isSubmitted } = form.formState;

  useEffect(() => {
    if (notice === 'username-taken') form.setError('username', { type: 'taken', message: USERNAME_TAKEN_MESSAGE }, { shouldFocus: true });
  }, [notice, form]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  /** Whether the username is free; throws when the gateway could not say. */
  const isAvailable = async (username: string): Promise<boolean> => {
    const answer = await queryClient.fetchQuery(getValidateUsernameQueryOptions({ username }, { query: { retry: false } }));
    return answer.available;
  };

  const markTaken = () => form.setError('username', { type: 'taken', message: USERNAME_TAKEN_MESSAGE }, { shouldFocus: true });

  const checkOnBlur = async (username: string) => {
    if (username === '' || checkUsername(username) !== null) return;
    try {
      if (!(await isAvailable(username)) && form.getValues('username') === username) {
        form.setError('username', { type: 'taken', message: USERNAME_TAKEN_MESSAGE });
      }
    } catch {
      // Checked again on Continue, where a failure is shown.
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setChecking(true);
    try {
      if (!(await isAvailable(values.username))) {
        markTaken();
        return;
      }
    } catch (error) {
      setFailure(registrationFailureText(error));
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
    <OverlaySpinner isLoading={checking} label="Checking your username">
      <h2 ref={headingRef} tabIndex={-1} className="registration__step-title">
        Username and password
      </h2>
      <p className="registration__step-intro">You&apos;ll use these to log in to your Member Dashboard.</p>
      {notice === 'password-needed' && (
        <FormAlert tone="info" title="Please enter your password again">
          <p>For your security, we don&apos;t keep your password when the page reloads.</p>
        </FormAlert>
      )}
      {failure && (
        <FormAlert tone="error" title="We couldn't check your username" alertRef={failureRef}>
          <p>{failure}</p>
        </FormAlert>
      )}
      <StepForm onSubmit={onSubmit}>
        <TextField
          label="Username"
          hint="3 to 16 letters or numbers"
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
          label="Email address"
          hint="We'll send account notices here, such as a password reset."
          registration={form.register('emailAddress', trimmedValue)}
          error={errors.emailAddress?.message}
        />
        <PasswordField control={form.control} name="password" label="Password" autoComplete="new-password" submitted={isSubmitted} />
        <PasswordRule title="Your password needs:" />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          submitted={isSubmitted}
        />
        <StepActions submitLabel="Continue" busy={checking} onBack={keepEntries} onStartOver={onStartOver} />
      </StepForm>
    </OverlaySpinner>
  );
}
