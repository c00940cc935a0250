import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { getGetPcpEligibilityQueryKey, getGetPcpMembersQueryKey, useSelectPcp } from '../../../generated/gateway/pcp/pcp';
import type { Provider } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { providerDisplayName } from '../../domain/primary-care/selection';
import { formatDate } from '../../shared/lib/format';
import { emailSchema, useSchemaForm } from '../../shared/lib/validation';
import { Modal, type ModalAction, Spinner } from '../../shared/ui';

import { joinNames } from '../../domain/primary-care/find-care';
import type { SearchableMember } from '../../domain/find-care/search-form';
import { selectList } from '../../domain/find-care/search-request';
import { selectionConfirmationState } from './selection-confirmation';

import '../../shared/ui/input/input.css';
import './confirm-selection.css';

export const EMAIL_LABEL = msg`Email address`;
export const EMAIL_INVALID_MESSAGE = msg`Enter a valid email address, like name@example.com`;

/** The e-mail field's rule, its messages in the language shown when it is built (build it while rendering). */
function confirmationSchema(emailLabel: string) {
  return z.object({
    email: z
      .string()
      .transform((value) => value.trim())
      .pipe(emailSchema(emailLabel, { messages: { invalid: EMAIL_INVALID_MESSAGE } })),
  });
}

type ConfirmationOutput = z.output<ReturnType<typeof confirmationSchema>>;

export interface ConfirmSelectionProps {
  readonly provider: Provider;
  /** The members the provider is for, the page's member first. */
  readonly members: readonly SearchableMember[];
  /** YYYY-MM-DD. */
  readonly effectiveDate: string;
  /** The e-mail address of the member's preferences, to prefill the field. */
  readonly defaultEmail: string;
  readonly onClose: () => void;
}

/**
 * The confirmation step of a primary care selection: names the provider, the members and the effective date,
 * asks for the e-mail address the confirmation goes to (prefilled from the preferences), then POST pcp/select.
 * Afterwards the primary care queries are refreshed, and the primary care page (replacing the search in the
 * history) shows the returned confirmation. A second submit while one is under way is ignored. A failed selection
 * follows the global rule (the error page).
 */
export function ConfirmSelection({ provider, members, effectiveDate, defaultEmail, onClose }: ConfirmSelectionProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const select = useSelectPcp();
  const emailLabel = i18n._(EMAIL_LABEL);
  // Built on every render, so its messages are in the language shown (the form reads the latest resolver).
  const schema = confirmationSchema(emailLabel);
  const form = useSchemaForm(schema, { defaultValues: { email: defaultEmail } });
  const { errors, isSubmitting } = form.formState;
  const lastAction = useRef<ModalAction | null>(null);
  const busy = isSubmitting || select.isPending;

  // The preferences may arrive after the dialog opened: fill the field unless the member has typed in it.
  useEffect(() => {
    if (defaultEmail && !form.getFieldState('email').isDirty && form.getValues('email') === '') {
      form.setValue('email', defaultEmail);
    }
  }, [defaultEmail, form]);

  const providerName = providerDisplayName(provider);
  const memberNames = members.map((member) => member.name);
  const names = joinNames(memberNames);
  const starting = formatDate(effectiveDate);

  // Set in the same tick as the submit, before validation and the request start, so that a second submit (Enter
  // pressed twice, or Enter and the Confirm button) is ignored even before `busy` renders. It stays set after a
  // selection is made, while the page navigates away.
  const saving = useRef(false);

  const selectProvider = async ({ email }: ConfirmationOutput) => {
    let confirmation: string;
    try {
      confirmation = await select.mutateAsync({
        data: { pcpSelectList: selectList(effectiveDate, members), providerId: provider.providerId, email },
      });
    } catch {
      // The global rule shows the error page for the failure.
      saving.current = false;
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetPcpMembersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetPcpEligibilityQueryKey() }),
    ]);
    // Replaces the search results in the history: back does not return to a search with live Select buttons.
    void navigate(routePaths.primaryCare, {
      replace: true,
      state: selectionConfirmationState({
        confirmation: String(confirmation).trim(),
        providerName,
        memberNames,
        effectiveDate,
        email,
      }),
    });
  };

  /** Submits once: ignored while a submit is being validated or saved. */
  const submit = (event?: FormEvent) => {
    if (saving.current) {
      event?.preventDefault();
      return;
    }
    saving.current = true;
    void form.handleSubmit(selectProvider, () => {
      // The form shows its message; the member may correct the address and submit again.
      saving.current = false;
    })(event);
  };

  const emailId = `${id}-email`;

  return (
    <Modal
      isOpen
      onAction={(kind) => {
        lastAction.current = kind;
        if (kind === 'primary' && !busy) submit();
      }}
      onOpenChange={(open) => {
        // The primary button submits; the dialog stays until the selection is made (or the form shows an error).
        const action = lastAction.current;
        lastAction.current = null;
        if (open || action === 'primary' || busy) return;
        onClose();
      }}
      heading={t`Confirm your primary care provider`}
      message={t`${providerName} will be the primary care provider for ${names} starting ${starting}.`}
      primaryLabel={busy ? t`Confirming…` : t`Confirm selection`}
      cancelLabel={t`Cancel`}
    >
      <form className="confirm-selection" noValidate onSubmit={submit}>
        <dl className="confirm-selection__summary">
          <div>
            <dt>
              <Trans>Provider</Trans>
            </dt>
            <dd>{providerName}</dd>
          </div>
          <div>
            <dt>
              <Trans>For</Trans>
            </dt>
            <dd>{names}</dd>
          </div>
          <div>
            <dt>
              <Trans>Starting</Trans>
            </dt>
            <dd>{starting}</dd>
          </div>
        </dl>
        <div className="confirm-selection__field">
          <label htmlFor={emailId} className="confirm-selection__label">
            {emailLabel}
          </label>
          <p className="confirm-selection__hint" id={`${emailId}-hint`}>
            <Trans>We will send your confirmation to this address.</Trans>
          </p>
          <input
            id={emailId}
            type="email"
            className="input confirm-selection__input"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-hint ${emailId}-error` : `${emailId}-hint`}
            readOnly={busy}
            {...form.register('email')}
          />
          {errors.email && (
            <p className="confirm-selection__error" id={`${emailId}-error`}>
              {errors.email.message}
            </p>
          )}
        </div>
        {busy && (
          <div className="confirm-selection__busy">
            <Spinner size="small" label={t`Saving your selection`} />
            <span aria-hidden="true">{t`Saving your selection…`}</span>
          </div>
        )}
      </form>
    </Modal>
  );
}
