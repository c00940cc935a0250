import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useHasReferrals } from '../../../generated/gateway/referrals/referrals';
import type { FamilyMember, Member } from '../../../generated/model';
import type { BenefitsMenuVariant } from '../../config/brands';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useBrand } from '../../config/use-brand';
import { type AccountState, useAccountState } from '../../shared/account/use-account-state';
import { useMedicareEligibility } from '../../shared/account/use-medicare-eligibility';
import {
  benefitsMenuVariant,
  listsReferrals,
  type CategoryStatus,
  categoryStatuses,
  type CoverageCategory,
  type MenuItem,
} from '../../domain';
import { useToday } from '../../shared/lib/clock';
import type { QueryState } from '../../shared/ui/area-frame/loaded';
import { calendarDay, toGatewayDate } from '../../shared/lib/format';
import { useSession } from '../../shared/session/session-context';

import { benefitsMenuItems } from '../../domain/benefits/menu';
import { parseDateParam, parseTimestampParam, resolveSuffix } from '../../domain/benefits/page-addresses';

/** What every page of the benefits area needs: the account state and the member's Benefits menu. */
export interface BenefitsFrame {
  readonly state: AccountState;
  readonly today: Date;
  /** The Benefits menu's items, in the interface's category order. */
  readonly menu: MenuItem[];
  readonly variant: BenefitsMenuVariant;
  /** The signed-in member's status per coverage category, today. */
  readonly statuses: Record<CoverageCategory, CategoryStatus>;
  readonly hasReferrals: boolean;
  readonly medicareEligible: boolean;
}

/**
 * Loads the account state, whether the member has referrals (where the menu can list them) and whether Medicare
 * materials apply, and derives the Benefits menu from them. All three reads are cached, so the shell and every
 * page share one request each. The Medicare eligibility call is read as product section 8 says: a 403 means not
 * eligible, any other failure goes to the error rule.
 */
export function useBenefitsFrame(): QueryState<BenefitsFrame> {
  const { sessionToken } = useSession();
  const enabled = sessionToken !== null;
  const account = useAccountState();
  const brand = useBrand();
  const groupId = account.data?.account.groupId;
  const referralsListed = enabled && listsReferrals(brand, groupId);
  const referrals = useHasReferrals({ query: { enabled: referralsListed } });
  const medicare = useMedicareEligibility({ enabled });
  const { handbooksLabel } = useRuntimeConfig();
  const today = useToday();

  return useMemo<QueryState<BenefitsFrame>>(() => {
    const error = account.error ?? referrals.error;
    if (error) return { data: undefined, error };
    if (!account.data || (referralsListed && referrals.isPending) || medicare.query.isPending) return { data: undefined, error: null };
    const state = account.data;
    const statuses = categoryStatuses(state.member, today);
    const hasReferrals = referralsListed && referrals.data === true;
    const medicareEligible = medicare.eligible;
    const menu = benefitsMenuItems({
      brand,
      member: state.member,
      now: today,
      termed: state.termed,
      eligibility: statuses,
      hasReferrals,
      medicareEligible,
      groupId: state.account.groupId,
      handbooksLabel,
    });
    return {
      error: null,
      data: {
        state,
        today,
        menu,
        variant: benefitsMenuVariant(brand, state.account.groupId),
        statuses,
        hasReferrals,
        medicareEligible,
      },
    };
  }, [account, referralsListed, referrals.error, referrals.isPending, referrals.data, medicare.query.isPending, medicare.eligible, brand, handbooksLabel, today]);
}

/** The family member and the date a page shows, kept in the address so a reload or a shared link keeps them. */
export interface CoverageSelection {
  readonly suffix: number;
  readonly asOf: Date;
  /** The chosen member as the family lists them. */
  readonly familyMember: FamilyMember | undefined;
  /** The chosen member's account record (eligibility blocks), falling back to the signed-in member. */
  readonly member: Member;
  /** True when the member and date are the page's defaults (the signed-in member, today). */
  readonly isDefault: boolean;
  readonly apply: (values: { suffix: number; asOf: Date }) => void;
}

/**
 * The member and date of a page: `suffix` and `asOfDate` query values, the date as 'YYYY-MM-DD' ('date') or as a
 * timestamp in milliseconds ('timestamp', the Benefits summary's address). Unknown members and unreadable dates
 * fall back to the signed-in member and today.
 */
export function useCoverageSelection(state: AccountState, today: Date, dateFormat: 'date' | 'timestamp' = 'date'): CoverageSelection {
  const [searchParams, setSearchParams] = useSearchParams();
  const ownSuffix = state.member.memberSuffix;
  const suffix = resolveSuffix(searchParams.get('suffix'), state.family.members, ownSuffix);
  const rawDate = searchParams.get('asOfDate');
  const asOf = dateFormat === 'timestamp' ? (parseTimestampParam(rawDate) ?? today) : parseDateParam(rawDate, today);
  const asOfKey = toGatewayDate(asOf);

  const apply = useCallback(
    (values: { suffix: number; asOf: Date }) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('suffix', String(values.suffix));
          next.set('asOfDate', dateFormat === 'timestamp' ? String(values.asOf.getTime()) : toGatewayDate(values.asOf));
          return next;
        },
        { replace: false, preventScrollReset: true },
      );
    },
    [dateFormat, setSearchParams],
  );

  return useMemo(() => {
    const familyMember = state.family.members.find((candidate) => candidate.suffix === suffix);
    const member = state.account.members.find((candidate) => candidate.memberSuffix === suffix) ?? state.member;
    return {
      suffix,
      asOf: parseDateParam(asOfKey, today),
      familyMember,
      member,
      isDefault: suffix === ownSuffix && asOfKey === calendarDay(today),
      apply,
    };
    // asOfKey stands for asOf: the same day gives the same selection.
  }, [state, suffix, asOfKey, today, ownSuffix, apply]);
}
