import type { AccountDetails, ChatConfig, Member } from '../../../generated/model';
import { fullName } from './full-name';

/**
 * The chat widget (product section 9): it starts only when the chat config's host matches the chat vendor's static
 * host and displayChat is true, and it receives group, subscriber, member name, date of birth and e-mail.
 */

/** The host name of a host or address ('Chat.Example.com', 'https://chat.example.com/x') in lower case. */
function hostName(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * The chat configuration from an answer of its configured address, or null when the answer is not one (`{}`, a
 * list, text, a displayChat that is not a boolean): that address is outside the gateway, so its answer is read,
 * not trusted.
 */
export function readChatConfig(answer: unknown): ChatConfig | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const config = answer as Record<string, unknown>;
  if (typeof config.displayChat !== 'boolean') return null;
  if (!['host', 'bus', 'poc', 'mappedGroupId'].every((key) => optionalText(config[key]))) return null;
  return answer as ChatConfig;
}

/** True when displayChat is on and the config's host is the vendor's host (compared as host names, case-insensitive). */
export function shouldStartChat({
  chatConfig,
  vendorHost,
}: {
  chatConfig: ChatConfig | null | undefined;
  /** The runtime config's chatVendorHost. */
  vendorHost: string | null | undefined;
}): boolean {
  if (!chatConfig?.displayChat) return false;
  const configHost = hostName(chatConfig.host);
  return configHost !== null && configHost === hostName(vendorHost);
}

export interface ChatCustomFields {
  /** The group as the chat vendor knows it: the mapped group id when the config has one, else the group id. */
  group: string;
  subscriber: string;
  memberName: string;
  /** As the gateway sends it (YYYY-MM-DD). */
  dateOfBirth: string;
  email: string;
}

export function chatCustomFields(
  account: Pick<AccountDetails, 'groupId' | 'subscriberId' | 'chatConfig' | 'preferences'>,
  member: Pick<Member, 'firstName' | 'lastName' | 'dateOfBirth'>,
): ChatCustomFields {
  return {
    group: account.chatConfig?.mappedGroupId || account.groupId,
    subscriber: account.subscriberId,
    memberName: fullName(member),
    dateOfBirth: member.dateOfBirth,
    email: account.preferences?.emailAddress ?? '',
  };
}
