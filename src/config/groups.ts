/**
 * The groups the portal treats differently from the others (product sections 2, 6 and 9), as data: features and the
 * shared rules ask whether a member's group or parent group is one of these, and never write the ids themselves.
 * A module of its own, apart from brands.ts (part of every page's first load): the rules that read it load with
 * the signed-in pages.
 */

/** Group ids as the gateway sends them (AccountDetails.groupId, parentGroupId). */
export type GroupId = string;

export interface SpecialGroups {
  /** Members of this group get the reduced benefits menu whatever the brand (product section 6). */
  readonly reducedBenefitsMenu: GroupId;
  /** The group the dashboard marks as a special group. */
  readonly specialGroup: GroupId;
  /** The parent group of the Medicare plans: their members search the Medicare plan's dentist directory. */
  readonly medicareParent: GroupId;
  /** The city-employer plan (City of Portland): its group and the parent group of its groups. */
  readonly cityEmployer: { readonly group: GroupId; readonly parentGroup: GroupId };
}

export const SPECIAL_GROUPS: SpecialGroups = {
  reducedBenefitsMenu: '10004760',
  specialGroup: '10002805',
  medicareParent: '100000075',
  cityEmployer: { group: '10007015', parentGroup: '100000050' },
};
