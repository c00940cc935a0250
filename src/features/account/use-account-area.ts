import { useMemo } from 'react';

import { useHasEbill } from '../../../generated/gateway/ebill/ebill';
import type { BrandConfig } from '../../config/brands';
import { useBrand } from '../../config/use-brand';
import { type AccountState, useAccountState } from '../../shared/account/use-account-state';
import { ebillAvailable, showSettingsItem } from '../../domain';
import { useToday } from '../../shared/lib/clock';
import type { QueryState } from '../../shared/ui/area-frame/loaded';

import { type AccountPageLink, accountPageLinks } from './account-pages-list';

/** What every page of the account area knows about the signed-in member. */
export interface AccountArea {
  readonly state: AccountState;
  readonly brand: BrandConfig;
  /** The moment the page was opened; every date rule of the page uses it. */
  readonly now: Date;
  /** The member may manage settings (product section 6). */
  readonly settingsAllowed: boolean;
  /** eBill is offered to this member (product section 6). */
  readonly ebillAvailable: boolean;
  /** The account pages the member may open. */
  readonly pages: readonly AccountPageLink[];
}

/**
 * The account state (loaded by the route guard) and the eBill answer the area's menu needs. GET /ebill/hasEbill
 * is asked only where eBill can be offered at all (a brand with eBill, a member who is not termed); the shell
 * asks the same cached question, so the page adds no request.
 */
export function useAccountArea(): QueryState<AccountArea> {
  const brand = useBrand();
  const account = useAccountState();
  const now = useToday();
  const ebillOffered = brand.features.ebill && account.data !== undefined && !account.data.termed;
  const hasEbill = useHasEbill({ query: { enabled: ebillOffered } });

  return useMemo<QueryState<AccountArea>>(() => {
    const error = account.error ?? (ebillOffered ? hasEbill.error : null);
    if (error) return { data: undefined, error };
    if (!account.data || (ebillOffered && !hasEbill.isSuccess)) return { data: undefined, error: null };
    const state = account.data;
    const settingsAllowed = showSettingsItem({ brand, member: state.member, now });
    const ebill = ebillAvailable({ brand, hasEbill: hasEbill.data === true, termed: state.termed });
    return {
      data: { state, brand, now, settingsAllowed, ebillAvailable: ebill, pages: accountPageLinks({ settings: settingsAllowed, ebill }) },
      error: null,
    };
  }, [account, brand, ebillOffered, hasEbill.data, hasEbill.error, hasEbill.isSuccess, now]);
}
