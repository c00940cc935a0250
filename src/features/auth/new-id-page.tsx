import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { useCreateNewIdToken } from '../../../generated/gateway/auth/auth';
import type { NewIdErrorBody, NewIdRequest } from '../../../generated/model';
import { useBrand } from '../../config/use-brand';
import { type Text, useTextOf } from '../../shared/i18n/text';
import { isApiError } from '../../shared/lib/http/api-error';
import { toGatewayDate } from '../../shared/lib/format';
import { idPatternSchema, newIdSchema, type NewIdAction, useSchemaForm } from '../../shared/lib/validation';

import { AuthActions, AuthPage } from './auth-page';
import { useToday } from '../../shared/lib/clock';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';
import { CheckboxField, TextField } from '../../shared/ui/form-field/form-field';
import { useContinueWithNewToken } from './use-post-login-routing';

import './new-id.css';

export const NEW_ID_TITLE = msg`New ID`;
/** The checkbox of product section 2, word for word in English. */
export const PREVENT_NAVIGATION_LABEL = msg`Prevent navigation to the external customer-relationship system`;
/** Shown when a 400 or 404 answer carries no message of its own. */
export const NEW_ID_FALLBACK_FAILURE = msg`We could not find a member with these details. Please check them and try again.`;

/**
 * The New ID form: newIdSchema plus the id-pattern format check on the subscriber ID (9 to 10 letters or digits),
 * with its messages in the language shown when it is built (each time the form is checked).
 */
function newIdFormSchema(today: Date, action: NewIdAction) {
  return newIdSchema({ today, action }).safeExtend({ subscriberId: idPatternSchema(t`Subscriber ID`) });
}

type NewIdSchema = ReturnType<typeof newIdFormSchema>;
type NewIdInput = z.input<NewIdSchema>;
type NewIdOutput = z.output<NewIdSchema>;

const EMPTY: NewIdInput = { subscriberId: '', firstName: '', lastName: '', dateOfBirth: '', preventNavigation: false };

/** The request for the button pressed: 'Continue as subscriber' sends the subscriber ID alone. */
export function newIdRequest(values: NewIdOutput, action: NewIdAction, domainId: NewIdRequest['domainId']): NewIdRequest {
  // The 'prevent navigation' choice is not the gateway's: it goes to post-login routing with the new token.
  const request: NewIdRequest = { subscriberId: values.subscriberId.trim(), domainId };
  if (action === 'submit') {
    request.firstName = values.firstName.trim();
    request.lastName = values.lastName.trim();
    request.dateOfBirth = values.dateOfBirth;
  }
  return request;
}

/** The family member's names, the first two of the details 'Submit' needs (the date of birth is the third). */
const NAME_FIELDS = [
  { name: 'firstName', label: msg`First name` },
  { name: 'lastName', label: msg`Last name` },
] as const;

/**
 * New ID (product sections 2 and 5; the route needs a new-id token or a token the new-id flow issued). The member
 * names whose account to open: the subscriber ID, plus first name, last name and date of birth for a family member
 * ('Submit'), or the subscriber ID alone ('Continue as subscriber'). Form errors clear when any field changes.
 * POST /new-id; a 400 or 404 shows the server's message above the form and the form resets; success logs out of
 * the current state and routes onward with the new token and the 'prevent navigation' choice.
 */
export function NewIdPage() {
  const { t, i18n } = useLingui();
  const textOf = useTextOf();
  const brand = useBrand();
  const createNewId = useCreateNewIdToken({ mutation: { meta: { failure: { inPlace: [400, 404] } } } });
  const continueWithNewToken = useContinueWithNewToken();
  const today = useToday();
  const action = useRef<NewIdAction>('submit');
  /** The server's message as sent, or the portal's own when the answer carries none. */
  const [serverMessage, setServerMessage] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // Built at each check, for the button pressed.
  const form = useSchemaForm(() => newIdFormSchema(today, action.current), {
    defaultValues: EMPTY,
    // Errors clear when any field changes rather than being checked again (product section 5).
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (serverMessage) alertRef.current?.focus();
  }, [serverMessage]);

  const clearErrors = () => {
    form.clearErrors();
    setServerMessage(null);
  };
  const field = (name: Exclude<keyof NewIdInput, 'preventNavigation'>) => form.register(name, { onChange: clearErrors });

  const send = (pressed: NewIdAction) => {
    action.current = pressed;
    setServerMessage(null);
    return form.handleSubmit(async (values) => {
      setBusy(true);
      try {
        const response = await createNewId.mutateAsync({ data: newIdRequest(values, pressed, brand.domainId) });
        await continueWithNewToken(response.token, { redirect: response.redirect ?? null, preventNavigation: values.preventNavigation });
      } catch (error) {
        // 400 and 404 are handled here; any other failure follows the global rule (the error page).
        if (isApiError(error) && (error.status === 400 || error.status === 404)) {
          const message = (error.body as Partial<NewIdErrorBody> | undefined)?.message;
          form.reset(EMPTY);
          setServerMessage(typeof message === 'string' && message.trim() !== '' ? message : NEW_ID_FALLBACK_FAILURE);
        }
        setBusy(false);
      }
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void send('submit')(event);
  const rootError = errors.root?.message;
  const rootErrorId = useId();
  // The details 'Submit' needs: while their form-level error shows, the empty ones are marked invalid and read it.
  const detailsValues = useWatch({ control: form.control, name: ['firstName', 'lastName', 'dateOfBirth'] });
  const missingDetail = (index: number) => (rootError && !detailsValues[index]?.trim() ? rootErrorId : undefined);

  return (
    <AuthPage
      title={i18n._(NEW_ID_TITLE)}
      busy={busy}
      busyLabel={t`Checking the member details`}
      intro={
        <>
          <p>{t`Enter the subscriber ID from the member ID card.`}</p>
          <p>
            {t`To open a family member's account, also enter their first name, last name and date of birth, then select Submit. To open the subscriber's own account, select Continue as subscriber.`}
          </p>
        </>
      }
    >
      {serverMessage && (
        <FormAlert alertRef={alertRef}>
          <p>{textOf(serverMessage)}</p>
        </FormAlert>
      )}
      {rootError && (
        <FormAlert id={rootErrorId}>
          <p>{rootError}</p>
        </FormAlert>
      )}
      <form className="auth-page__form new-id" noValidate onSubmit={onSubmit}>
        <TextField
          label={t`Subscriber ID`}
          autoComplete="off"
          spellCheck={false}
          required
          hint={t`9 or 10 letters or numbers, as shown on the member ID card.`}
          registration={field('subscriberId')}
          error={errors.subscriberId?.message}
        />
        <fieldset className="new-id__member">
          <legend className="new-id__legend">{t`Family member (for Submit)`}</legend>
          <div className="new-id__names">
            {NAME_FIELDS.map(({ name, label }, index) => (
              <TextField
                key={name}
                label={i18n._(label)}
                autoComplete="off"
                registration={field(name)}
                error={errors[name]?.message}
                formErrorId={missingDetail(index)}
              />
            ))}
          </div>
          <TextField
            label={t`Date of birth`}
            type="date"
            max={toGatewayDate(today)}
            registration={field('dateOfBirth')}
            error={errors.dateOfBirth?.message}
            formErrorId={missingDetail(2)}
          />
        </fieldset>
        <CheckboxField
          label={i18n._(PREVENT_NAVIGATION_LABEL)}
          registration={form.register('preventNavigation', { onChange: clearErrors })}
        />
        <AuthActions submitLabel={t`Submit`} busy={busy}>
          <button
            type="button"
            className="auth-page__button"
            disabled={busy}
            onClick={(event) => void send('continue-as-subscriber')(event)}
          >
            {t`Continue as subscriber`}
          </button>
        </AuthActions>
      </form>
    </AuthPage>
  );
}
