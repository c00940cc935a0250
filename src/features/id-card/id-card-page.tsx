import { useEffect } from 'react';
import { Button } from 'react-aria-components';

import { useGetPreferences } from '../../../generated/gateway/account/account';
import { useGetIdCard } from '../../../generated/gateway/id-card/id-card';
import type { IdCard } from '../../../generated/model';
import { categoryFromSlug, sortByCategory } from '../../shared/domain';
import { useFailure } from '../../shared/errors/failure-state';
import { useIdCardDownload } from '../../shared/id-card/use-id-card-download';
import { MALFORMED_RESPONSE_STATUS } from '../../shared/lib/http/api-error';
import { OverlaySpinner } from '../../shared/ui';
import { textOrDash } from '../../shared/lib/format';
import { PrintButton, PrintHeader } from '../../shared/ui/print/print-view';

import { EmailIdCardForm } from './email-id-card-form';
import { IdCardFace } from './id-card-face';

import '../../shared/ui/button/button.css';
import './id-card-page.css';

const LOADING_LABEL = 'Loading your ID cards';

/**
 * The id-card area (the route sends termed members home): the member's cards from GET /idCard/view (JSON),
 * 'Download ID card' (the PDF in a new window), 'Print' (the cards on paper, without the portal around them),
 * 'Email my ID card' and 'Order a printed card' per category.
 * Content shows once the cards and the preferences have loaded; failures follow the global rule.
 */
export function IdCardPage() {
  const idCard = useGetIdCard();
  const preferences = useGetPreferences();
  const { showErrorPage } = useFailure();
  const card = idCard.data;
  // An answer that is not card data (a document where JSON was asked for) is an invalid answer: 502.
  const invalid = card !== undefined && !isCardData(card);

  useEffect(() => {
    if (invalid) showErrorPage(MALFORMED_RESPONSE_STATUS);
  }, [invalid, showErrorPage]);

  if (idCard.isError || preferences.isError || invalid) return null;
  const ready = isCardData(card) && preferences.data !== undefined;
  return (
    <>
      <OverlaySpinner isLoading={!ready} label={LOADING_LABEL} />
      {ready && <IdCardContent card={card} defaultEmail={preferences.data.emailAddress?.trim() ?? ''} />}
    </>
  );
}

function isCardData(body: IdCard | Blob | undefined): body is IdCard {
  return typeof body === 'object' && body !== null && Array.isArray((body as Partial<IdCard>).cards);
}

function IdCardContent({ card, defaultEmail }: { card: IdCard; defaultEmail: string }) {
  const { download, isDownloading } = useIdCardDownload();
  const faces = sortByCategory(card.cards, (face) => categoryFromSlug(face.category) ?? 'None');

  return (
    <div className="id-card-page">
      <header className="id-card-page__header">
        <h1 className="id-card-page__title">ID cards</h1>
        <p className="id-card-page__lead">
          Show your ID card when you get care or fill a prescription. Download it, email it to yourself, or order a
          printed card.
        </p>
        <div className="id-card-page__actions no-print">
          <Button className="button button--primary id-card-page__button" onPress={download} isDisabled={isDownloading}>
            Download ID card
          </Button>
          <PrintButton what="your ID cards" />
        </div>
      </header>
      <PrintHeader
        member={textOrDash(card.memberName)}
        facts={[
          ...(card.subscriberId ? [`Subscriber ID ${card.subscriberId}`] : []),
          ...(card.groupId || card.groupName ? [`Group ${[card.groupId, card.groupName].filter(Boolean).join(' ')}`] : []),
        ]}
      />

      <div className="id-card-page__cards">
        {faces.map((face) => (
          <IdCardFace key={`${face.category}-${face.memberSuffix ?? ''}`} card={card} face={face} />
        ))}
      </div>

      <div className="no-print">
        <EmailIdCardForm defaultEmail={defaultEmail} />
      </div>
    </div>
  );
}
