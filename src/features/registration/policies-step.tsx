import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { useBrand } from '../../config/use-brand';
import {
  initialRegistrationPolicyValues,
  registrationPoliciesSchema,
  type RegistrationPolicyValues,
} from '../../shared/lib/validation';

import { CheckboxField, StepActions } from './form-controls';
import { type RegistrationWizard, STEP } from './wizard-state';

export const POLICY_ACKNOWLEDGEMENT_LABEL = 'I have read and acknowledged this.';

function PolicyText({ headingId }: { headingId: string }) {
  const brand = useBrand();
  return (
    <section className="registration__policy" aria-labelledby={headingId} tabIndex={0}>
      <h3 id={headingId} className="registration__policy-title">
        Digital communications policy
      </h3>
      <p>With an online account, {brand.name} can reach you faster and send you fewer letters.</p>
      <h4>What we send you electronically</h4>
      <p>
        We may send you plan documents and notices electronically instead of by mail: benefit summaries and plan changes,
        notices about your coverage and our privacy practices, and updates about your claims and your account. We post
        them in your Member Dashboard and email you when something new is ready.
      </p>
      <h4>What you need</h4>
      <p>
        A phone, tablet or computer with internet access, a current web browser, a program that opens PDF files, and an
        email address you check regularly.
      </p>
      <h4>Paper copies and your choices</h4>
      <p>
        You can ask for a paper copy of any document at no cost by calling Customer Service at{' '}
        <a href={`tel:${brand.contact.customerServicePhone.replace(/[^\d+]/g, '')}`}>{brand.contact.customerServicePhone}</a>.
        You can change how you receive documents at any time. Some notices must be mailed by law, and we will keep
        mailing those.
      </p>
    </section>
  );
}

/**
 * Step 2, 'Policies': the digital communications policy with its required acknowledgement, and for the subscriber
 * only the choice of electronic or paper EOBs (consented unless changed). The choices are kept for the account
 * creation at the end.
 */
export function PoliciesStep({
  wizard,
  headingRef,
  onStartOver,
}: {
  wizard: RegistrationWizard;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}) {
  const policyHeadingId = useId();
  const eobLegendId = useId();
  const eobHintId = useId();
  const subscriber = wizard.state.registrantIsSubscriber === true;

  const form = useForm<RegistrationPolicyValues>({
    resolver: zodResolver(registrationPoliciesSchema()),
    defaultValues: initialRegistrationPolicyValues(wizard.state.policySignatures, { isSubscriber: subscriber }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const signatures = (values: RegistrationPolicyValues) => ({
    isCommunicationPolicySigned: values.isCommunicationPolicySigned,
    isEeobPreferenceConsented: subscriber ? values.isEeobPreferenceConsented : null,
  });
  const onSubmit = form.handleSubmit((values) => {
    wizard.update({ policySignatures: signatures(values), activeStep: STEP.credentials });
  });
  // Going back keeps the choices made so far.
  const onBack = () => wizard.update({ policySignatures: signatures(form.getValues()), activeStep: STEP.details });

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="registration__step-title">
        Policies
      </h2>
      <form className="reg-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PolicyText headingId={policyHeadingId} />
        <CheckboxField
          label={POLICY_ACKNOWLEDGEMENT_LABEL}
          registration={form.register('isCommunicationPolicySigned')}
          error={errors.isCommunicationPolicySigned?.message}
        />
        {subscriber && (
          <Controller
            control={form.control}
            name="isEeobPreferenceConsented"
            render={({ field }) => (
              <fieldset className="registration__choice" aria-labelledby={eobLegendId} aria-describedby={eobHintId}>
                <legend id={eobLegendId} className="registration__legend">
                  How would you like to receive your Explanation of Benefits (EOB)?
                </legend>
                <p id={eobHintId} className="reg-field__hint">
                  An EOB explains how we processed a claim and what you may owe the provider.
                </p>
                <label className="registration__option">
                  <input
                    type="radio"
                    name={field.name}
                    ref={field.ref}
                    checked={field.value === true}
                    onChange={() => field.onChange(true)}
                    onBlur={field.onBlur}
                  />
                  <span>
                    <span className="registration__option-title">Electronically</span>
                    <span className="registration__option-text">
                      I consent to receive my EOBs online. We&apos;ll email you when a new one is ready.
                    </span>
                  </span>
                </label>
                <label className="registration__option">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === false}
                    onChange={() => field.onChange(false)}
                    onBlur={field.onBlur}
                  />
                  <span>
                    <span className="registration__option-title">By mail</span>
                    <span className="registration__option-text">Send paper EOBs to my mailing address.</span>
                  </span>
                </label>
              </fieldset>
            )}
          />
        )}
        <StepActions submitLabel="Continue" onBack={onBack} onStartOver={onStartOver} />
      </form>
    </>
  );
}
