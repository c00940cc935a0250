import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

import type { RegistrationPolicyValues } from '../../lib/validation';
import { CheckboxField } from '../form-field/form-field';
import { FieldError } from '../form-field/text-field';

import './eob-delivery-choice.css';

export const EOB_DELIVERY_LEGEND = msg`How would you like to receive your Explanation of Benefits (EOB)?`;
export const POLICY_ACKNOWLEDGEMENT_LABEL = msg`I have read and acknowledged this.`;

export interface EobDeliveryChoiceProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  /** A boolean field: true for electronic delivery (consent), false for paper. */
  readonly name: Path<Values>;
}

/**
 * The subscriber's choice of electronic EOB delivery (consent) or paper (product section 2, registration policies),
 * two radios in a fieldset named by its question and described by what an EOB is; wired to react-hook-form.
 */
export function EobDeliveryChoice<Values extends FieldValues>({ control, name }: EobDeliveryChoiceProps<Values>) {
  const { i18n } = useLingui();
  const legendId = useId();
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <fieldset className="eob-delivery" aria-labelledby={legendId} aria-describedby={hintId}>
          <legend id={legendId} className="eob-delivery__legend">
            {i18n._(EOB_DELIVERY_LEGEND)}
          </legend>
          <p id={hintId} className="eob-delivery__hint">
            <Trans>An EOB explains how we processed a claim and what you may owe the provider.</Trans>
          </p>
          <label className="eob-delivery__option">
            <input
              type="radio"
              name={field.name}
              ref={field.ref}
              className="eob-delivery__radio"
              checked={field.value === true}
              onChange={() => field.onChange(true)}
              onBlur={field.onBlur}
            />
            <span>
              <span className="eob-delivery__option-title">
                <Trans>Electronically</Trans>
              </span>
              <span className="eob-delivery__option-text">
                <Trans>I consent to receive my EOBs online. We&apos;ll email you when a new one is ready.</Trans>
              </span>
            </span>
          </label>
          <label className="eob-delivery__option">
            <input
              type="radio"
              name={field.name}
              className="eob-delivery__radio"
              checked={field.value === false}
              onChange={() => field.onChange(false)}
              onBlur={field.onBlur}
            />
            <span>
              <span className="eob-delivery__option-title">
                <Trans>By mail</Trans>
              </span>
              <span className="eob-delivery__option-text">
                <Trans>Send paper EOBs to my mailing address.</Trans>
              </span>
            </span>
          </label>
          {fieldState.error?.message && <FieldError>{fieldState.error.message}</FieldError>}
        </fieldset>
      )}
    />
  );
}

/**
 * The answers under the digital communications policy, in the registration and at login (product sections 2 and 5):
 * the required acknowledgement and, for the subscriber only, the EOB delivery choice.
 */
export function RegistrationPolicyFields({ form, subscriber }: { form: UseFormReturn<RegistrationPolicyValues>; subscriber: boolean }) {
  const { i18n } = useLingui();
  return (
    <>
      <CheckboxField
        label={i18n._(POLICY_ACKNOWLEDGEMENT_LABEL)}
        required
        registration={form.register('isCommunicationPolicySigned')}
        error={form.formState.errors.isCommunicationPolicySigned?.message}
      />
      {subscriber && <EobDeliveryChoice control={form.control} name="isEeobPreferenceConsented" />}
    </>
  );
}
