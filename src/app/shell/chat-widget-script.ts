import { useEffect } from 'react';

import type { ChatCustomFields } from '../../shared/domain/chat';
import { useSession } from '../../shared/session/session-context';

/**
 * The chat vendor's widget script on the page: started by the shell (chat-widget.ts) for a signed-in member, and
 * taken off again on every page once the member has signed out. Kept apart from the shell, which loads later.
 */

/** The id of the vendor's script element: the widget is injected once per page. */
export const CHAT_WIDGET_SCRIPT_ID = 'chat-widget-script';

/** The vendor's widget script on its static host. */
export function chatWidgetScriptUrl(vendorHost: string): string {
  return `https://${vendorHost}/widget.js`;
}

/** The custom fields as data attributes of the script: data-group, data-subscriber, data-member-name ... */
const DATA_ATTRIBUTES: Readonly<Record<keyof ChatCustomFields, string>> = {
  group: 'data-group',
  subscriber: 'data-subscriber',
  memberName: 'data-member-name',
  dateOfBirth: 'data-date-of-birth',
  email: 'data-email',
};

/** Injects the vendor's script with the custom fields, unless it is on the page already. */
export function startChatWidget(vendorHost: string, fields: ChatCustomFields, doc: Document = document): HTMLScriptElement {
  const existing = doc.getElementById(CHAT_WIDGET_SCRIPT_ID);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = doc.createElement('script');
  script.id = CHAT_WIDGET_SCRIPT_ID;
  script.src = chatWidgetScriptUrl(vendorHost);
  script.async = true;
  for (const [field, attribute] of Object.entries(DATA_ATTRIBUTES) as [keyof ChatCustomFields, string][]) {
    script.setAttribute(attribute, fields[field]);
  }
  doc.body.append(script);
  return script;
}

/** Removes the widget's script, and with it the member's details, from the page. */
export function stopChatWidget(doc: Document = document): void {
  doc.getElementById(CHAT_WIDGET_SCRIPT_ID)?.remove();
}

/** Mounted for every page: once the member is signed out, the widget and its details leave the page. */
export function useChatWidgetSignOut(): void {
  const { sessionToken } = useSession();
  useEffect(() => {
    if (sessionToken === null) stopChatWidget();
  }, [sessionToken]);
}
