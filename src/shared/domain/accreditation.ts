import type { Accreditation, AccreditationFeed } from '../../../generated/model';

/**
 * The accreditation badge (spec sections 2 and 3): the first feed entry whose image file name names one of the
 * three local badges is shown with that badge.
 */

export type AccreditationBadge = 'accredited' | 'commendable' | 'interim';

/** Checked in this order within one file name, the more specific words first. */
const BADGE_WORDS: readonly AccreditationBadge[] = ['commendable', 'interim', 'accredited'];

/** The file name of an image address: the last path segment, without query or fragment. */
export function imageFileName(address: string): string {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/');
  const last = segments[segments.length - 1] ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The badge an image names (case-insensitive), or null. */
export function badgeForImage(address: string): AccreditationBadge | null {
  const name = imageFileName(address).toLowerCase();
  return BADGE_WORDS.find((word) => name.includes(word)) ?? null;
}

export interface MappedAccreditation {
  badge: AccreditationBadge;
  accreditation: Accreditation;
}

function feedEntries(feed: AccreditationFeed | readonly Accreditation[] | null | undefined): readonly Accreditation[] {
  if (!feed) return [];
  return Array.isArray(feed) ? feed : ((feed as AccreditationFeed).accreditations ?? []);
}

/** The first entry whose image maps to a badge, with that badge; null when none does. */
export function accreditationBadge(
  feed: AccreditationFeed | readonly Accreditation[] | null | undefined,
): MappedAccreditation | null {
  for (const accreditation of feedEntries(feed)) {
    const badge = badgeForImage(accreditation.logo);
    if (badge) return { badge, accreditation };
  }
  return null;
}
