// eslint-disable-next-line boundaries/dependencies -- a Vite asset address (`?url`) the fence's resolver cannot follow
import pressableStylesheet from './react-aria-pressable.css?url';

/** The id react-aria's usePress looks for before it adds its rule as an inline <style> element. */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/**
 * Links react-aria's pressable rule as a stylesheet of the portal's own (react-aria-pressable.css) under the id
 * react-aria looks for, so react-aria adds no inline <style> element, which the Content Security Policy forbids.
 * Called before a page or frame with React Aria widgets first renders (lazy-route.ts, shell/session-layout.tsx); the
 * sign-in page has none, so its first load neither links nor carries it.
 */
export function linkReactAriaStyles(doc: Document = document): void {
  if (doc.getElementById(PRESSABLE_STYLE_ID)) return;
  const link = doc.createElement('link');
  link.id = PRESSABLE_STYLE_ID;
  link.rel = 'stylesheet';
  link.href = pressableStylesheet;
  doc.head.append(link);
}
