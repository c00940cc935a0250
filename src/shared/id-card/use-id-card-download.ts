import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

import { getGetIdCardQueryKey, getIdCard } from '../../../generated/gateway/id-card/id-card';
import { useFailure } from '../errors/failure-state';
import { MALFORMED_RESPONSE_STATUS } from '../lib/http/api-error';
import { PDF_TYPE, usePdfDownload, type PdfFailure } from '../lib/pdf/use-pdf-download';

/**
 * The cache key of the printable card. GET /idCard/view answers card data (JSON) or the PDF depending on the
 * Accept header, so the PDF has a key of its own and never takes the place of the card data.
 */
export function idCardPdfQueryKey() {
  return [...getGetIdCardQueryKey(), { accept: PDF_TYPE }] as const;
}

/** The file name offered when the browser blocks the new window and the card is saved instead. */
export const ID_CARD_FILE_NAME = 'id-card.pdf';

export interface IdCardDownload {
  /** Opens the member's ID card (PDF) in a new window. Call it from the click itself: browsers allow new windows only then. */
  readonly download: () => void;
  readonly isDownloading: boolean;
}

/**
 * 'Download ID card' (product sections 2 and 8): GET /idCard/view with Accept application/pdf in a new window (the
 * shared PDF download). When the call fails the opened window is closed and the failure follows the global rule:
 * the error page for its status, the address kept (a 401 on brands that sign out goes to /login); an answer that
 * is not a document is an invalid answer (502).
 */
export function useIdCardDownload(): IdCardDownload {
  const { showErrorPage } = useFailure();
  const onFailure = useCallback(
    (failure: PdfFailure) => {
      // A failed call reached the global rule through the query cache already.
      if (failure === 'not-a-document') showErrorPage(MALFORMED_RESPONSE_STATUS);
    },
    [showErrorPage],
  );
  const { t } = useLingui();
  const { open, loadingId } = usePdfDownload(onFailure);
  const download = useCallback(
    () =>
      open('id-card', {
        queryKey: idCardPdfQueryKey(),
        queryFn: ({ signal }) => getIdCard(undefined, { headers: { Accept: PDF_TYPE } }, signal),
        fileName: ID_CARD_FILE_NAME,
        waitingTitle: t`Your ID card`,
        waitingText: t`Opening your ID card…`,
      }),
    [open, t],
  );
  return { download, isDownloading: loadingId !== null };
}
