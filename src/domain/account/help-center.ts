import type { Member, PcpEligibility, PrimaryCareMember } from '../../../generated/model';
import { primaryCareMenuInput, showPrimaryCareItem } from '..';

/** What the Help center asks and answers beyond its fixed questions. */

/**
 * Whether the Help center asks 'How do I choose or change my primary care provider?': exactly when the Primary care
 * menu item shows (product section 6, `showPrimaryCareItem`), fed with GET pcp/members and GET pcp/eligibility the
 * way the shell feeds it (`primaryCareMenuInput`): a subscriber whose family has a selection, a member with a
 * selection, or PCP eligibility. A selection counts when it is in force on the day of `now` or starts later.
 * Unknown answers count as none.
 */
export function showsPrimaryCareQuestion(
  member: Pick<Member, 'memberKey' | 'memberSuffix' | 'dateOfBirth'>,
  pcpMembers: readonly PrimaryCareMember[] | undefined,
  eligibility: Pick<PcpEligibility, 'eligible'> | undefined,
  now: Date,
): boolean {
  return showPrimaryCareItem({ member, pcp: primaryCareMenuInput(member.memberKey, pcpMembers, eligibility, now) });
}
