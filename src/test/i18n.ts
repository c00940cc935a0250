import { i18n, type MessageDescriptor } from '@lingui/core';

import { showLanguage } from '../shared/i18n/catalogs';

/** A message as the portal shows it in the language active now (English unless a test chose Spanish). */
export function text(message: MessageDescriptor): string {
  return i18n._(message);
}

/**
 * Shows the portal in Spanish for the rest of the test, with the catalogs of the portal and of the feature areas
 * named (src/test/setup.ts goes back to English before the next test).
 */
export function showSpanish(...areas: readonly string[]): Promise<void> {
  return showLanguage('es', areas);
}
