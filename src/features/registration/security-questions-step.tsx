import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';

import { useGetSecurityQuestions, useRegisterAccount } from '../../../generated/gateway/account/account';
import { getValidateUsernameQueryOptions } from '../../../generated/gateway/registration/registration';
import type { SecurityQuestion } from '../../../generated/model';
import { PASSWORD_SYMBOLS, useSchemaForm } from '../../shared/lib/validation';
import { OverlaySpinner, Spinner } from '../../shared/ui';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';
import { SelectField, TextField } from '../../shared/ui/form-field/form-field';

import type { CredentialsNotice } from './credentials-step';
import { FailureNotice, HasAccountNotice, StepActions, StepForm } from './form-controls';
import { answerLabel, SECURITY_QUESTION_COUNT, securityQuestionLabel, securityQuestionsSchema } from '../../domain/registration/forms';
import { registrationConflict, registrationExpired, registrationFailureMessage } from '../../domain/registration/outcomes';
import { type RegistrationWizard, STEP, withRegistrationToken } from './wizard-state';

type SubmitNotice = { kind: 'expired' } | { kind: 'has-account' } | { kind: 'failure'; message: MessageDescriptor };

function ExpiredNotice({ onConfirm, noticeRef }: { onConfirm: () => void; noticeRef?: RefObject<HTMLDivElement | null> }) {
  const { t } = useLingui();
  return (
    <FormAlert tone="warning" title={t`Your registration has timed out`} alertRef={noticeRef}>
      <p>
        {t`For your security, registration has to be finished within a set time. Confirm your details again to continue; we kept what you entered.`}
      </p>
      <p>
        <button type="button" className="button" onClick={onConfirm}>
          {t`Confirm my details`}
        </button>
      </p>
    </FormAlert>
  );
}

function AnswersForm({
  wizard,
  questions,
  password,
  onRegistered,
  onBackToCredentials,
  onStartOver,
}: {
  wizard: RegistrationWizard;
  questions: readonly SecurityQuestion[];
  password: string;
  onRegistered: (username: string) => void;
  onBackToCredentials: (notice: CredentialsNotice) => void;
  onStartOver: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { state } = wizard;
  const token = state.registrationToken ?? '';
  const register = useRegisterAccount({ request: withRegistrationToken(token), mutation: { meta: { failure: 'in-place' } } });
  const [notice, setNotice] = useState<SubmitNotice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const count = Math.min(SECURITY_QUESTION_COUNT, questions.length);
  const known = new Set(questions.map((question) => String(question.questionId)));

  const form = useSchemaForm(securityQuestionsSchema(count), {
    defaultValues: {
      answers: Array.from({ length: count }, (_, index) => {
        const saved = state.securityQuestions?.[index];
        const questionId = saved && known.has(String(saved.questionId)) ? String(saved.questionId) : '';
        return { questionId, answer: saved?.answer ?? '' };
      }),
    },
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'answers' });

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onSubmit = form.handleSubmit(async ({ answers }) => {
    setNotice(null);
    const securityAnswers = answers.map((entry) => ({ questionId: Number(entry.questionId), answer: entry.answer }));
    wizard.update({ securityQuestions: securityAnswers });
    const { userDetails, credentials, policySignatures } = state;
    if (!userDetails || !credentials?.username || !credentials.emailAddress) return;
    try {
      const result = await register.mutateAsync({
        data: {
          ...userDetails,
          username: credentials.username,
          password,
          emailAddress: credentials.emailAddress,
          securityAnswers,
          isCommunicationPolicySigned: policySignatures?.isCommunicationPolicySigned ?? false,
          isEeobPreferenceConsented: state.registrantIsSubscriber ? (policySignatures?.isEeobPreferenceConsented ?? true) : null,
        },
      });
      onRegistered(result.username ?? credentials.username);
    } catch (error) {
      if (registrationExpired(error)) {
        setNotice({ kind: 'expired' });
      } else if (registrationConflict(error)) {
        // Either the username was taken meanwhile, or this member already has an account: ask again to know which.
        const fresh = await queryClient
          .fetchQuery({ ...getValidateUsernameQueryOptions({ username: credentials.username }), staleTime: 0, retry: false, meta: { failure: 'in-place' } })
          .catch(() => null);
        if (fresh && !fresh.available) onBackToCredentials('username-taken');
        else setNotice({ kind: 'has-account' });
      } else {
        setNotice({ kind: 'failure', message: registrationFailureMessage(error) });
      }
    }
  });

  return (
    <OverlaySpinner isLoading={register.isPending} label={t`Creating your account`}>
      {notice?.kind === 'expired' && (
        <ExpiredNotice noticeRef={noticeRef} onConfirm={() => wizard.update({ activeStep: STEP.details, registrationToken: null })} />
      )}
      {notice?.kind === 'has-account' && (
        <HasAccountNotice noticeRef={noticeRef} />
      )}
      {notice?.kind === 'failure' && <FailureNotice title={t`We couldn't create your account`} message={notice.message} noticeRef={noticeRef} />}
      <StepForm onSubmit={onSubmit}>
        {Array.from({ length: count }, (_, index) => {
          const takenElsewhere = new Set(chosen.filter((_entry, other) => other !== index).map((entry) => entry.questionId));
          const number = index + 1;
          const symbols = PASSWORD_SYMBOLS;
          return (
            <fieldset key={index} className="registration__question">
              <legend className="registration__legend">{t`Question ${number}`}</legend>
              <SelectField
                label={securityQuestionLabel(number)}
                registration={form.register(`answers.${index}.questionId`)}
                error={errors.answers?.[index]?.questionId?.message}
              >
                <option value="">{t`Choose a question`}</option>
                {questions
                  .filter((question) => !takenElsewhere.has(String(question.questionId)))
                  .map((question) => (
                    <option key={question.questionId} value={String(question.questionId)}>
                      {question.question}
                    </option>
                  ))}
              </SelectField>
              <TextField
                label={answerLabel(number)}
                hint={t`3 to 30 letters, numbers, spaces or ${symbols}`}
                autoComplete="off"
                spellCheck={false}
                registration={form.register(`answers.${index}.answer`)}
                error={errors.answers?.[index]?.answer?.message}
              />
            </fieldset>
          );
        })}
        <StepActions
          submitLabel={t`Create account`}
          busy={register.isPending}
          onBack={() => {
            wizard.update({ activeStep: STEP.credentials });
            onBackToCredentials(null);
          }}
          onStartOver={onStartOver}
        />
      </StepForm>
    </OverlaySpinner>
  );
}

/**
 * Step 4, 'Security questions': the questions the gateway offers (GET /account/security-questions with the
 * wizard's registration token), three chosen and answered under the security answer rule; 'Create account' sends
 * everything with POST /account/registration. Both calls are handled in place: a timed-out registration token
 * sends the member to confirm the details again, a taken username back to the username, anything else shows here.
 */
export function SecurityQuestionsStep({
  wizard,
  headingRef,
  password,
  onRegistered,
  onBackToCredentials,
  onStartOver,
}: {
  wizard: RegistrationWizard;
  headingRef: RefObject<HTMLHeadingElement | null>;
  password: string;
  onRegistered: (username: string) => void;
  onBackToCredentials: (notice: CredentialsNotice) => void;
  onStartOver: () => void;
}) {
  const { t, i18n } = useLingui();
  const token = wizard.state.registrationToken ?? '';
  const questions = useGetSecurityQuestions({
    query: { enabled: token !== '', meta: { failure: 'in-place' } },
    request: withRegistrationToken(token),
  });

  let body;
  if (questions.data) {
    body =
      questions.data.length === 0 ? (
        <FormAlert tone="error" title={t`Security questions are not available`}>
          <p>{t`Please try again in a few minutes.`}</p>
        </FormAlert>
      ) : (
        <AnswersForm
          wizard={wizard}
          questions={questions.data}
          password={password}
          onRegistered={onRegistered}
          onBackToCredentials={onBackToCredentials}
          onStartOver={onStartOver}
        />
      );
  } else if (questions.error && !questions.isFetching) {
    body = registrationExpired(questions.error) ? (
      <ExpiredNotice onConfirm={() => wizard.update({ activeStep: STEP.details, registrationToken: null })} />
    ) : (
      <FormAlert tone="error" title={t`We couldn't load the security questions`}>
        <p>{i18n._(registrationFailureMessage(questions.error))}</p>
        <p>
          <button type="button" className="button" onClick={() => void questions.refetch()}>
            {t`Try again`}
          </button>
        </p>
      </FormAlert>
    );
  } else {
    body = (
      <div className="registration__loading">
        <Spinner label={t`Loading the security questions`} />
        <span aria-hidden="true">{t`Loading the security questions…`}</span>
      </div>
    );
  }

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="registration__step-title">
        {t`Security questions`}
      </h2>
      <p className="registration__step-intro">
        {t`Choose your security questions and answer them. We'll ask one of them if you ever need help getting into your account.`}
      </p>
      {body}
    </>
  );
}
