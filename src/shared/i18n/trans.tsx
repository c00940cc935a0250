import { TransNoContext, type TransProps } from '@lingui/react/server';

import { useLingui } from './runtime';

/** The macros' `<Trans>` (runtime.tsx): Lingui's own, on the language the portal shows, without a React context. */
export function Trans(props: TransProps) {
  const lingui = useLingui();
  return <TransNoContext {...props} lingui={lingui} />;
}
