import { SPECIAL_GROUPS } from '../../config/groups';

/**
 * The in-network dentist search: an external directory, with a plan-specific variant for Medicare plans (parent
 * group 100000075, product sections 2 and 9). The one place both addresses live: the Find a dentist page and the
 * travel dental page ('Find in-network dentist') take them from here.
 */

/** The dentist directory for every plan but Medicare. */
export const DENTIST_DIRECTORY_URL = 'https://dentists.plan.example/search';

/** The directory of dentists in the Medicare plans' network. */
export const MEDICARE_DENTIST_DIRECTORY_URL = 'https://dentists.plan.example/medicare-advantage/search';

/** The directory for a member of this parent group: the Medicare variant for parent group 100000075. */
export function dentistDirectoryUrl(parentGroupId: string | null | undefined): string {
  return parentGroupId?.trim() === SPECIAL_GROUPS.medicareParent ? MEDICARE_DENTIST_DIRECTORY_URL : DENTIST_DIRECTORY_URL;
}
