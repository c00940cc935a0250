import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useId } from 'react';

import { useBrand } from '../../config/use-brand';
import {
  initialRegistrationPolicyValues,
  registrationPoliciesSchema,
  type RegistrationPolicyValues,
  useSchemaForm,
} from '../../shared/lib/validation';
import { RegistrationPolicyFields } from '../../shared/ui/eob-delivery-choice/eob-delivery-choice';
import { PhoneLink } from '../../shared/ui';

import { StepActions, StepForm } from './form-controls';
import { type RegistrationWizard, STEP } from './wizard-state';


function PolicyText({ headingId }: { headingId: string }) {
  const { t } = useLingui();
  const brand = useBrand();
  const brandName = brand.name;
  return (
    <section className="registration__policy" aria-labelledby={headingId} tabIndex={0}>
      <h3 id={headingId} className="registration__policy-title">
        {t`Digital communications policy`}
      </h3>
      <p>{t`With an online account, ${brandName} can reach you faster and send you fewer letters.`}</p>
      <h4>{t`What we send you electronically`}</h4>
      <p>
        {t`We may send you plan documents and notices electronically instead of by mail: benefit summaries and plan changes, notices about your coverage and our privacy practices, and updates about your claims and your account. We post them in your Member Dashboard and email you when something new is ready.`}
      </p>
      <h4>{t`What you need`}</h4>
      <p>
        {t`A phone, tablet or computer with internet access, a current web browser, a program that opens PDF files, and an email address you check regularly.`}
      </p>
      <h4>{t`Paper copies and your choices`}</h4>
      <p>
        <Trans>
          You can ask for a paper copy of any document at no cost by calling Customer Service at{' '}
          <PhoneLink number={brand.contact.customerServicePhone} />. You can change how you receive documents at any
          time. Some notices must be mailed by law, and we will keep mailing those.
        </Trans>
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
  const { t } = useLingui();
  const policyHeadingId = useId();
  const subscriber = wizard.state.registrantIsSubscriber === true;

  const form = useSchemaForm(registrationPoliciesSchema(), { defaultValues: initialRegistrationPolicyValues(wizard.state.policySignatures, { isSubscriber: subscriber }) });

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
        {t`Policies`}
      </h2>
      <StepForm onSubmit={onSubmit}>
        <PolicyText headingId={policyHeadingId} />
        <RegistrationPolicyFields form={form} subscriber={subscriber} />
        <StepActions submitLabel={t`Continue`} onBack={onBack} onStartOver={onStartOver} />
      </StepForm>
    </>
  );
}
