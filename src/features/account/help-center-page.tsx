import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useGetPreferences } from '../../../generated/gateway/account/account';
import { useGetPcpEligibility, useGetPcpMembers } from '../../../generated/gateway/pcp/pcp';
import { contactDirectory } from '../../config/contacts';
import { routePaths } from '../../config/route-paths';
import { claimsMenuLabel } from '../../shared/domain';
import { TTY_NUMBER } from '../../shared/lib/phone';
import { AreaLoading } from '../../shared/ui/area-frame/area-frame';
import { PhoneLink } from '../../shared/ui';

import { AccountCard, AccountFrame } from './account-frame';
import { showsPrimaryCareQuestion } from './rules/help-center';
import { SecureMessageForm } from './secure-message-form';
import type { AccountArea } from './use-account-area';

/**
 * /account/support ('Help center'): common questions answered plainly, the brand's customer service contacts and
 * hours, a secure message form, and the way to every phone number on the customer service page.
 */
export function SupportPage() {
  return (
    <AccountFrame title="Help center" pageId="help-center">
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
 * The common questions for this member: links go only where the member may go. The primary care question is asked
 * only where the Primary care menu item shows (`primaryCare`, see `showsPrimaryCareQuestion`).
 */
function questions({ state, brand, settingsAllowed, ebillAvailable }: AccountArea, primaryCare: boolean): Question[] {
  const covered = !state.termed;
  const claimsLabel = i18n._(claimsMenuLabel(state.member));
  const list: (Question | null)[] = [
    {
      id: 'id-card',
      question: 'How do I get my ID card?',
      answer: covered ? (
        <>
          <p>
            Open your <Link to={routePaths.idCard}>ID card</Link> to view it, download it as a PDF or email it to
            yourself. You can also download it from your dashboard. Show it, on paper or on your phone, at every visit.
          </p>
          <p>Need a printed card mailed to you? You can ask for one on the same page.</p>
        </>
      ) : (
        <p>ID cards are available while you have coverage with us. If you think your coverage has ended by mistake, please contact customer service.</p>
      ),
    },
    {
      id: 'claims',
      question: 'How do I check on a claim?',
      answer: (
        <>
          <p>
            <Link to={routePaths.claims}>{claimsLabel}</Link> lists the claims we have received, their status, and what
            the plan paid and what you may owe.
            {state.isSubscriber &&
              ' As the subscriber, you also get an explanation of benefits (EOB) for each processed claim.'}
          </p>
          <p>Most claims are processed within 30 days of when we receive them. Your provider usually sends the claim for you.</p>
        </>
      ),
    },
    {
      id: 'dentist',
      question: 'How do I find a dentist in my network?',
      answer: covered ? (
        <p>
          Use <Link to={routePaths.findADentist}>Find a dentist</Link> to search for in-network dentists near you.
          Seeing an in-network dentist usually costs you less. Traveling? Your plan may cover care away from home too.
        </p>
      ) : (
        <p>Finding care through your plan is available while you have coverage with us.</p>
      ),
    },
    primaryCare
      ? {
          id: 'primary-care',
          question: 'How do I choose or change my primary care provider?',
          answer: covered ? (
            <p>
              If your plan asks you to choose a primary care provider, go to{' '}
              <Link to={routePaths.primaryCare}>Primary care</Link>. You can search for providers who are accepting new
              patients and make your choice there; the change starts on the date shown when you choose.
            </p>
          ) : (
            <p>Choosing a primary care provider is available while you have coverage with us.</p>
          ),
        }
      : null,
    brand.features.ebill
      ? {
          id: 'ebill',
          question: 'How do I pay my bill online?',
          answer: ebillAvailable ? (
            <p>
              Go to <Link to={routePaths.ebill}>eBill</Link>. Register once, then view and pay your premium bills, set up
              automatic payments and keep your payment methods up to date.
            </p>
          ) : (
            <p>
              Online bill pay with eBill is for plans billed directly to members. If your employer pays for your plan,
              there is no bill for you to pay here.
            </p>
          ),
        }
      : null,
    {
      id: 'password',
      question: 'I forgot my username or password. What do I do?',
      answer: (
        <>
          <p>
            On the login page, choose Forgot username or Forgot password and follow the steps. We&apos;ll send what you need
            to the email address on file.
          </p>
          <p>
            Signed in and want a new password? <Link to={routePaths.changePassword}>Change your password</Link>.
            {settingsAllowed && (
              <>
                {' '}
                You can also set your security questions in <Link to={routePaths.settings}>Settings</Link>.
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
  const { brand, state } = area;
  // The brand's main number, named and timed as on the contact page.
  const line = contactDirectory(brand).customerService;
  // The preferences are the current address (a change in Settings updates them, not the cached account).
  const preferences = useGetPreferences();
  const emailOnFile = (preferences.data ?? state.account.preferences)?.emailAddress?.trim() ?? '';
  // The Primary care menu rule's inputs; the shell asks the same cached questions.
  const pcpMembers = useGetPcpMembers();
  const pcpEligibility = useGetPcpEligibility();
  const pcpKnown = (pcpMembers.isSuccess || pcpMembers.isError) && (pcpEligibility.isSuccess || pcpEligibility.isError);
  const primaryCare = showsPrimaryCareQuestion(state.member, pcpMembers.data, pcpEligibility.data);

  return (
    <>
      <p className="account__intro">Find answers to common questions, or get in touch with us.</p>

      <AccountCard title="Common questions">
        {pcpKnown ? (
          <ul className="account-faq">
            {questions(area, primaryCare).map((item) => (
              <li key={item.id} className="account-faq__item-wrap">
                <details className="account-faq__item">
                  <summary className="account-faq__question">{item.question}</summary>
                  <div className="account-faq__answer">{item.answer}</div>
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <AreaLoading label="Loading common questions" />
        )}
      </AccountCard>

      <div className="account-help__grid">
        <AccountCard title="Contact customer service">
          <ul className="account-contact">
            <li className="account-contact__item">
              <span className="account-contact__label">{`${line.name} phone`}</span>
              <PhoneLink className="account-contact__value account-contact__value--phone" number={brand.contact.customerServicePhone} />
              <span className="account__muted">{line.hours.join(' ')}</span>
            </li>
            <li className="account-contact__item">
              <span className="account-contact__label">Email</span>
              <a className="account-contact__value" href={`mailto:${brand.contact.customerServiceEmail}`}>
                {brand.contact.customerServiceEmail}
              </a>
            </li>
            <li className="account-contact__item">
              <span className="account-contact__label">TTY</span>
              <span>
                Dial <PhoneLink number={TTY_NUMBER} />
              </span>
            </li>
          </ul>
          <p className="account__text">
            <Link to={routePaths.customerService}>All customer service phone numbers and hours</Link>
          </p>
        </AccountCard>

        <AccountCard title="Send us a secure message">
          <p className="account__text account__muted">
            Write to us about your plan, claims or account. For anything urgent, please call us.
          </p>
          <SecureMessageForm emailOnFile={emailOnFile} />
        </AccountCard>
      </div>
    </>
  );
}
