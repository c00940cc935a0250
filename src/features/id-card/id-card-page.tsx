import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';

import { useGetPreferences } from '../../../generated/gateway/account/account';
import { useGetIdCard } from '../../../generated/gateway/id-card/id-card';
import type { IdCard } from '../../../generated/model';
import { categoryFromSlug, sortByCategory } from '../../domain';
import { useFailure } from '../../shared/errors/failure-state';
import { useIdCardDownload } from '../../shared/id-card/use-id-card-download';
import { MALFORMED_RESPONSE_STATUS } from '../../shared/lib/http/api-error';
import { keptAnswerSavedAt, useKeepIdCardForOffline } from '../../shared/offline/keep-id-card';
import { OverlaySpinner } from '../../shared/ui';
import { formatLocale } from '../../shared/i18n';
import { formatDate, textOrDash } from '../../shared/lib/format';
import { PrintButton, PrintHeader } from '../../shared/ui/print/print-view';

import { EmailIdCardForm } from './email-id-card-form';
import { IdCardFace } from './id-card-face';

import '../../shared/ui/button/button.css';
import './id-card-page.css';

/**
 * The id-card area (the route sends termed members home): the member's cards from GET /idCard/view (JSON),
 * 'Download ID card' (the PDF in a new window), 'Print' (the cards on paper, without the portal around them),
 * 'Email my ID card' and 'Order a printed card' per category.
 * Content shows once the cards and the preferences have loaded; failures follow the global rule.
 *
 * Offline (docs/decisions/019): once the live card has shown, it is kept for offline use (eligible members who are
 * not termed); when the network is gone the production service worker gives the kept copy, which the page shows
 * with the time it was saved, without the actions that need the network, and without waiting for the preferences.
 */
export function IdCardPage() {
  const { t } = useLingui();
  // Every answer its own object, so that a kept copy and a live answer of the same content are told apart. While the
  // page shows a kept copy, calls that fail for want of a network leave it in place (mayShowKeptCopy, failure-meta.ts).
  const idCard = useGetIdCard(undefined, { query: { structuralSharing: false, meta: { mayShowKeptCopy: true } } });
  const preferences = useGetPreferences();
  const { showErrorPage } = useFailure();
  const card = idCard.data;
  // An answer that is not card data (a document where JSON was asked for) is an invalid answer: 502.
  const invalid = card !== undefined && !isCardData(card);
  const savedAt = keptAnswerSavedAt(card);
  useKeepIdCardForOffline(isCardData(card) ? card : undefined, savedAt);

  useEffect(() => {
    if (invalid) showErrorPage(MALFORMED_RESPONSE_STATUS);
  }, [invalid, showErrorPage]);

  if (idCard.isError || invalid) return null;
  if (savedAt !== null && isCardData(card)) return <IdCardContent card={card} savedAt={savedAt} defaultEmail="" />;
  if (preferences.isError) return null;
  const ready = isCardData(card) && preferences.data !== undefined;
  return (
    <>
      <OverlaySpinner isLoading={!ready} label={t`Loading your ID cards`} />
      {ready && <IdCardContent card={card} savedAt={null} defaultEmail={preferences.data.emailAddress?.trim() ?? ''} />}
    </>
  );
}

/**
 * What the page says over a kept copy: 'Saved on November 26, 2026 at 3:04 PM. …' (local time), in the language
 * shown when it is called (call it while rendering). The day in the portal's date style (`formatDate`), the time
 * as the language writes it ('26 de noviembre de 2026', '3:04 p.m.' in Spanish).
 */
export function savedCardNotice(savedAt: Date): string {
  const locale = formatLocale();
  const day = formatDate(savedAt);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(savedAt);
  return t`Saved on ${day} at ${time}. You are offline: this is your card as it was then.`;
}

function isCardData(body: IdCard | Blob | undefined): body is IdCard {
  return typeof body === 'object' && body !== null && Array.isArray((body as Partial<IdCard>).cards);
}

function IdCardContent({ card, savedAt, defaultEmail }: { card: IdCard; savedAt: Date | null; defaultEmail: string }) {
  const { t } = useLingui();
  const { download, isDownloading } = useIdCardDownload();
  const faces = sortByCategory(card.cards, (face) => categoryFromSlug(face.category) ?? 'None');
  const online = savedAt === null;
  const { subscriberId } = card;
  const group = [card.groupId, card.groupName].filter(Boolean).join(' ');

  return (
    <div className="id-card-page">
      <header className="id-card-page__header">
        <h1 className="id-card-page__title">
          <Trans>ID cards</Trans>
        </h1>
        <p className="id-card-page__lead">
          <Trans>
            Show your ID card when you get care or fill a prescription. Download it, email it to yourself, or order a
            printed card.
          </Trans>
        </p>
        {savedAt !== null && (
          <p className="id-card-page__saved no-print" role="status">
            {savedCardNotice(savedAt)}
          </p>
        )}
        <div className="id-card-page__actions no-print">
          {online && (
            <Button className="button button--primary id-card-page__button" onPress={download} isDisabled={isDownloading}>
              <Trans>Download ID card</Trans>
            </Button>
          )}
          <PrintButton what={t`your ID cards`} />
        </div>
      </header>
      <PrintHeader
        member={textOrDash(card.memberName)}
        facts={[
          ...(subscriberId ? [t`Subscriber ID ${subscriberId}`] : []),
          ...(group ? [t`Group ${group}`] : []),
        ]}
      />

      <div className="id-card-page__cards">
        {faces.map((face) => (
          <IdCardFace key={`${face.category}-${face.memberSuffix ?? ''}`} card={card} face={face} canOrder={online} />
        ))}
      </div>

      {online && (
        <div className="no-print">
          <EmailIdCardForm defaultEmail={defaultEmail} />
        </div>
      )}
    </div>
  );
}
