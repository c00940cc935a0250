import type { PcpEligibility, PrimaryCareMember } from '../../../generated/model';

import { firstText } from '../lib/format/missing';

import type { SignedInMenuInput } from './menu-visibility';

/**
 * Whether primary care selections exist (GET pcp/members), the inputs of the Primary care menu item's rule
 * (product section 6, decided by visibleMenus). A selection counts while it is in force: the gateway marks the
 * entry pcpSelected.
 */

/** One member has a primary care provider selected. */
export function memberHasPrimaryCareSelection(members: readonly PrimaryCareMember[] | undefined, memberKey: string): boolean {
  return (members ?? []).some(
    (member) =>
      member.memberKey === memberKey &&
      member.pcp360History.some((entry) => entry.pcpSelected && entry.memberKey === memberKey),
  );
}

/** Anyone in the list the gateway returned (the subscriber sees the family) has a selection. */
export function familyHasPrimaryCareSelection(members: readonly PrimaryCareMember[] | undefined): boolean {
  return (members ?? []).some((member) => member.pcp360History.some((entry) => entry.pcpSelected));
}

/** The Primary care rule's inputs (showPrimaryCareItem) from GET pcp/members and GET pcp/eligibility; unknown counts as none. */
export function primaryCareMenuInput(
  memberKey: string,
  pcpMembers: readonly PrimaryCareMember[] | undefined,
  eligibility: Pick<PcpEligibility, 'eligible'> | undefined,
): SignedInMenuInput['pcp'] {
  return {
    eligible: eligibility?.eligible === true,
    subscriberHasSelection: familyHasPrimaryCareSelection(pcpMembers),
    memberHasSelection: memberHasPrimaryCareSelection(pcpMembers, memberKey),
  };
}

/**
 * 'Maya Okafor, MD' (the title only when known). A history entry may come without the provider's name: then
 * 'Provider {providerId}', so that the member still sees which provider it is.
 */
export function providerDisplayName(provider: {
  providerId?: string;
  providerName?: string | null;
  title?: string | null;
  providerTitle?: string | null;
}): string {
  const name = firstText(provider.providerName) ?? (provider.providerId ? `Provider ${provider.providerId}` : 'Provider');
  const title = firstText(provider.title, provider.providerTitle);
  return title ? `${name}, ${title}` : name;
}
