import { useGetMedicareMaterialsEligibility } from '../../../generated/gateway/medicare/medicare';

/**
 * GET medicare-materials/eligibility, read the way product section 8 reads it: a 403 means the member has none, so
 * not eligible, and is left in place; any other failure follows the global rule (the error page for its status, /login
 * for a 401 where the brand sends it there, left in place for want of a network while a page shows the ID card kept
 * for offline use, docs/decisions/019). Every read of the operation declares the same (the settings page, the shell's
 * prefetch).
 */
export function useMedicareEligibility({ enabled }: { enabled: boolean }) {
  const query = useGetMedicareMaterialsEligibility({ query: { enabled, meta: { failure: { inPlace: [403] } } } });
  return { query, eligible: query.data === true };
}
