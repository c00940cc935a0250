import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

import { ProgressSteps } from '../../shared/ui';

import { type CredentialsNotice, CredentialsStep } from './credentials-step';
import { DetailsStep } from './details-step';
import { DoneStep } from './done-step';
import { PoliciesStep } from './policies-step';
import { REGISTRATION_STEPS } from '../../domain/registration/forms';
import { SecurityQuestionsStep } from './security-questions-step';
import { STEP, type StepIndex, useRegistrationWizard } from './wizard-state';

import '../../shared/ui/card/card.css';
import './registration.css';

/**
 * Moves focus to the step's heading when the step changes (not on the first step shown), unless the step puts
 * focus on a field itself (`fieldTakesFocus`).
 */
function useFocusOnStepChange(step: StepIndex, fieldTakesFocus: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (!fieldTakesFocus) headingRef.current?.focus();
  }, [step, fieldTakesFocus]);
  return headingRef;
}

/**
 * /registration, 'Create an account' (signed out): the registration wizard of product sections 3 and 4. Its steps
 * are Your details, Policies, Username and password, Security questions and Done, shown with ProgressSteps. The
 * wizard's state lives in session storage under one key, so a reload keeps the member's place (logout clears
 * it); the password is kept in memory only and asked again after a reload. Registration calls are handled in
 * place: every failure shows inline on its step.
 */
export function RegistrationPage() {
  const { t, i18n } = useLingui();
  const wizard = useRegistrationWizard();
  const [password, setPassword] = useState<string | null>(null);
  const [credentialsNotice, setCredentialsNotice] = useState<CredentialsNotice>(null);
  const stored = wizard.state.activeStep;
  // After a reload the password is gone: the member gives it again before the account is created.
  const passwordNeeded = stored === STEP.securityQuestions && password === null;
  const step: StepIndex = passwordNeeded ? STEP.credentials : stored;
  // A username taken meanwhile: the credentials step puts focus on the username with its message.
  const headingRef = useFocusOnStepChange(step, step === STEP.credentials && credentialsNotice === 'username-taken');

  const startOver = () => {
    setPassword(null);
    setCredentialsNotice(null);
    wizard.reset();
  };

  let content;
  switch (step) {
    case STEP.details:
      content = <DetailsStep wizard={wizard} headingRef={headingRef} />;
      break;
    case STEP.policies:
      content = <PoliciesStep wizard={wizard} headingRef={headingRef} onStartOver={startOver} />;
      break;
    case STEP.credentials:
      content = (
        <CredentialsStep
          wizard={wizard}
          headingRef={headingRef}
          password={password}
          onPassword={(value) => {
            setPassword(value);
            setCredentialsNotice(null);
          }}
          notice={passwordNeeded ? 'password-needed' : credentialsNotice}
          onStartOver={startOver}
        />
      );
      break;
    case STEP.securityQuestions:
      content = (
        <SecurityQuestionsStep
          wizard={wizard}
          headingRef={headingRef}
          password={password ?? ''}
          onRegistered={(username) => {
            setPassword(null);
            wizard.update({
              activeStep: STEP.done,
              credentials: { username },
              userDetails: undefined,
              securityQuestions: undefined,
              policySignatures: undefined,
              policyPhone: undefined,
              registrationToken: null,
              registrantIsSubscriber: undefined,
            });
          }}
          onBackToCredentials={(notice) => {
            setCredentialsNotice(notice);
            wizard.update({ activeStep: STEP.credentials });
          }}
          onStartOver={startOver}
        />
      );
      break;
    case STEP.done:
      content = <DoneStep username={wizard.state.credentials?.username ?? ''} headingRef={headingRef} onLeave={wizard.reset} />;
      break;
  }

  const stepNames = REGISTRATION_STEPS.map((name) => i18n._(name));
  const stepNumber = step + 1;
  const stepCount = stepNames.length;
  const stepName = stepNames[step];

  return (
    <div className="registration">
      <div className="card registration__card">
        <h1 className="registration__title">{t`Create an account`}</h1>
        {step === STEP.details && (
          <p className="registration__intro">
            {t`Set up your online account to see your benefits, claims and ID card any time. Have your member ID card with you.`}
          </p>
        )}
        <div className="registration__progress">
          <ProgressSteps steps={stepNames} activeIndex={step} success={step === STEP.done} label={t`Registration progress`} />
          <p className="registration__step-count" aria-hidden="true">
            {t`Step ${stepNumber} of ${stepCount}: ${stepName}`}
          </p>
        </div>
        {content}
      </div>
    </div>
  );
}
