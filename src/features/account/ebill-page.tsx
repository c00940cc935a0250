import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import {
  getIsEbillRegisteredQueryKey,
  useIsEbillRegistered,
  useRegisterEbillUser,
  useShowEbillAlert,
} from '../../../generated/gateway/ebill/ebill';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { routePaths } from '../../config/route-paths';
import { useSession } from '../../shared/session/session-context';
import { AlertBanner, Spinner } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { AccountCard, AccountFrame } from './account-frame';
import { ebillAddress } from '../../domain/account/ebill';
import type { AccountArea } from './use-account-area';

import '../../shared/ui/button/button.css';

export const EBILL_UNAVAILABLE_TITLE = msg`eBill is not available for your plan`;

/**
 * /account/ebill: for members eBill is offered to (`ebillAvailable`), the registration status, 'Register for
 * eBill' when not registered, then the way to the eBill site (its address carries firsttime, theme,
 * dashboardlink and idptoken), and the 'Update payment method(s)' case explained. Everyone else gets a clear
 * page saying eBill is not available for their plan.
 */
export function EbillPage() {
  const { t } = useLingui();
  return (
    <AccountFrame title={t`eBill`} piece="account.ebill" pageId="ebill">
      {(area) => (area.ebillAvailable ? <EbillContent area={area} /> : <EbillUnavailable />)}
    </AccountFrame>
  );
}

function EbillUnavailable() {
  const { t, i18n } = useLingui();
  return (
    <AlertBanner
      type="info"
      title={i18n._(EBILL_UNAVAILABLE_TITLE)}
      content={t`Your plan isn't billed through eBill, so there are no bills to view or pay here. If you have a question about a bill or a payment, please contact customer service.`}
      links={[{ label: t`Contact customer service`, target: routePaths.customerService }]}
    />
  );
}

function EbillContent({ area }: { area: AccountArea }) {
  const { t } = useLingui();
  const registered = useIsEbillRegistered();
  const alert = useShowEbillAlert();
  return (
    <Loaded queries={[registered, alert]} loading={t`Loading your eBill account`}>
      {(isRegistered, showAlert) => <Ebill area={area} registered={isRegistered} showAlert={showAlert} />}
    </Loaded>
  );
}

function Ebill({ area, registered, showAlert }: { area: AccountArea; registered: boolean; showAlert: boolean }) {
  const { t } = useLingui();
  const { ebillBaseUrl } = useRuntimeConfig();
  const { sessionToken } = useSession();
  const queryClient = useQueryClient();
  const register = useRegisterEbillUser();
  // Registered during this visit: the eBill site is told it is the member's first time.
  const [registeredNow, setRegisteredNow] = useState(false);

  const address = ebillAddress({
    baseUrl: ebillBaseUrl,
    firstTime: registeredNow,
    theme: area.brand.shortName,
    dashboardLink: new URL(routePaths.home, window.location.origin).toString(),
    idpToken: sessionToken ?? '',
  });

  const registerNow = async () => {
    try {
      await register.mutateAsync({ data: {} });
      queryClient.setQueryData(getIsEbillRegisteredQueryKey(), true);
      setRegisteredNow(true);
    } catch {
      // The global rule shows the error page for the failed call.
    }
  };

  return (
    <>
      {showAlert && (
        <AlertBanner
          type="warning"
          title={t`eBill Update needed`}
          content={t`A payment method on your eBill account needs to be updated, for example because a card has expired or a bank account has changed. Until it is updated, your premium payments may not go through.`}
        >
          <p className="account__alert-text">
            {registered
              ? t`Go to eBill and update your payment method(s) under your payment settings.`
              : t`Register for eBill below, then update your payment method(s) on the eBill site.`}
          </p>
          {registered && (
            <div className="alert-banner__actions">
              <a className="button alert-banner__button" href={address}>
                <Trans>Update payment method(s)</Trans>
              </a>
            </div>
          )}
        </AlertBanner>
      )}

      {registered ? (
        <AccountCard title={t`Your eBill account`}>
          {registeredNow ? (
            <p className="account__text" role="status">
              <Trans>You&apos;re registered for eBill. Go to eBill to set up your account and payment methods.</Trans>
            </p>
          ) : (
            <p className="account__text">
              <Trans>You&apos;re registered for eBill.</Trans>
            </p>
          )}
          <p className="account__text">
            <Trans>
              View and pay your premium bills, set up automatic payments, and manage your payment methods on our secure
              billing site. When you&apos;re done, use its link back to your Member Dashboard.
            </Trans>
          </p>
          <p className="account__text">
            <a className="button button--primary" href={address}>
              <Trans>Go to eBill</Trans>
            </a>
          </p>
        </AccountCard>
      ) : (
        <AccountCard title={t`Register for eBill`}>
          <p className="account__text">
            <Trans>
              You&apos;re not registered for eBill yet. Register once to view and pay your premium bills online, set up
              automatic payments and manage your payment methods.
            </Trans>
          </p>
          <div className="account__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={register.isPending}
              onClick={() => void registerNow()}
            >
              <Trans>Register for eBill</Trans>
            </button>
            {register.isPending && <Spinner size="small" label={t`Registering you for eBill`} />}
          </div>
        </AccountCard>
      )}

      <AccountCard title={t`Questions about your bill?`}>
        <p className="account__text">
          {area.settingsAllowed && (
            <>
              <Trans>
                You can choose the billing e-mails you get in <Link to={routePaths.settings}>Settings</Link>.
              </Trans>{' '}
            </>
          )}
          <Trans>
            For questions about a bill or a payment, <Link to={routePaths.customerService}>contact customer service</Link>.
          </Trans>
        </p>
      </AccountCard>
    </>
  );
}
