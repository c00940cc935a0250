import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { routePaths } from '../config/route-paths';
import { sessionEndQuery } from '../features/auth/session-end';
import { useSession } from '../shared/session/session-context';

/** Where a tab goes when the session it showed ended in another tab: /logout, which then does what the brand does. */
export const ENDED_ELSEWHERE_PATH = `${routePaths.logout}?${sessionEndQuery({ reason: 'elsewhere', minutes: null })}`;

/**
 * When the session this tab showed ends in another tab (the session store hears it, or finds it on a navigation or
 * a gateway call), the tab goes to its brand's signed-out state, saying why: brand 5's logged-out page, or the
 * login page of the other brands. The query cache has already dropped the session's answers (services.ts) and the
 * signed-in pages show nothing meanwhile (RequireSession).
 */
export function useSessionEndedElsewhere(): void {
  const { endedElsewhere } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (endedElsewhere) void navigate(ENDED_ELSEWHERE_PATH, { replace: true });
  }, [endedElsewhere, navigate]);
}
