import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { useGetSecurityQuestions, useUpdateSecurityAnswers } from '../../../generated/gateway/account/account';
import type { SecurityQuestion } from '../../../generated/model';
import { securityAnswerSchema, useSchemaForm, validationMessage } from '../../shared/lib/validation';
import { EditCard, HiddenInput, Spinner, useNotify } from '../../shared/ui';
import { SelectField } from '../../shared/ui/form-field/form-field';

import { SETTINGS_SAVED_MESSAGE } from './use-save-preferences';
import '../../shared/ui/button/button.css';

/** How many questions a member answers. */
export const SECURITY_QUESTION_COUNT = 2;

/** The form's rules, with their messages in the language shown when they check (build it while rendering). */
function securityFormSchema(labels: { question1: string; answer1: string; question2: string; answer2: string }) {
  return z.object({
    question1: z.string().min(1, { error: () => validationMessage('required', labels.question1) }),
    answer1: securityAnswerSchema(labels.answer1),
    question2: z.string().min(1, { error: () => validationMessage('required', labels.question2) }),
    answer2: securityAnswerSchema(labels.answer2),
  });
}
type SecurityValues = z.infer<ReturnType<typeof securityFormSchema>>;

const EMPTY: SecurityValues = { question1: '', answer1: '', question2: '', answer2: '' };

/**
 * The security questions (GET /account/security-questions, handled in place): the member picks two different
 * questions and answers each with the security answer rule; PUT /account/security-answers saves them. Saved
 * answers are never shown.
 */
export function SecurityQuestionsCard() {
  const { t } = useLingui();
  const questions = useGetSecurityQuestions({ query: { meta: { failure: 'in-place' } } });
  const ready = questions.data !== undefined && questions.data.length >= SECURITY_QUESTION_COUNT;

  return (
    <SecurityQuestionsEditor questions={ready ? questions.data : null}>
      {questions.isPending ? (
        <Spinner label={t`Loading the security questions`} />
      ) : ready ? (
        <p className="account__text">
          <Trans>
            Security questions help us confirm it&apos;s you if you forget your username or password. For your security,
            we never show your saved answers. Edit to choose new questions and answers.
          </Trans>
        </p>
      ) : (
        <>
          <p className="account__text" role="status">
            <Trans>We couldn&apos;t load the security questions right now. Please try again later.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void questions.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </>
      )}
    </SecurityQuestionsEditor>
  );
}

function SecurityQuestionsEditor({ questions, children }: { questions: readonly SecurityQuestion[] | null; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { notify } = useNotify();
  const { mutateAsync } = useUpdateSecurityAnswers();
  const labels = { question1: t`Question 1`, answer1: t`Answer 1`, question2: t`Question 2`, answer2: t`Answer 2` };
  const form = useSchemaForm(securityFormSchema(labels), { defaultValues: EMPTY });
  const { errors, isSubmitted } = form.formState;
  const [question1, question2] = useWatch({ control: form.control, name: ['question1', 'question2'] });

  const options = (exclude: string) =>
    (questions ?? [])
      .filter((question) => String(question.questionId) !== exclude)
      .map((question) => ({ value: String(question.questionId), label: question.question }));

  const submit = async () => {
    let done = false;
    await form.handleSubmit(async (values) => {
      try {
        await mutateAsync({
          data: {
            answers: [
              { questionId: Number(values.question1), answer: values.answer1 },
              { questionId: Number(values.question2), answer: values.answer2 },
            ],
          },
        });
        notify({ status: 'success', message: i18n._(SETTINGS_SAVED_MESSAGE) });
        form.reset(EMPTY);
        done = true;
      } catch {
        // The global rule shows the error page for the failed call.
      }
    })();
    return done;
  };

  const pair = (index: 1 | 2, otherQuestion: string) => {
    const questionName = `question${index}` as const;
    const answerName = `answer${index}` as const;
    return (
      <fieldset className="account-choices" key={index}>
        <legend className="account-choices__legend">{t`Security question ${index}`}</legend>
        <SelectField
          label={labels[questionName]}
          placeholder={t`Choose a question`}
          options={options(otherQuestion)}
          registration={form.register(questionName)}
          error={errors[questionName]?.message}
        />
        <Controller
          control={form.control}
          name={answerName}
          render={({ field, fieldState }) => (
            <HiddenInput
              label={labels[answerName]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              isRequired
              errorMessage={fieldState.error?.message}
              isTouched={fieldState.isTouched || isSubmitted}
            />
          )}
        />
      </fieldset>
    );
  };

  return (
    <EditCard
      title={t`Security questions`}
      readOnly={questions === null}
      onSave={submit}
      onCancel={() => form.reset(EMPTY)}
      edit={
        <>
          <p className="form-field__hint">
            <Trans>Answers have 3 to 30 characters: letters, numbers, spaces and @$!%*#?&amp;^_+-=.</Trans>
          </p>
          {pair(1, question2)}
          {pair(2, question1)}
        </>
      }
    >
      {children}
    </EditCard>
  );
}
