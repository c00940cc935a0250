import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';

import { useSendContactEmail } from '../../../generated/gateway/site/site';
import { ContactEmailRequestTopic } from '../../../generated/model';
import { emailSchema, MAX_LENGTH, requiredText, useSchemaForm, validationMessage } from '../../shared/lib/validation';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';
import { EmailField, SelectField, TextAreaField, TextField, trimmedValue } from '../../shared/ui/form-field/form-field';

import '../../shared/ui/button/button.css';

/** Shown when the gateway confirms without a message of its own. */
export const MESSAGE_SENT_FALLBACK = msg`Your message was sent. Customer service will reply by email.`;

/** The topics of a secure message, as members read them. */
export const TOPIC_LABELS: Readonly<Record<ContactEmailRequestTopic, MessageDescriptor>> = {
  BENEFITS: msg`Benefits and coverage`,
  CLAIMS: msg`Claims and EOBs`,
  BILLING: msg`Billing and payments`,
  ID_CARD: msg`ID cards`,
  TECHNICAL: msg`Website help`,
  OTHER: msg`Something else`,
};

const TOPICS = Object.values(ContactEmailRequestTopic);

/** The fields' labels, in the language shown when they are made (while rendering). */
function fieldLabels() {
  return { topic: t`Topic`, subject: t`Subject`, message: t`Message`, replyTo: t`Email for our reply` };
}

/** The form's rules, with their messages in the language shown when they check (build it while rendering). */
function secureMessageSchema() {
  const labels = fieldLabels();
  return z.object({
    topic: z.string().refine((value) => (TOPICS as string[]).includes(value), {
      error: () => validationMessage('required', labels.topic),
    }),
    subject: requiredText(labels.subject, { max: MAX_LENGTH.messageSubject }),
    message: requiredText(labels.message, { max: MAX_LENGTH.message }),
    replyTo: emailSchema(labels.replyTo, { required: false }),
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
  // The gateway's confirmation (its own words), or null when it sent none (the portal's fallback is shown).
  const [answer, setAnswer] = useState<{ message: string | null } | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const defaults: MessageValues = { topic: '', subject: '', message: '', replyTo: emailOnFile };
  const form = useSchemaForm(secureMessageSchema(), { defaultValues: defaults });
  const { errors } = form.formState;
  const labels = fieldLabels();

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
      setAnswer({ message: result.message?.trim() || null });
    } catch {
      // The global rule shows the error page for the failed call; what was typed stays in the form.
    }
  });

  if (answer) {
    return (
      <div className="account-message">
        <FormAlert tone="success" title={t`Message sent.`} alertRef={answerRef}>
          <p>{answer.message ?? i18n._(MESSAGE_SENT_FALLBACK)}</p>
        </FormAlert>
        <button type="button" className="button" onClick={() => setAnswer(null)}>
          <Trans>Write another message</Trans>
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Secure message`}>
      <SelectField
        label={labels.topic}
        required
        placeholder={t`Choose a topic`}
        options={TOPICS.map((topic) => ({ value: topic, label: i18n._(TOPIC_LABELS[topic]) }))}
        registration={form.register('topic')}
        error={errors.topic?.message}
      />
      <TextField
        label={labels.subject}
        required
        registration={form.register('subject')}
        error={errors.subject?.message}
      />
      <TextAreaField
        label={labels.message}
        required
        hint={t`Please don't include your full Social Security number or bank details.`}
        rows={6}
        registration={form.register('message')}
        error={errors.message?.message}
        maxLength={MAX_LENGTH.message}
      />
      <EmailField
        label={labels.replyTo}
        hint={t`We'll let you know at this address when we've answered.`}
        registration={form.register('replyTo', trimmedValue)}
        error={errors.replyTo?.message}
      />
      <div className="account__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          <Trans>Send message</Trans>
        </button>
      </div>
    </form>
  );
}
