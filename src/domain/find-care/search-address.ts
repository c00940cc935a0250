import type { SearchableMember, SearchCriteria, SearchFormValues } from './search-form';

/** The primary care search as the URL query keeps it, so back, forward and reload restore it. */

const PARAM = { members: 'members', date: 'date', zip: 'zip', radius: 'radius', name: 'name', page: 'page' } as const;

/** The search as a URL query: members=2,1&date=2026-06-01&zip=97209&radius=10&name=okafor&page=2. */
export function searchParamsFromCriteria(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  params.set(PARAM.members, criteria.memberSuffixes.join(','));
  params.set(PARAM.date, criteria.effectiveDate);
  params.set(PARAM.zip, criteria.zip);
  params.set(PARAM.radius, String(criteria.radius));
  if (criteria.name) params.set(PARAM.name, criteria.name);
  if (criteria.page > 1) params.set(PARAM.page, String(criteria.page));
  return params;
}

/** The same search on another results page. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PARAM.page, String(page));
  else next.delete(PARAM.page);
  return next;
}

/** Whether the address carries a search at all (any of its keys). */
export function hasSearchParams(params: URLSearchParams): boolean {
  return Object.values(PARAM).some((key) => params.has(key));
}

/**
 * The form values an address holds, for the member of the page: other members from `members` (unknown suffixes
 * are kept as their text so validation reports them), and the page (1 when missing or not a whole number above 0).
 */
export function formValuesFromSearchParams(
  params: URLSearchParams,
  target: SearchableMember,
  others: readonly SearchableMember[],
): { values: SearchFormValues; page: number } {
  const suffixes = (params.get(PARAM.members) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== String(target.suffix));
  const otherMembers = [...new Set(suffixes)].map(
    (suffix) => others.find((member) => String(member.suffix) === suffix)?.memberKey ?? `suffix:${suffix}`,
  );
  const pageText = params.get(PARAM.page);
  const page = pageText !== null && /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return {
    values: {
      otherMembers,
      effectiveDate: params.get(PARAM.date) ?? '',
      zip: params.get(PARAM.zip) ?? '',
      radius: params.get(PARAM.radius) ?? '',
      name: params.get(PARAM.name) ?? '',
    },
    page,
  };
}
