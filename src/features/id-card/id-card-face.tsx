import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';

import { useRequestIdCard } from '../../../generated/gateway/id-card/id-card';
import type { IdCard, IdCardFace as IdCardFaceData, ProductCategory } from '../../../generated/model';
import { useBrand } from '../../config/use-brand';
import { CATEGORY_NAMES, categoryFromSlug } from '../../domain';
import { DASH, firstText, formatDate, textOrDash } from '../../shared/lib/format';
import { PhoneLink, VisuallyHidden } from '../../shared/ui';

import '../../shared/ui/button/button.css';
import './id-card-face.css';

/** 'Medical' for 'medical', in the language shown; a category the portal does not know reads as the gateway sent it. */
export function categoryLabel(i18n: I18n, category: ProductCategory): string {
  const known = categoryFromSlug(category);
  return known ? i18n._(CATEGORY_NAMES[known]) : category;
}

export interface IdCardFaceProps {
  readonly card: Pick<IdCard, 'memberName' | 'subscriberId' | 'groupId' | 'groupName'>;
  readonly face: IdCardFaceData;
  /** 'Order a printed card' is offered (not on a copy kept for offline use: ordering needs the network). */
  readonly canOrder?: boolean;
}

/** One category's card: what the printed card says, its images when the gateway has them, and 'Order a printed card'. */
export function IdCardFace({ card, face, canOrder = true }: IdCardFaceProps) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const label = categoryLabel(i18n, face.category);
  // Unique per face: a gateway may answer with several faces of one category (one per family member).
  const titleId = useId();
  // The face names its member; else the card's member.
  const memberName = firstText(face.memberName, card.memberName);

  return (
    <article className="id-card-face" aria-labelledby={titleId}>
      <h2 id={titleId} className="id-card-face__title">
        {t`${label} ID card`}
      </h2>
      <div className="id-card-face__card">
        <p className="id-card-face__brand">
          <span>{brand.name}</span>
          <span className="id-card-face__category">{label}</span>
        </p>
        <dl className="id-card-face__details">
          <div className="id-card-face__row id-card-face__row--wide">
            <dt>{t`Member`}</dt>
            <dd>{memberName ?? DASH}</dd>
          </div>
          <div className="id-card-face__row">
            <dt>{t`Subscriber ID`}</dt>
            <dd>{textOrDash(card.subscriberId)}</dd>
          </div>
          <div className="id-card-face__row">
            <dt>{t`Group`}</dt>
            <dd>{textOrDash(card.groupId)}</dd>
          </div>
          {face.planName && (
            <div className="id-card-face__row id-card-face__row--wide">
              <dt>{t`Plan`}</dt>
              <dd>{face.planName}</dd>
            </div>
          )}
          {face.networkName && (
            <div className="id-card-face__row">
              <dt>{t`Network`}</dt>
              <dd>{face.networkName}</dd>
            </div>
          )}
          {face.effectiveDate && (
            <div className="id-card-face__row">
              <dt>{t`Effective date`}</dt>
              <dd>{formatDate(face.effectiveDate)}</dd>
            </div>
          )}
          {face.customerServicePhone && (
            <div className="id-card-face__row id-card-face__row--wide">
              <dt>{t`Customer service`}</dt>
              <dd>
                <PhoneLink className="id-card-face__phone" number={face.customerServicePhone} />
              </dd>
            </div>
          )}
        </dl>
        {card.groupName && <p className="id-card-face__group">{card.groupName}</p>}
      </div>
      <CardImages face={face} memberName={memberName} label={label} />
      {canOrder && <OrderPrintedCard category={face.category} label={label} />}
    </article>
  );
}

type CardSide = 'front' | 'back';

function CardImages({ face, memberName, label }: { face: IdCardFaceData; memberName: string | undefined; label: string }) {
  const { t } = useLingui();
  const category = label.toLowerCase();
  // 'Front of Jordan Rivera's dental ID card', 'Back of the dental ID card'.
  const altText = (side: CardSide): string => {
    if (memberName) return side === 'front' ? t`Front of ${memberName}'s ${category} ID card` : t`Back of ${memberName}'s ${category} ID card`;
    return side === 'front' ? t`Front of the ${category} ID card` : t`Back of the ${category} ID card`;
  };
  const images = [
    { side: 'front' as const, src: face.frontImageUrl },
    { side: 'back' as const, src: face.backImageUrl },
  ].filter((image): image is { side: CardSide; src: string } => Boolean(image.src?.trim()));
  if (images.length === 0) return null;
  return (
    <div className="id-card-face__images">
      {images.map((image) => (
        <CardImage key={image.side} src={image.src} alt={altText(image.side)} />
      ))}
    </div>
  );
}

/** A card image; an image that does not load is left out (the card's details above say the same). */
function CardImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="id-card-face__image" src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}

/** 'Order a printed card': GET /idCard/request?category=, then the gateway's confirmation in place of the button. */
function OrderPrintedCard({ category, label }: { category: ProductCategory; label: string }) {
  const [requested, setRequested] = useState(false);
  const order = useRequestIdCard({ category }, { query: { enabled: requested, retry: false } });
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const confirmed = order.data !== undefined;

  // The button gives way to the confirmation: keep the member's place by moving focus to it.
  useEffect(() => {
    if (confirmed && requested) confirmationRef.current?.focus();
  }, [confirmed, requested]);

  if (confirmed) {
    return (
      <p ref={confirmationRef} className="id-card-face__confirmation" tabIndex={-1}>
        <span className="id-card-face__confirmation-icon" aria-hidden="true">
          ✓
        </span>
        {order.data}
      </p>
    );
  }
  return (
    <div className="id-card-face__actions">
      <Button className="button id-card-page__button" onPress={() => setRequested(true)} isDisabled={order.isFetching}>
        <Trans>
          Order a printed card <VisuallyHidden>({label})</VisuallyHidden>
        </Trans>
      </Button>
    </div>
  );
}
