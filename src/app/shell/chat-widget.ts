import { useEffect } from 'react';

import { useGetChatConfig } from '../../../generated/gateway/site/site';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { chatCustomFields, shouldStartChat } from '../../shared/domain';
import { whenIdle } from '../../shared/lib/when-idle';
import { useSession } from '../../shared/session/session-context';

import { startChatWidget } from './chat-widget-script';
import type { ShellData } from './use-shell-data';

export { CHAT_WIDGET_SCRIPT_ID, chatWidgetScriptUrl, startChatWidget, stopChatWidget, useChatWidgetSignOut } from './chat-widget-script';

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
