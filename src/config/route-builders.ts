import { generatePath } from 'react-router-dom';

import { routePaths } from './route-paths';

/**
 * The paths of pages with parameters, filled in by react-router's generatePath from their patterns in
 * route-paths.ts (which encodes each value). Apart from the patterns, so that the first page load (which needs the
 * patterns and the error path only) does not carry them.
 */

/** One claim's detail page. */
export function claimDetailPath(claimId: string): string {
  return generatePath(routePaths.claimDetail, { claimId });
}

/** The primary care page of the member of `suffix`. */
export function primaryCareMemberPath(suffix: number): string {
  return generatePath(routePaths.primaryCareMember, { suffix: String(suffix) });
}

/** The search for a primary care provider for the member of `suffix`. */
export function primaryCareSearchPath(suffix: number): string {
  return generatePath(routePaths.primaryCareSearch, { suffix: String(suffix) });
}

/** A coverage category's benefits page, by its slug (medical, dental, vision, pharmacy). */
export function benefitsCategoryPath(category: string): string {
  return generatePath(routePaths.benefitsCategory, { category });
}

/** One program's page. */
export function programPath(programId: number): string {
  return generatePath(routePaths.program, { programId: String(programId) });
}

/** A medical service's page. */
export function medicalServicePath(pageId: string): string {
  return generatePath(routePaths.medicalService, { pageId });
}

/** The coverage history of a category from a day (its timestamp, local midnight in milliseconds). */
export function benefitHistoryPath(effectiveTimestamp: number, category: string): string {
  return generatePath(routePaths.benefitHistory, { effectiveTimestamp: String(effectiveTimestamp), category });
}

/** A dental service's page. */
export function dentalServicePath(code: string): string {
  return generatePath(routePaths.dentalService, { code });
}

/** A dental service's page for one network tier. */
export function dentalServiceDetailPath(tier: string, code: string): string {
  return generatePath(routePaths.dentalServiceDetail, { tier, code });
}
