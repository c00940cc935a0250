import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { useGetSecurityQuestions, useUpdateSecurityAnswers } from '../../../generated/gateway/account/account';
import type { SecurityQuestion } from '../../../generated/model';
import { securityAnswerSchema, useSchemaForm, validationMessage } from '../../shared/lib/validation';
import { EditCard, HiddenInput, Spinner, useNotify } from '../../shared/ui';
import { SelectField } from '../../shared/ui/form-field/form-field';

import { SETTINGS_SAVED_MESSAGE } from './use-save-preferences';

/** How many questions a member answers. */
export const SECURITY_QUESTION_COUNT = 2;

const securityFormSchema = z.object({
  question1: z.string().min(1, { error: validationMessage('required', 'Question 1') }),
  answer1: securityAnswerSchema('Answer 1'),
  question2: z.string().min(1, { error: validationMessage('required', 'Question 2') }),
  answer2: securityAnswerSchema('Answer 2'),
});
type SecurityValues = z.infer<typeof securityFormSchema>;

const EMPTY: SecurityValues = { question1: '', answer1: '', question2: '', answer2: '' };

/**
 * The security questions (GET /account/security-questions, handled in place): the member picks two different
 * questions and answers each with the security answer rule; PUT /account/security-answers saves them. Saved
 * answers are never shown.
 */
export function SecurityQuestionsCard() {
  const questions = useGetSecurityQuestions();
  const ready = questions.data !== undefined && questions.data.length >= SECURITY_QUESTION_COUNT;

  return (
    <SecurityQuestionsEditor questions={ready ? questions.data : null}>
      {questions.isPending ? (
        <Spinner label="Loading the security questions" />
      ) : ready ? (
        <p className="account__text">
          Security questions help us confirm it&apos;s you if you forget your username or password. For your security,
          we never show your saved answers. Edit to choose new questions and answers.
        </p>
      ) : (
        <>
          <p className="account__text" role="status">
            We couldn&apos;t load the security questions right now. Please try again later.
          </p>
          <button type="button" className="account__button account__button--secondary" onClick={() => void questions.refetch()}>
            Try again
          </button>
        </>
      )}
    </SecurityQuestionsEditor>
  );
}

function SecurityQuestionsEditor({ questions, children }: { questions: readonly SecurityQuestion[] | null; children: ReactNode }) {
  const { notify } = useNotify();
  const { mutateAsync } = useUpdateSecurityAnswers();
  const form = useSchemaForm(securityFormSchema, { defaultValues: EMPTY });
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
        notify({ status: 'success', message: SETTINGS_SAVED_MESSAGE });
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
        <legend className="account-choices__legend">{`Security question ${index}`}</legend>
        <SelectField
          label={`Question ${index}`}
          placeholder="Choose a question"
          options={options(otherQuestion)}
          registration={form.register(questionName)}
          error={errors[questionName]?.message}
        />
        <Controller
          control={form.control}
          name={answerName}
          render={({ field, fieldState }) => (
            <HiddenInput
              label={`Answer ${index}`}
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
      title="Security questions"
      readOnly={questions === null}
      onSave={submit}
      onCancel={() => form.reset(EMPTY)}
      edit={
        <>
          <p className="form-field__hint">
            Answers have 3 to 30 characters: letters, numbers, spaces and @$!%*#?&amp;^_+-=.
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
