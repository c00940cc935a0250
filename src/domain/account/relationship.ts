import { t } from '@lingui/core/macro';

import type { Member } from '../../../generated/model';
import { firstText } from '../../shared/lib/format';

/** What a member's relationship to the subscriber is made of in the account's member list. */
export type MemberRelationship = Pick<Member, 'relationship' | 'relationshipDescription'>;

/**
 * A family member's relationship in the language shown when it is called (call it while rendering): the portal's
 * word for a code it knows (SUB, SPO, DEP: 'Subscriber', 'Spouse', 'Dependent', whose English the gateway's
 * description repeats), else the gateway's description, else the code as sent; null when the account says nothing.
 */
export function relationshipWord(member: MemberRelationship | undefined): string | null {
  const code = member?.relationship?.trim().toUpperCase() ?? '';
  const words: Record<string, string> = { SUB: t`Subscriber`, SPO: t`Spouse`, DEP: t`Dependent` };
  return words[code] ?? firstText(member?.relationshipDescription) ?? (code === '' ? null : code);
}
