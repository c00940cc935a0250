import { routePaths } from '../../config/route-paths';

import { EOB_PARAM } from '../../domain/claims-eobs/list-filters';

/** The address of one EOB's detail on the EOB page. */
export function eobDetailPath(eobId: string): string {
  return `${routePaths.eobs}?${new URLSearchParams({ [EOB_PARAM]: eobId }).toString()}`;
}
