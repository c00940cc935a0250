import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { useGetAccount, useGetRegistrationPolicies, useUpdateRegistrationPolicies } from '../../../generated/gateway/account/account';
import type { AccountDetails, RegistrationPolicy } from '../../../generated/model';
import { useBrand } from '../../config/use-brand';
import { isSubscriber } from '../../domain';
import { initialRegistrationPolicyValues, registrationPoliciesSchema, useSchemaForm } from '../../shared/lib/validation';
import { useSession } from '../../shared/session/session-context';
import { PhoneLink, policiesAcceptedNotification, useNotify } from '../../shared/ui';

import { AuthActions, AuthPage } from './auth-page';
import { RegistrationPolicyFields } from '../../shared/ui/eob-delivery-choice/eob-delivery-choice';
import { useLoginStep } from './use-login-step';

import './registration-policies.css';

/** The heading of product section 2, word for word in English. */
export const REGISTRATION_POLICIES_TITLE = msg`Welcome to your dental Member Dashboard`;

/**
 * Whether the token's member is the subscriber (suffix 0), read from the account the temporary token may read.
 * A member the account does not list is not asked about EOB delivery.
 */
export function tokenMemberIsSubscriber(account: Pick<AccountDetails, 'members'>, memberKey: string | undefined): boolean {
  const member = account.members.find((candidate) => candidate.memberKey === memberKey);
  return member ? isSubscriber(member) : false;
}

function PolicyText() {
  const { t } = useLingui();
  const brand = useBrand();
  const brandName = brand.name;
  return (
    <section className="registration-policies__policy" aria-labelledby="digital-policy-title">
      <h2 id="digital-policy-title" className="registration-policies__policy-title">
        {t`Digital communications policy`}
      </h2>
      <p>{t`Please read how ${brandName} communicates with you online before you start using your Member Dashboard.`}</p>
      <h3>{t`What we send you electronically`}</h3>
      <p>
        {t`We may send you plan documents and notices electronically instead of by mail. These include your benefit summaries and plan changes, notices about your coverage and our privacy practices, and updates about your claims and your account. We post them in your Member Dashboard and email you when something new is ready.`}
      </p>
      <h3>{t`What you need`}</h3>
      <p>
        {t`A phone, tablet or computer with internet access, a current web browser, a program that opens PDF files, and an email address you check regularly. Please keep your email address up to date so our messages reach you.`}
      </p>
      <h3>{t`Paper copies and your choices`}</h3>
      <p>
        <Trans>
          You can ask for a paper copy of any document at no cost by calling Customer Service at{' '}
          <PhoneLink className="auth-page__link" number={brand.contact.customerServicePhone} />. You can change how you
          receive documents, or stop receiving them electronically, at any time. Some notices must be mailed by law,
          and we will keep mailing those.
        </Trans>
      </p>
      <h3>{t`Your privacy`}</h3>
      <p>
        {t`We protect your information as described in our Notice of Privacy Practices. We never sell your email address, and we will never ask for your password by email.`}
      </p>
    </section>
  );
}

function PoliciesForm({ saved, subscriber }: { saved: RegistrationPolicy; subscriber: boolean }) {
  const { t, i18n } = useLingui();
  const { temporaryToken } = useSession();
  const updatePolicies = useUpdateRegistrationPolicies();
  const { notify } = useNotify();
  const { busy, run } = useLoginStep();

  const form = useSchemaForm(registrationPoliciesSchema(), { defaultValues: initialRegistrationPolicyValues(saved, { isSubscriber: subscriber }) });

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      await updatePolicies.mutateAsync({
        data: {
          isCommunicationPolicySigned: values.isCommunicationPolicySigned,
          isEeobPreferenceConsented: subscriber ? values.isEeobPreferenceConsented : null,
        },
      });
      notify(policiesAcceptedNotification());
      return { token: temporaryToken };
    }),
  );

  return (
    <AuthPage title={i18n._(REGISTRATION_POLICIES_TITLE)} width="wide" busy={busy} busyLabel={t`Saving your choices`} intro={<IntroText />}>
      <form className="auth-page__form registration-policies" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PolicyText />
        <RegistrationPolicyFields form={form} subscriber={subscriber} />
        <AuthActions submitLabel={t`Submit`} busy={busy} />
      </form>
    </AuthPage>
  );
}

function IntroText() {
  const { t } = useLingui();
  const brandName = useBrand().name;
  return <p>{t`Before you start, please review how ${brandName} will communicate with you and choose how you want to receive your documents.`}</p>;
}

/**
 * Registration policies (product sections 2 and 5, temporary token; brand 5 and, per the login rules, others): the
 * digital communications policy with its required acknowledgement (saved value first), and for subscribers only
 * the electronic or paper EOB choice (consented when unset). Submit saves both (the EOB choice is null for other
 * members), shows "You're all set ..." for 5 seconds and continues post-login routing. Whether the member is the
 * subscriber comes from the token's member in GET /account.
 */
export function RegistrationPoliciesPage() {
  const { i18n } = useLingui();
  const { claims } = useSession();
  const policies = useGetRegistrationPolicies();
  const account = useGetAccount();

  if (!policies.data || !account.data) {
    return <AuthPage title={i18n._(REGISTRATION_POLICIES_TITLE)} width="wide" busy intro={<IntroText />} />;
  }
  return (
    <PoliciesForm
      saved={policies.data.registrationPolicy}
      subscriber={tokenMemberIsSubscriber(account.data, claims?.memberKey)}
    />
  );
}
