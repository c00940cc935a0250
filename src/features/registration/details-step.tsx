import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef, useState } from 'react';

import { useValidateRegistrationUserDetails } from '../../../generated/gateway/registration/registration';
import { useBrand } from '../../config/use-brand';
import { useSchemaForm } from '../../shared/lib/validation';
import { useToday } from '../../shared/lib/clock';
import { OverlaySpinner, PhoneLink } from '../../shared/ui';
import { FormAlert } from '../../shared/ui/form-alert/form-alert';
import { DateOfBirthField, TextField } from '../../shared/ui/form-field/form-field';

import { FailureNotice, HasAccountNotice, StepActions, StepForm } from './form-controls';
import { detailsSchema } from '../../domain/registration/forms';
import { detailsOutcome, registrantIsSubscriber, registrationFailureMessage } from '../../domain/registration/outcomes';
import { type RegistrationWizard, STEP } from './wizard-state';

type DetailsNotice = { kind: 'not-found'; phone: string } | { kind: 'already-registered' } | { kind: 'failure'; message: MessageDescriptor };

/**
 * Step 1, 'Your details': subscriber ID (id pattern), first and last name (name rule), date of birth and zip code.
 * POST /registration/user-details checks that they identify one member without an online account: then the
 * wizard continues with the registration token it returns; details that match no one show the policy phone
 * number to call; a member who already has an account is pointed to log in.
 */
export function DetailsStep({ wizard, headingRef }: { wizard: RegistrationWizard; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  const brand = useBrand();
  const today = useToday();
  const validate = useValidateRegistrationUserDetails({ mutation: { meta: { failure: 'in-place' } } });
  const [notice, setNotice] = useState<DetailsNotice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const saved = wizard.state.userDetails;

  const form = useSchemaForm(detailsSchema(today), {
    defaultValues: {
      subscriberId: saved?.subscriberId ?? '',
      firstName: saved?.firstName ?? '',
      lastName: saved?.lastName ?? '',
      dateOfBirth: saved?.dateOfBirth ?? '',
      zipCode: saved?.zipCode ?? '',
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const userDetails = {
      subscriberId: values.subscriberId.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      dateOfBirth: values.dateOfBirth,
      zipCode: values.zipCode.trim(),
      domainId: brand.domainId,
    };
    try {
      const validation = await validate.mutateAsync({ data: userDetails });
      const outcome = detailsOutcome(validation);
      const policyPhone = validation.policyPhone?.trim() || null;
      if (outcome.kind === 'continue') {
        wizard.update({
          userDetails,
          policyPhone,
          registrationToken: outcome.registrationToken,
          registrantIsSubscriber: registrantIsSubscriber(validation),
          activeStep: STEP.policies,
        });
        return;
      }
      wizard.update({ userDetails, policyPhone, registrationToken: null });
      setNotice(
        outcome.kind === 'not-found'
          ? { kind: 'not-found', phone: outcome.policyPhone ?? brand.contact.customerServicePhone }
          : { kind: 'already-registered' },
      );
    } catch (error) {
      setNotice({ kind: 'failure', message: registrationFailureMessage(error) });
    }
  });

  return (
    <OverlaySpinner isLoading={validate.isPending} label={t`Checking your details`}>
      <h2 ref={headingRef} tabIndex={-1} className="registration__step-title">
        {t`Your details`}
      </h2>
      <p className="registration__step-intro">
        {t`Enter your details as they appear on your member ID card, so we can find your coverage.`}
      </p>
      {notice?.kind === 'not-found' && (
        <FormAlert tone="warning" title={t`We couldn't match these details to a member`} alertRef={noticeRef}>
          <p>{t`Check that they match your member ID card.`}</p>
          <p>
            <Trans>
              If they do, call us at <PhoneLink number={notice.phone} /> and we&apos;ll help you create your account.
            </Trans>
          </p>
        </FormAlert>
      )}
      {notice?.kind === 'already-registered' && (
        <HasAccountNotice noticeRef={noticeRef} />
      )}
      {notice?.kind === 'failure' && <FailureNotice title={t`We couldn't check your details`} message={notice.message} noticeRef={noticeRef} />}
      <StepForm onSubmit={onSubmit}>
        <TextField
          label={t`Subscriber ID`}
          hint={t`9 or 10 letters and numbers, as on your member ID card`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          registration={form.register('subscriberId')}
          error={errors.subscriberId?.message}
        />
        <div className="registration__pair">
          <TextField label={t`First name`} autoComplete="given-name" registration={form.register('firstName')} error={errors.firstName?.message} />
          <TextField label={t`Last name`} autoComplete="family-name" registration={form.register('lastName')} error={errors.lastName?.message} />
        </div>
        <div className="registration__pair">
          <DateOfBirthField today={today} registration={form.register('dateOfBirth')} error={errors.dateOfBirth?.message} />
          <TextField
            label={t`Zip code`}
            hint={t`5 digits`}
            autoComplete="postal-code"
            inputMode="numeric"
            registration={form.register('zipCode')}
            error={errors.zipCode?.message}
          />
        </div>
        <StepActions submitLabel={t`Continue`} busy={validate.isPending} />
      </StepForm>
    </OverlaySpinner>
  );
}
