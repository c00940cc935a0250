import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { IdCard } from '../../../generated/model';
import { useSession } from '../session/session-context';

export { keptAnswerSavedAt } from './kept-answers';

/**
 * The ID card page's part in the offline ID card (docs/decisions/019). The work is in id-card-keeping.ts, loaded
 * only once a card has shown, so that nothing of it weighs on the page before.
 */

/**
 * Once the page shows the live card, keeps it for offline use where id-card-keeping.ts allows (an eligible member
 * who is not termed, with the portal's production service worker), in place of any copy before.
 */
export function useKeepIdCardForOffline(card: IdCard | undefined, savedAt: Date | null): void {
  const { sessionToken, claims } = useSession();
  const queryClient = useQueryClient();
  const memberKey = claims?.memberKey;
  const tokenExpiry = claims?.exp;

  useEffect(() => {
    if (!card || savedAt !== null || sessionToken === null) return;
    let shown = true;
    void import('./id-card-keeping')
      .then(({ keepIdCard }) => keepIdCard({ card, queryClient, sessionToken, memberKey, tokenExpiry, stillShown: () => shown }))
      .catch(() => false);
    return () => {
      shown = false;
    };
  }, [card, savedAt, sessionToken, memberKey, tokenExpiry, queryClient]);
}
