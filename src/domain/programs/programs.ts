import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { type Program, ProgramId } from '../../../generated/model';
import type { BrandConfig } from '../../config/brands';

/**
 * Programs and dashboard program tiles (product sections 2, 6 and 9). The ids are the contract's ProgramId.
 */

export const PROGRAM_IDS = {
  nurseLine: ProgramId.NurseLine, // 12
  telehealth: ProgramId.TelehealthVisits, // 21
  pharmacyBenefitManager: ProgramId.PharmacyBenefitManager, // 37
  dentalCostEstimator: ProgramId.DentalCostEstimator, // 41
  findADentist: ProgramId.FindADentist, // 55
  travelDental: ProgramId.TravelDental, // 60
  digitalClaims: ProgramId.DigitalClaims, // 93
  shortcut: ProgramId.Shortcut, // -2
  onlineBillPay: ProgramId.OnlineBillPay, // -1
  outlineOfCoverage: ProgramId.OutlineOfCoverage, // -3
} as const;

export const MAX_FEATURED_PROGRAMS = 5;
export const MAX_HOME_PROGRAM_TILES = 6;
export const TILE_NAME_MAX_LENGTH = 25;

type ProgramLike = Pick<Program, 'id' | 'displayOrder' | 'highPriority' | 'eligible'>;

/** Orders programs by display order; a program without one comes after those that have one. */
export function compareDisplayOrder(a: Pick<Program, 'displayOrder'>, b: Pick<Program, 'displayOrder'>): number {
  return (a.displayOrder ?? Number.POSITIVE_INFINITY) - (b.displayOrder ?? Number.POSITIVE_INFINITY) || 0;
}

function byDisplayOrder<P extends ProgramLike>(programs: readonly P[]): P[] {
  return [...programs].sort(compareDisplayOrder);
}

/** Featured programs: high-priority ones by display order, at most 5; none for termed members. */
export function featuredPrograms<P extends ProgramLike>(programs: readonly P[], { termed }: { termed: boolean }): P[] {
  if (termed) return [];
  return byDisplayOrder(programs.filter((program) => program.highPriority)).slice(0, MAX_FEATURED_PROGRAMS);
}

/**
 * The home page's program tiles: high-priority programs the member is enrolled in (eligible), by display order,
 * at most 6. None for termed members (they lose the featured programs).
 */
export function homeProgramTiles<P extends ProgramLike>(programs: readonly P[], { termed }: { termed: boolean }): P[] {
  if (termed) return [];
  return byDisplayOrder(programs.filter((program) => program.highPriority && program.eligible)).slice(
    0,
    MAX_HOME_PROGRAM_TILES,
  );
}

/** A program tile the portal adds itself. Shaped as a Program so tiles render it like any other. */
export type ShortcutProgram = Program & { id: typeof ProgramId.OnlineBillPay | typeof ProgramId.OutlineOfCoverage };

/** The shortcut programs' names (product section 9), in the language shown when the shortcuts are made. */
export const ONLINE_BILL_PAY_NAME = msg`Online bill pay`;
export const OUTLINE_OF_COVERAGE_NAME = msg`Outline of Coverage`;

export interface ShortcutProgramsInput {
  brand: Pick<BrandConfig, 'features'>;
  hasEbill: boolean;
  termed: boolean;
  /** The address GET handbook/ooc returned; empty or null when none. */
  outlineOfCoverageUrl: string | null | undefined;
}

/**
 * The shortcut programs, in this order: Online bill pay (id -1) when the brand offers eBill, the member has
 * eBill and is not termed; Outline of Coverage (id -3) when an address was returned. None for brands whose
 * `features.shortcutPrograms` is false. The eBill address is built by the eBill feature (url null here).
 */
export function shortcutPrograms({ brand, hasEbill, termed, outlineOfCoverageUrl }: ShortcutProgramsInput): ShortcutProgram[] {
  if (!brand.features.shortcutPrograms) return [];
  const shortcuts: ShortcutProgram[] = [];
  if (brand.features.ebill && hasEbill && !termed) {
    shortcuts.push({
      id: ProgramId.OnlineBillPay,
      name: i18n._(ONLINE_BILL_PAY_NAME),
      eligible: true,
      highPriority: false,
      displayOrder: Number.MAX_SAFE_INTEGER - 1,
      url: null,
    });
  }
  const ooc = outlineOfCoverageUrl?.trim();
  if (ooc) {
    shortcuts.push({
      id: ProgramId.OutlineOfCoverage,
      name: i18n._(OUTLINE_OF_COVERAGE_NAME),
      eligible: true,
      highPriority: false,
      displayOrder: Number.MAX_SAFE_INTEGER,
      url: ooc,
    });
  }
  return shortcuts;
}

/** A tile name: at most 25 characters, then '…' when longer (exactly 25 stays as it is). */
export function truncateTileName(name: string): string {
  const characters = Array.from(name);
  return characters.length > TILE_NAME_MAX_LENGTH ? `${characters.slice(0, TILE_NAME_MAX_LENGTH).join('')}…` : name;
}

/** The programs list contains the pharmacy benefit manager (id 37). */
export function hasPharmacyBenefitManager(programs: readonly Pick<Program, 'id'>[]): boolean {
  return programs.some((program) => program.id === ProgramId.PharmacyBenefitManager);
}
