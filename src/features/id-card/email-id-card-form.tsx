import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';

import { useEmailIdCard } from '../../../generated/gateway/id-card/id-card';
import { emailSchema, useSchemaForm } from '../../shared/lib/validation';
import { useNotify } from '../../shared/ui';

import '../../shared/ui/input/input.css';
import '../../shared/ui/button/button.css';

/** How long the success snackbar shows. */
export const ID_CARD_SENT_SNACKBAR_MS = 5000;

/** The success snackbar's text, in the language shown when it is called. */
export function idCardSentMessage(emailAddress: string): string {
  return t`Your ID card was sent to ${emailAddress}.`;
}

/**
 * The address field: required and a valid e-mail address, with the generic messages of product section 5, in the
 * language shown when the schema checks (build it while rendering).
 */
export function emailIdCardSchema() {
  return z.object({
    emailAddress: emailSchema(t`Email address`, { messages: { invalid: msg`Invalid email address` } }),
  });
}

/**
 * 'Email my ID card': the address on file (the member's preferences) is filled in and can be changed for this
 * one message. POST /idCard/email; a success snackbar names the address. A failed call follows the global rule.
 */
export function EmailIdCardForm({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useLingui();
  const { notify } = useNotify();
  const sendCard = useEmailIdCard();
  const form = useSchemaForm(emailIdCardSchema(), { defaultValues: { emailAddress: defaultEmail } });
  const error = form.formState.errors.emailAddress;

  const onSubmit = form.handleSubmit(async ({ emailAddress }) => {
    const address = emailAddress.trim();
    try {
      await sendCard.mutateAsync({ data: { emailAddress: address } });
      notify({ status: 'success', message: idCardSentMessage(address), dismissAfter: ID_CARD_SENT_SNACKBAR_MS });
    } catch {
      // The global rule shows the error page for the failed call.
    }
  });

  return (
    <section className="id-card-page__section" aria-labelledby="email-id-card-title">
      <h2 id="email-id-card-title" className="id-card-page__section-title">
        <Trans>Email my ID card</Trans>
      </h2>
      <p className="id-card-page__hint">
        <Trans>We will send a PDF of your ID card to this address. Changing it here does not change the address on file.</Trans>
      </p>
      <form className="id-card-page__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="id-card-page__field">
          <label htmlFor="id-card-email" className="id-card-page__label">
            {t`Email address`}
          </label>
          <input
            id="id-card-email"
            className="input id-card-page__input"
            type="email"
            autoComplete="email"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'id-card-email-error' : undefined}
            {...form.register('emailAddress')}
          />
          {error && (
            <p id="id-card-email-error" className="id-card-page__error">
              {error.message}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary id-card-page__button" disabled={sendCard.isPending}>
          <Trans>Email my ID card</Trans>
        </button>
      </form>
    </section>
  );
}
