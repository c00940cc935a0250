import { useEffect } from 'react';

import { useSession } from '../../shared/session/session-context';

/**
 * The chat vendor's widget script on the page: started by the shell (chat-widget.ts) for a signed-in member, and
 * taken off again on every page once the member has signed out (this module, which every page loads; the shell
 * loads later).
 */

/** The id of the vendor's script element: the widget is injected once per page. */
export const CHAT_WIDGET_SCRIPT_ID = 'chat-widget-script';

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
