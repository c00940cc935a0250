import type { I18n, MessageDescriptor } from '@lingui/core';

import { useLingui } from './runtime';

/**
 * A text the portal shows: one of its own messages (a `msg` descriptor, shown in the member's language), or words
 * that come as they are from the gateway or the deployment's configuration (a program's name, a configured
 * label), which are shown as sent.
 */
export type Text = MessageDescriptor | string;

/** The words of a text in the language shown now. */
export function textOf(i18n: I18n, text: Text): string {
  return typeof text === 'string' ? text : i18n._(text);
}

/** `textOf` for a component: it renders again when the language changes. */
export function useTextOf(): (text: Text) => string {
  const { i18n } = useLingui();
  return (text) => textOf(i18n, text);
}
