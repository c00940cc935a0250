import { lazy, Suspense, use } from 'react';

import { useQueryClientSlot } from '../../shared/queries/query-client-slot';
import { useSession } from '../../shared/session/session-context';
import { PageLoading } from '../page-loading';
import { linkReactAriaStyles } from '../react-aria-styles';

import { PublicLayout } from './public-layout';

/** The shell, with React Aria's pressable rule linked before its widgets first render (react-aria-styles.ts). */
const LazyShellLayout = lazy(async () => {
  const { ShellLayout } = await import('./shell-layout');
  linkReactAriaStyles();
  return { default: ShellLayout };
});

/** The signed-in shell, once the query cache it reads from is loaded (the slot's load is one promise, reused). */
function SignedInShell() {
  use(useQueryClientSlot().load());
  return <LazyShellLayout />;
}

/** Pages for visitors and members alike (the error pages): the shell when signed in, the public frame otherwise. */
export function SessionLayout() {
  const { sessionToken } = useSession();
  if (!sessionToken) return <PublicLayout />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInShell />
    </Suspense>
  );
}
