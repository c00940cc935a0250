import type { FnNames, TrustedTypePolicy, TrustedTypePolicyOptions, TrustedTypesWindow } from 'trusted-types/lib';

/**
 * The portal's Trusted Types policies. The Content Security Policy (deploy/nginx/portal.conf.template) requires
 * Trusted Types for every script sink (`require-trusted-types-for 'script'`) and allows exactly these policy names
 * (`trusted-types portal-html portal-chat-widget`), so nothing else on the page can turn a string into markup or a
 * script address:
 * - `portal-html`: server HTML, and only after the one sanitiser (src/shared/lib/sanitize-html.ts) has cleaned it;
 * - `portal-chat-widget`: the chat vendor's widget script, and only at the configured vendor host
 *   (src/app/shell/chat-widget.ts);
 * - `portal-service-worker`: the portal's own service worker, /sw.js and nothing else, for
 *   navigator.serviceWorker.register() (src/app/offline/offline-support.ts).
 * scripts/nginx/nginx-config.test.ts keeps the configuration's list equal to this one.
 */
export const TRUSTED_TYPES_POLICIES = {
  html: 'portal-html',
  chatWidget: 'portal-chat-widget',
  serviceWorker: 'portal-service-worker',
} as const;

export type TrustedTypesPolicyName = (typeof TRUSTED_TYPES_POLICIES)[keyof typeof TRUSTED_TYPES_POLICIES];

/** A policy as `trustedTypes.createPolicy` returns it: its name and the functions its options define. */
export type PortalPolicy<Options extends TrustedTypePolicyOptions> = Pick<
  TrustedTypePolicy<Options>,
  'name' | Extract<keyof Options, FnNames>
>;

/**
 * Creates one of the portal's named policies, or returns null in a browser without Trusted Types (there the sinks
 * take plain strings, and the sanitiser and the address check still run). Each policy is created once per page:
 * callers keep the result in a module-level variable, which never leaves their module.
 */
export function createTrustedTypesPolicy<Options extends TrustedTypePolicyOptions>(
  name: TrustedTypesPolicyName,
  options: Options,
  win: Partial<TrustedTypesWindow> = window as Partial<TrustedTypesWindow>,
): PortalPolicy<Options> | null {
  const factory = win.trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return null;
  return factory.createPolicy(name, options);
}
