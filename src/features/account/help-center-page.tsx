import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useGetPreferences } from '../../../generated/gateway/account/account';
import { useGetPcpEligibility, useGetPcpMembers } from '../../../generated/gateway/pcp/pcp';
import { contactDirectory } from '../../config/contacts';
import { routePaths } from '../../config/route-paths';
import { claimsMenuLabel } from '../../domain';
import { TTY_NUMBER } from '../../shared/lib/phone';
import { AreaLoading } from '../../shared/ui/area-frame/area-frame';
import { PhoneLink } from '../../shared/ui';

import { AccountCard, AccountFrame } from './account-frame';
import { showsPrimaryCareQuestion } from '../../domain/account/help-center';
import { SecureMessageForm } from './secure-message-form';
import type { AccountArea } from './use-account-area';

/**
 * /account/support ('Help center'): common questions answered plainly, the brand's customer service contacts and
 * hours, a secure message form, and the way to every phone number on the customer service page.
 */
export function SupportPage() {
  const { t } = useLingui();
  return (
    <AccountFrame title={t`Help center`} piece="account.help-center" pageId="help-center">
      {(area) => <HelpCenter area={area} />}
    </AccountFrame>
  );
}

interface Question {
  readonly id: string;
  readonly question: string;
  readonly answer: ReactNode;
}

/**
 * The common questions for this member, in the language shown when it is called (while rendering): links go only
 * where the member may go. The primary care question is asked
 * only where the Primary care menu item shows (`primaryCare`, see `showsPrimaryCareQuestion`).
 */
function questions({ state, brand, settingsAllowed, ebillAvailable }: AccountArea, primaryCare: boolean): Question[] {
  const covered = !state.termed;
  const claimsLabel = i18n._(claimsMenuLabel(state.member));
  const list: (Question | null)[] = [
    {
      id: 'id-card',
      question: t`How do I get my ID card?`,
      answer: covered ? (
        <>
          <p>
            <Trans>
              Open your <Link to={routePaths.idCard}>ID card</Link> to view it, download it as a PDF or email it to
              yourself. You can also download it from your dashboard. Show it, on paper or on your phone, at every visit.
            </Trans>
          </p>
          <p>
            <Trans>Need a printed card mailed to you? You can ask for one on the same page.</Trans>
          </p>
        </>
      ) : (
        <p>
          <Trans>
            ID cards are available while you have coverage with us. If you think your coverage has ended by mistake,
            please contact customer service.
          </Trans>
        </p>
      ),
    },
    {
      id: 'claims',
      question: t`How do I check on a claim?`,
      answer: (
        <>
          <p>
            <Trans>
              <Link to={routePaths.claims}>{claimsLabel}</Link> lists the claims we have received, their status, and
              what the plan paid and what you may owe.
            </Trans>
            {state.isSubscriber && (
              <>
                {' '}
                <Trans>As the subscriber, you also get an explanation of benefits (EOB) for each processed claim.</Trans>
              </>
            )}
          </p>
          <p>
            <Trans>
              Most claims are processed within 30 days of when we receive them. Your provider usually sends the claim for
              you.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'dentist',
      question: t`How do I find a dentist in my network?`,
      answer: covered ? (
        <p>
          <Trans>
            Use <Link to={routePaths.findADentist}>Find a dentist</Link> to search for in-network dentists near you.
            Seeing an in-network dentist usually costs you less. Traveling? Your plan may cover care away from home too.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>Finding care through your plan is available while you have coverage with us.</Trans>
        </p>
      ),
    },
    primaryCare
      ? {
          id: 'primary-care',
          question: t`How do I choose or change my primary care provider?`,
          answer: covered ? (
            <p>
              <Trans>
                If your plan asks you to choose a primary care provider, go to{' '}
                <Link to={routePaths.primaryCare}>Primary care</Link>. You can search for providers who are accepting
                new patients and make your choice there; the change starts on the date shown when you choose.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>Choosing a primary care provider is available while you have coverage with us.</Trans>
            </p>
          ),
        }
      : null,
    brand.features.ebill
      ? {
          id: 'ebill',
          question: t`How do I pay my bill online?`,
          answer: ebillAvailable ? (
            <p>
              <Trans>
                Go to <Link to={routePaths.ebill}>eBill</Link>. Register once, then view and pay your premium bills, set
                up automatic payments and keep your payment methods up to date.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>
                Online bill pay with eBill is for plans billed directly to members. If your employer pays for your plan,
                there is no bill for you to pay here.
              </Trans>
            </p>
          ),
        }
      : null,
    {
      id: 'password',
      question: t`I forgot my username or password. What do I do?`,
      answer: (
        <>
          <p>
            <Trans>
              On the login page, choose Forgot username or Forgot password and follow the steps. We&apos;ll send what you
              need to the email address on file.
            </Trans>
          </p>
          <p>
            <Trans>
              Signed in and want a new password? <Link to={routePaths.changePassword}>Change your password</Link>.
            </Trans>
            {settingsAllowed && (
              <>
                {' '}
                <Trans>
                  You can also set your security questions in <Link to={routePaths.settings}>Settings</Link>.
                </Trans>
              </>
            )}
          </p>
        </>
      ),
    },
  ];
  return list.filter((item): item is Question => item !== null);
}

function HelpCenter({ area }: { area: AccountArea }) {
  const { t } = useLingui();
  const { brand, state, now } = area;
  // The brand's main number, named and timed as on the contact page.
  const line = contactDirectory(brand).customerService;
  const lineName = line.name;
  // The preferences are the current address (a change in Settings updates them, not the cached account).
  const preferences = useGetPreferences();
  const emailOnFile = (preferences.data ?? state.account.preferences)?.emailAddress?.trim() ?? '';
  // The Primary care menu rule's inputs; the shell asks the same cached questions.
  const pcpMembers = useGetPcpMembers();
  const pcpEligibility = useGetPcpEligibility();
  const pcpKnown = (pcpMembers.isSuccess || pcpMembers.isError) && (pcpEligibility.isSuccess || pcpEligibility.isError);
  const primaryCare = showsPrimaryCareQuestion(state.member, pcpMembers.data, pcpEligibility.data, now);

  return (
    <>
      <p className="account__intro">
        <Trans>Find answers to common questions, or get in touch with us.</Trans>
      </p>

      <AccountCard title={t`Common questions`}>
        {pcpKnown ? (
          <ul className="account-faq">
            {questions(area, primaryCare).map((item) => (
              <li key={item.id} className="account-faq__item-wrap">
                <details className="account-faq__item">
                  <summary className="account-faq__question">{item.question}</summary>
                  <div className="account-faq__answer text-flow">{item.answer}</div>
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <AreaLoading label={t`Loading common questions`} />
        )}
      </AccountCard>

      <div className="account-help__grid">
        <AccountCard title={t`Contact customer service`}>
          <ul className="account-contact">
            <li className="account-contact__item">
              <span className="account-contact__label">{t`${lineName} phone`}</span>
              <PhoneLink className="account-contact__value account-contact__value--phone" number={brand.contact.customerServicePhone} />
              <span className="account__muted">{line.hours.join(' ')}</span>
            </li>
            <li className="account-contact__item">
              <span className="account-contact__label">{t`Email`}</span>
              <a className="account-contact__value" href={`mailto:${brand.contact.customerServiceEmail}`}>
                {brand.contact.customerServiceEmail}
              </a>
            </li>
            <li className="account-contact__item">
              <span className="account-contact__label">TTY</span>
              <span>
                <Trans>
                  Dial <PhoneLink number={TTY_NUMBER} />
                </Trans>
              </span>
            </li>
          </ul>
          <p className="account__text">
            <Link to={routePaths.customerService}>
              <Trans>All customer service phone numbers and hours</Trans>
            </Link>
          </p>
        </AccountCard>

        <AccountCard title={t`Send us a secure message`}>
          <p className="account__text account__muted">
            <Trans>Write to us about your plan, claims or account. For anything urgent, please call us.</Trans>
          </p>
          <SecureMessageForm emailOnFile={emailOnFile} />
        </AccountCard>
      </div>
    </>
  );
}
