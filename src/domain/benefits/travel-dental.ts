import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { dentistDirectoryUrl, MEDICARE_DENTIST_DIRECTORY_URL } from '../find-care/dentist-directory';

/** The travel dental page's dentist search. */

export interface DentistSearchLink {
  /** The dentist directory of the member's plan (an external site). */
  readonly href: string;
  /** Says which directory the link opens. */
  readonly description: MessageDescriptor;
}

/**
 * The travel dental page's 'Find in-network dentist' link: the dentist directory of the member's plan, the
 * Medicare variant for members of a Medicare plan (parent group 100000075), the same address the Find a dentist
 * page links to.
 */
export function travelDentistSearch(parentGroupId: string | null | undefined): DentistSearchLink {
  const href = dentistDirectoryUrl(parentGroupId);
  return href === MEDICARE_DENTIST_DIRECTORY_URL
    ? { href, description: msg`Searches the dentists of your Medicare Advantage plan.` }
    : { href, description: msg`Searches the dentists in your plan’s network.` };
}
