import { useState } from 'react';

import { type PostLoginRequest, usePostLoginRouting } from './use-post-login-routing';

/**
 * A step of the login that the temporary token allows (update e-mail, registration policies, group selection):
 * `run(step)` shows the spinner (`busy`), does the step, which says with which token the login goes on, and
 * continues post-login routing with it. The spinner stays while the browser leaves for the external single sign-on;
 * a failure stops it, and the global rule shows the error page for the failed call.
 */
export function useLoginStep(): { readonly busy: boolean; readonly run: (step: () => Promise<PostLoginRequest>) => Promise<void> } {
  const routeAfterLogin = usePostLoginRouting();
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<PostLoginRequest>) => {
    setBusy(true);
    let leaving = false;
    try {
      const decision = await routeAfterLogin(await step());
      leaving = decision.kind === 'external-sso';
    } catch {
      // The global rule shows the error page for the failed call.
    } finally {
      if (!leaving) setBusy(false);
    }
  };
  return { busy, run };
}
