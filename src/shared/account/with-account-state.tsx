import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Loaded } from '../ui/area-frame/loaded';

import { type AccountState, useAccountState } from './use-account-state';

/**
 * The page pattern for a page that needs the account state: the loading state until it is known (the route's loader
 * usually has it already), nothing when a call failed (the failure rule shows the error page), then the content.
 */
export function WithAccountState({ children }: { readonly children: (state: AccountState) => ReactNode }) {
  const { t } = useLingui();
  const account = useAccountState();
  return (
    <Loaded queries={[account]} loading={t`Loading your account`}>
      {children}
    </Loaded>
  );
}
