import { msg } from '@lingui/core/macro';

import type { BenefitLimit } from '../../../generated/model';
import { isValidLimit, normaliseTier, type VisibleLimit } from '../../domain';
import type { Text } from '../../shared/i18n/text';

/**
 * Each family member's share of a family deductible or out-of-pocket maximum: how much of the family's amount
 * each member has met, from the members' own (individual) limits of the same category, type and network tier,
 * which GET /benefits/limits gives per member.
 */

/** A family deductible or out-of-pocket maximum: the family amounts that members' use adds up to. */
export function isFamilyAccumulator(limit: Pick<BenefitLimit, 'coverageType' | 'limitType'>): boolean {
  return limit.coverageType === 'FAMILY' && /deductible|out-of-pocket/i.test(limit.limitType ?? '');
}

const sameType = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The member's own limit that adds to the family one: same category, type and tier, individual and complete. */
export function individualPart(family: VisibleLimit, memberLimits: readonly BenefitLimit[]): number | null {
  const own = memberLimits.find(
    (limit) =>
      limit.coverageType === 'INDIVIDUAL' &&
      limit.productCategory === family.productCategory &&
      sameType(limit.limitType, family.limitType) &&
      normaliseTier(limit.networkTier) === family.networkTier &&
      isValidLimit(limit),
  );
  return own ? Math.max(0, own.totalMet!) : null;
}

export interface MemberLimits {
  readonly memberKey: string;
  readonly name: string;
  /** The signed-in member. */
  readonly self: boolean;
  /** The member's limits on the date; undefined while they load. */
  readonly limits: readonly BenefitLimit[] | undefined;
}

export interface ShareSegment {
  /** A member's key, or 'others'. */
  readonly key: string;
  /** The member's name (as the gateway sends it), or the portal's words for the rest of the family. */
  readonly label: Text;
  readonly met: number;
  /** Of the bar's width, 0-100. */
  readonly percent: number;
  readonly self: boolean;
}

export interface FamilyShares {
  readonly total: number;
  readonly met: number;
  readonly remaining: number;
  /** One per member (and one for the rest of the family, or for use no member's own limit accounts for). */
  readonly segments: readonly ShareSegment[];
  readonly remainingPercent: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The shares of a family limit.
 * - `family` (the subscriber): every member whose own limit matches, in the order given, then 'Others' for what the
 *   family has met beyond their sum (members no longer covered, or use the gateway did not split);
 * - `own` (a dependent): the member's own share, then 'Rest of the family' for what the others have met together.
 * Widths are parts of the family total (or of the parts' sum when that is larger), so the bar never overflows.
 * Null when no member's own limit matches (there is nothing to divide).
 */
export function familyShares(family: VisibleLimit, members: readonly MemberLimits[], mode: 'family' | 'own'): FamilyShares | null {
  const shown = members.filter((member) => mode === 'family' || member.self);
  const parts = shown.flatMap((member): { key: string; label: Text; met: number; self: boolean }[] => {
    const met = member.limits ? individualPart(family, member.limits) : null;
    return met === null ? [] : [{ key: member.memberKey, label: member.name, met, self: member.self }];
  });
  if (parts.length === 0) return null;
  const counted = parts.reduce((sum, part) => sum + part.met, 0);
  const rest = round(Math.max(0, family.totalMet - counted));
  if (rest > 0) parts.push({ key: 'others', label: mode === 'own' ? msg`Rest of the family` : msg`Others`, met: rest, self: false });
  const total = Math.max(family.total, 0);
  const remaining = Math.max(0, family.totalRemaining);
  const scale = Math.max(total, counted + rest, 0.01);
  return {
    total,
    met: family.totalMet,
    remaining,
    segments: parts.map((part) => ({ ...part, met: round(part.met), percent: (part.met / scale) * 100 })),
    remainingPercent: Math.max(0, 100 - ((counted + rest) / scale) * 100),
  };
}
