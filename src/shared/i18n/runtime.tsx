import { i18n, type I18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';

/**
 * What the compiled macros call (lingui.config.ts, runtimeConfigModule; package.json "imports" names this module
 * `#i18n-runtime`, and trans.tsx `#i18n-trans`): Lingui's own `useLingui` and `Trans`, on Lingui's one `i18n`
 * instance, without a React context. `Trans` is a module of its own: pages that only use `t` (the sign-in page)
 * do not load it.
 * A component that shows a message subscribes to the language itself, so it renders again when the language changes,
 * and a component renders the same with or without the portal's providers around it (tests, stories, the prerender).
 */

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

function activeLocale(): string {
  return i18n.locale;
}

export interface LinguiValue {
  readonly i18n: I18n;
  readonly _: I18n['_'];
}

export function useLingui(): LinguiValue {
  useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return { i18n, _: i18n._.bind(i18n) };
}
