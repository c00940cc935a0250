import { useEffect } from 'react';

import type { AnalyticsDataLayer } from '../../../generated/model';
import { analyticsDataLayer } from '../../domain';
import { dataLayerOf } from '../../shared/lib/analytics/data-layer';

import type { ShellData } from './use-shell-data';

/** The session tokens each data layer has already been told about (one push per sign-in and page load). */
const announced = new WeakMap<unknown[], Set<string>>();

/**
 * Pushes the sign-in entry to window.dataLayer (creating the array when absent), once per session token:
 * analyticsDataLayer() of the domain rules, and nothing else about the member. Returns whether it pushed.
 */
export function pushSignInDataLayer(sessionToken: string, entry: AnalyticsDataLayer, target: Window = window): boolean {
  const layer = dataLayerOf(target);
  const tokens = announced.get(layer) ?? new Set<string>();
  if (tokens.has(sessionToken)) return false;
  tokens.add(sessionToken);
  announced.set(layer, tokens);
  layer.push(entry);
  return true;
}

/**
 * On the first signed-in render of a session token, once the account state and the member's groups have loaded,
 * tells the analytics data layer about the member (product section 3: subscriber id, suffix, group ids and names,
 * parent group, active coverage categories).
 */
export function useSignInAnalytics(sessionToken: string | null, memberKey: string | undefined, data: ShellData): void {
  const account = data.status === 'ready' ? data.state.account : null;
  const groups = data.status === 'ready' ? data.groups : null;

  useEffect(() => {
    if (!sessionToken || !account) return;
    pushSignInDataLayer(sessionToken, analyticsDataLayer(account, new Date(), { memberKey, groups }));
  }, [sessionToken, account, memberKey, groups]);
}
