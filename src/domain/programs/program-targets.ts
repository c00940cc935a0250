import type { ContentProgram } from '../../../generated/model';
import { programPath } from '../../config/route-builders';
import { routePaths } from '../../config/route-paths';
import { PROGRAM_IDS } from '..';
import { isExternalUrl, isSitePath } from '../../shared/lib/links';

/** Where the dashboard's program tiles go. */

export type ProgramTarget =
  | { readonly kind: 'internal'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string };

/**
 * Where a program tile goes: Online bill pay to the eBill page (which builds the eBill address); a program's
 * own path inside the portal; an outside address (a document, a partner site) in a new tab; otherwise the
 * program's page.
 */
export function programTarget(program: Pick<ContentProgram, 'id' | 'url'>): ProgramTarget {
  if (program.id === PROGRAM_IDS.onlineBillPay) return { kind: 'internal', to: routePaths.ebill };
  const url = program.url?.trim();
  if (isSitePath(url)) return { kind: 'internal', to: url };
  if (isExternalUrl(url)) return { kind: 'external', href: url };
  return { kind: 'internal', to: programPath(program.id) };
}
