import type { Accreditation } from '../../../generated/model';

/**
 * The accreditation badge (product sections 2 and 3): the first feed entry whose image file name names one of the
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAccreditation = (value: unknown): value is Accreditation =>
  isRecord(value) && typeof value.logo === 'string' && typeof value.description === 'string';

/**
 * The entries of an accreditation feed answer (`{ accreditations: [...] }`), or null when the answer is not a feed
 * at all (`{}`, a list, text, nothing): the feed lives at an address the portal does not control, so its answer is
 * read, not trusted. Entries without a text logo and description are passed over.
 */
export function readAccreditationFeed(answer: unknown): readonly Accreditation[] | null {
  if (!isRecord(answer) || !Array.isArray(answer.accreditations)) return null;
  return (answer.accreditations as readonly unknown[]).filter(isAccreditation);
}

/** The first entry whose image maps to a badge, with that badge; null when none does. */
export function accreditationBadge(entries: readonly Accreditation[] | null | undefined): MappedAccreditation | null {
  for (const accreditation of entries ?? []) {
    const badge = badgeForImage(accreditation.logo);
    if (badge) return { badge, accreditation };
  }
  return null;
}
