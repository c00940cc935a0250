import { useEffect } from 'react';

import { useGetChatConfig } from '../../../generated/gateway/site/site';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { type ChatCustomFields, chatCustomFields, shouldStartChat } from '../../shared/domain';
import { whenIdle } from '../../shared/lib/when-idle';
import { useSession } from '../../shared/session/session-context';

import type { ShellData } from './use-shell-data';

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

/**
 * Starts the chat widget for the signed-in member when shouldStartChat() says so (the chat config names the
 * vendor's host and displayChat is on), once the page is idle; otherwise it is never loaded. The chat config comes from its configured
 * address (GET chat config, spec section 7) when the deployment names one, else from the account. The script comes
 * from the configured vendor host, never from a host the gateway names.
 */
export function useChatWidget(data: ShellData): void {
  const { chatVendorHost, chatConfigUrl } = useRuntimeConfig();
  const account = data.status === 'ready' ? data.state.account : null;
  const member = data.status === 'ready' ? data.state.member : null;
  const { sessionToken } = useSession();
  const ownAddress = chatConfigUrl !== undefined;
  // Read with the shell's other reads (it needs only the session); the widget itself waits for an idle moment.
  const configured = useGetChatConfig({ query: { enabled: sessionToken !== null && ownAddress } });
  const chatConfig = ownAddress ? configured.data : account?.chatConfig;

  useEffect(() => {
    if (!account || !member || !chatConfig) return;
    if (!shouldStartChat({ chatConfig, vendorHost: chatVendorHost })) return;
    // A third-party script: it loads once the page is idle, never in the way of the page's own work.
    return whenIdle(() => startChatWidget(chatVendorHost, chatCustomFields(account, member)));
  }, [account, member, chatConfig, chatVendorHost]);
}

/** Mounted for every page: once the member is signed out, the widget and its details leave the page. */
export function useChatWidgetSignOut(): void {
  const { sessionToken } = useSession();
  useEffect(() => {
    if (sessionToken === null) stopChatWidget();
  }, [sessionToken]);
}
