import { useEffect } from 'react';

import { useGetMedicareMaterialsEligibility } from '../../../generated/gateway/medicare/medicare';
import { useFailure } from '../errors/failure-state';
import { isApiError } from '../lib/http/api-error';

/**
 * GET medicare-materials/eligibility, read the way product section 8 reads the Medicare materials calls (which the
 * global rule leaves to the screen): a 403 means the member has none, so not eligible; any other failure goes to
 * the error page for its status (or /login for a 401 where the brand sends it there), but for a call that failed
 * for want of a network while a page showed the ID card kept for offline use (docs/decisions/019).
 */
export function useMedicareEligibility({ enabled }: { enabled: boolean }) {
  const query = useGetMedicareMaterialsEligibility({ query: { enabled } });
  const { reportError } = useFailure();
  const { error } = query;
  const leftInPlace = isApiError(error) && (error.status === 403 || error.keptCopyShown === true);

  useEffect(() => {
    if (error && !leftInPlace) reportError(error);
  }, [error, leftInPlace, reportError]);

  return { query, eligible: query.data === true };
}
