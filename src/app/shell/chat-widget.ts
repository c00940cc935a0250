import { useEffect } from 'react';
import type { TrustedScriptURL } from 'trusted-types/lib';

import { useGetChatConfig } from '../../../generated/gateway/site/site';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { type ChatCustomFields, chatCustomFields, readChatConfig, shouldStartChat } from '../../domain';
import { feedProblem, useReportProblem } from '../../shared/errors/report-problem';
import { createTrustedTypesPolicy, type PortalPolicy, TRUSTED_TYPES_POLICIES } from '../../shared/lib/trusted-types';
import { whenIdle } from '../../shared/lib/when-idle';
import { useSession } from '../../shared/session/session-context';

import { CHAT_WIDGET_SCRIPT_ID } from './chat-widget-script';
import type { ShellData } from './use-shell-data';

export { CHAT_WIDGET_SCRIPT_ID, stopChatWidget, useChatWidgetSignOut } from './chat-widget-script';

/** The path of the vendor's widget script on its static host. */
const WIDGET_SCRIPT_PATH = '/widget.js';

/** The vendor's widget script on its static host. */
export function chatWidgetScriptUrl(vendorHost: string): string {
  return `https://${vendorHost}${WIDGET_SCRIPT_PATH}`;
}

interface WidgetPolicyOptions {
  createScriptURL: (input: string) => string;
}

/** The `portal-chat-widget` policy (undefined until first use; null in a browser without Trusted Types). */
let widgetPolicy: PortalPolicy<WidgetPolicyOptions> | null | undefined;

/**
 * The script address as the page's Trusted Types rules demand it (`require-trusted-types-for 'script'`): the
 * `portal-chat-widget` policy makes script addresses of one shape only, https://{host}/widget.js. Which hosts may
 * serve scripts at all is the Content Security Policy's script-src (deploy/nginx/).
 */
function trustedWidgetScriptUrl(vendorHost: string): string | TrustedScriptURL {
  if (widgetPolicy === undefined) {
    widgetPolicy = createTrustedTypesPolicy(TRUSTED_TYPES_POLICIES.chatWidget, {
      createScriptURL: (input: string) => {
        const url = new URL(input);
        const isWidget =
          url.protocol === 'https:' && url.pathname === WIDGET_SCRIPT_PATH && !url.search && !url.hash && !url.username && !url.password;
        if (!isWidget) throw new TypeError(`${input} is not a chat widget script address.`);
        return url.href;
      },
    });
  }
  const address = chatWidgetScriptUrl(vendorHost);
  return widgetPolicy ? widgetPolicy.createScriptURL(address) : address;
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
  // HTMLScriptElement.src takes a TrustedScriptURL where the browser has Trusted Types (typed as a string here).
  script.src = trustedWidgetScriptUrl(vendorHost) as string;
  script.async = true;
  for (const [field, attribute] of Object.entries(DATA_ATTRIBUTES) as [keyof ChatCustomFields, string][]) {
    script.setAttribute(attribute, fields[field]);
  }
  doc.body.append(script);
  return script;
}

/**
 * Starts the chat widget for the signed-in member when shouldStartChat() says so (the chat config names the
 * vendor's host and displayChat is on), once the page is idle; otherwise it is never loaded. The chat config comes
 * from its configured address (GET chat config, product section 7) when the deployment names one, else from the
 * account. The script comes from the configured vendor host, never from a host the gateway names. When the
 * configured address fails or answers something that is not a chat configuration, there is no chat and the problem
 * is reported once; the page stays (every read of the chat configuration declares itself handled in place).
 */
export function useChatWidget(data: ShellData): void {
  const { chatVendorHost, chatConfigUrl } = useRuntimeConfig();
  const account = data.status === 'ready' ? data.state.account : null;
  const member = data.status === 'ready' ? data.state.member : null;
  const { sessionToken } = useSession();
  const ownAddress = chatConfigUrl !== undefined;
  // Read with the shell's other reads (it needs only the session); the widget itself waits for an idle moment.
  const configured = useGetChatConfig({ query: { enabled: sessionToken !== null && ownAddress, meta: { failure: 'in-place' } } });
  const fromOwnAddress = configured.isSuccess ? readChatConfig(configured.data) : null;
  useReportProblem(ownAddress ? feedProblem('shell.chat', 'getChatConfig', configured, fromOwnAddress !== null) : null);
  const chatConfig = ownAddress ? fromOwnAddress : account?.chatConfig;

  useEffect(() => {
    if (!account || !member || !chatConfig) return;
    if (!shouldStartChat({ chatConfig, vendorHost: chatVendorHost })) return;
    return whenIdle(() => startChatWidget(chatVendorHost, chatCustomFields(account, member)));
  }, [account, member, chatConfig, chatVendorHost]);
}
