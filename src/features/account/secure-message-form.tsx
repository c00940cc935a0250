import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';

import { useSendContactEmail } from '../../../generated/gateway/site/site';
import { ContactEmailRequestTopic } from '../../../generated/model';
import { emailSchema, MAX_LENGTH, requiredText, useSchemaForm, validationMessage } from '../../shared/lib/validation';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';
import { EmailField, SelectField, TextAreaField, TextField, trimmedValue } from '../../shared/ui/form-field/form-field';

/** Shown when the gateway confirms without a message of its own. */
export const MESSAGE_SENT_FALLBACK = 'Your message was sent. Customer service will reply by email.';

/** The topics of a secure message, as members read them. */
export const TOPIC_LABELS: Readonly<Record<ContactEmailRequestTopic, string>> = {
  BENEFITS: 'Benefits and coverage',
  CLAIMS: 'Claims and EOBs',
  BILLING: 'Billing and payments',
  ID_CARD: 'ID cards',
  TECHNICAL: 'Website help',
  OTHER: 'Something else',
};

const TOPICS = Object.values(ContactEmailRequestTopic);

function secureMessageSchema() {
  return z.object({
    topic: z.string().refine((value) => (TOPICS as string[]).includes(value), {
      error: validationMessage('required', 'Topic'),
    }),
    subject: requiredText('Subject', { max: MAX_LENGTH.messageSubject }),
    message: requiredText('Message', { max: MAX_LENGTH.message }),
    replyTo: emailSchema('Email for our reply', { required: false }),
  });
}

type MessageValues = z.infer<ReturnType<typeof secureMessageSchema>>;

/**
 * A secure message to customer service (POST /contact-email): topic, subject, message and the address to reply
 * to (the one on file to start with). The fields follow the contract's limits; once sent, the gateway's answer is
 * shown in place of the form, with a way to write another message.
 */
export function SecureMessageForm({ emailOnFile }: { emailOnFile: string }) {
  const send = useSendContactEmail();
  const [answer, setAnswer] = useState<string | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const defaults: MessageValues = { topic: '', subject: '', message: '', replyTo: emailOnFile };
  const form = useSchemaForm(secureMessageSchema(), { defaultValues: defaults });
  const { errors } = form.formState;

  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  // The address on file may change or arrive after the form opened (the preferences load): the field follows it
  // unless the member has typed in it.
  useEffect(() => {
    if (!form.getFieldState('replyTo').isDirty) form.resetField('replyTo', { defaultValue: emailOnFile });
  }, [emailOnFile, form]);

  const onSubmit = form.handleSubmit(async ({ topic, subject, message, replyTo }) => {
    try {
      const result = await send.mutateAsync({
        data: {
          topic: topic as ContactEmailRequestTopic,
          subject: subject.trim(),
          message: message.trim(),
          ...(replyTo ? { replyTo } : {}),
        },
      });
      form.reset(defaults);
      setAnswer(result.message?.trim() || MESSAGE_SENT_FALLBACK);
    } catch {
      // The global rule shows the error page for the failed call; what was typed stays in the form.
    }
  });

  if (answer) {
    return (
      <div className="account-message">
        <FormAlert tone="success" title="Message sent." alertRef={answerRef}>
          <p>{answer}</p>
        </FormAlert>
        <button type="button" className="account__button account__button--secondary" onClick={() => setAnswer(null)}>
          Write another message
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Secure message">
      <SelectField
        label="Topic"
        required
        placeholder="Choose a topic"
        options={TOPICS.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }))}
        registration={form.register('topic')}
        error={errors.topic?.message}
      />
      <TextField
        label="Subject"
        required
        registration={form.register('subject')}
        error={errors.subject?.message}
      />
      <TextAreaField
        label="Message"
        required
        hint="Please don't include your full Social Security number or bank details."
        rows={6}
        registration={form.register('message')}
        error={errors.message?.message}
        maxLength={MAX_LENGTH.message}
      />
      <EmailField
        label="Email for our reply"
        hint="We'll let you know at this address when we've answered."
        registration={form.register('replyTo', trimmedValue)}
        error={errors.replyTo?.message}
      />
      <div className="account__actions">
        <button type="submit" className="account__button" disabled={send.isPending}>
          Send message
        </button>
      </div>
    </form>
  );
}
