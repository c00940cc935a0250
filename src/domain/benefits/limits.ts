import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { BenefitLimit, NetworkTier } from '../../../generated/model';

/**
 * Benefit limits and deductibles (product sections 3 and 9).
 */

/** A limit whose amounts are all present, so it can be shown. */
export type ValidLimit = BenefitLimit & { total: number; totalMet: number; totalRemaining: number };
/** A limit ready for display: valid, with its network tier normalised. */
export type VisibleLimit = ValidLimit & { networkTier: NetworkTier };

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Valid only when total, met and remaining are present and met and remaining are not both zero. */
export function isValidLimit(limit: BenefitLimit): limit is ValidLimit {
  if (!isAmount(limit.total) || !isAmount(limit.totalMet) || !isAmount(limit.totalRemaining)) return false;
  return !(limit.totalMet === 0 && limit.totalRemaining === 0);
}

/** The default tier when a limit names none, or one the portal does not know. */
export const DEFAULT_TIER: NetworkTier = 'innet';

const TIER_ALIASES: Readonly<Record<string, NetworkTier>> = {
  innet: 'innet',
  outnet: 'outnet',
  tab1: 'tab1',
  tab2: 'tab2',
  'in-network': 'innet',
  'out-of-network': 'outnet',
};

/** 'in-network' → 'innet', 'out-of-network' → 'outnet'; innet, outnet, tab1, tab2 kept; else in-network. Case-insensitive. */
export function normaliseTier(tier: string | null | undefined): NetworkTier {
  return TIER_ALIASES[(tier ?? '').trim().toLowerCase()] ?? DEFAULT_TIER;
}

const TIER_LABELS: Partial<Record<NetworkTier, MessageDescriptor>> = {
  innet: msg`In network`,
  outnet: msg`Out-of-network`,
};

/** 'In network' or 'Out-of-network'; null for tab1 and tab2, which the spec gives no label (their tab titles name them). */
export function tierLabel(tier: string | null | undefined): string | null {
  const label = TIER_LABELS[normaliseTier(tier)];
  return label ? i18n._(label) : null;
}

// The gateway's limit types, as it writes them (compared, never shown).
const ANNUAL_LIMIT_TYPE = 'annual limit';
const IN_NETWORK_DEDUCTIBLE_TYPE = 'deductible - in network';

/** 0 Annual Limit, 1 Deductible - In Network, 2 any other type, 3 no type (compared trimmed, case-insensitive). */
export function limitTypeRank(limitType: string | null | undefined): number {
  const type = (limitType ?? '').trim().toLowerCase();
  if (type === '') return 3;
  if (type === ANNUAL_LIMIT_TYPE) return 0;
  if (type === IN_NETWORK_DEDUCTIBLE_TYPE) return 1;
  return 2;
}

/** A copy ordered Annual Limit, Deductible - In Network, others, no type; the gateway order within each (stable). */
export function sortLimits<L extends Pick<BenefitLimit, 'limitType'>>(limits: readonly L[]): L[] {
  return [...limits].sort((a, b) => limitTypeRank(a.limitType) - limitTypeRank(b.limitType));
}

/** The limits to show: valid ones only, tiers normalised, in display order. */
export function visibleLimits(limits: readonly BenefitLimit[]): VisibleLimit[] {
  return sortLimits(limits.filter(isValidLimit).map((limit) => ({ ...limit, networkTier: normaliseTier(limit.networkTier) })));
}

/** Percentage used (product section 9): met / total × 100, not clamped (over the limit reads more than 100); 0 when the total is 0 or missing. */
export function percentUsed(met: number | null | undefined, total: number | null | undefined): number {
  if (!isAmount(met) || !isAmount(total) || total === 0) return 0;
  return (met / total) * 100;
}

/** The generic progress bar fill: met / limit as a percentage, clamped to 0–100 (a bar is never more than full); 0 for a zero or missing limit. */
export function progressFill(met: number | null | undefined, limit: number | null | undefined): number {
  return Math.min(100, Math.max(0, percentUsed(met, limit)));
}
