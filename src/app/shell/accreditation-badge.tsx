import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useGetAccreditationFeed } from '../../../generated/gateway/site/site';
import { feedProblem, useReportProblem } from '../../shared/errors/report-problem';
import { type AccreditationBadge as BadgeKind, accreditationBadge, readAccreditationFeed } from '../../domain';

import './accreditation-badge.css';

/** The three local badges (public/badges/), with the words that name each. */
export const BADGES: Readonly<Record<BadgeKind, { readonly src: string; readonly alt: MessageDescriptor }>> = {
  accredited: { src: '/badges/accredited.svg', alt: msg`Accredited` },
  commendable: { src: '/badges/commendable.svg', alt: msg`Commendable` },
  interim: { src: '/badges/interim.svg', alt: msg`Interim accreditation` },
};

/**
 * The accreditation badge with its text (product sections 2 and 3): the first entry of the accreditation feed whose
 * image maps to one of the three local badges is shown with that badge and the entry's description. Nothing
 * shows while the feed loads, or when no entry maps to a badge. The feed is served at a configured address, not
 * by the gateway: when it fails or answers something that is not a feed, the badge is hidden and the problem
 * reported once; the page stays (every read of the feed declares itself handled in place).
 */
export function AccreditationBadge() {
  const { i18n } = useLingui();
  const feed = useGetAccreditationFeed({ query: { meta: { failure: 'in-place' } } });
  const entries = feed.isSuccess ? readAccreditationFeed(feed.data) : null;
  useReportProblem(feedProblem('shell.accreditation-badge', 'getAccreditationFeed', feed, entries !== null));
  const mapped = accreditationBadge(entries);
  if (!mapped) return null;
  const badge = BADGES[mapped.badge];
  return (
    <figure className="accreditation-badge">
      <img className="accreditation-badge__image" src={badge.src} alt={i18n._(badge.alt)} width={72} height={72} />
      {mapped.accreditation.description && <figcaption className="accreditation-badge__text">{mapped.accreditation.description}</figcaption>}
    </figure>
  );
}
