import { useSession } from '../../shared/session/session-context';

import { PublicLayout } from './public-layout';
import { ShellLayout } from './shell-layout';

/** Pages for visitors and members alike (the error pages): the shell when signed in, the public frame otherwise. */
export function SessionLayout() {
  const { sessionToken } = useSession();
  return sessionToken ? <ShellLayout /> : <PublicLayout />;
}
