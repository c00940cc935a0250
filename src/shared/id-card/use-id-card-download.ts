import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { getGetIdCardQueryKey, getIdCard } from '../../../generated/gateway/id-card/id-card';
import { useFailure } from '../errors/failure-state';
import { MALFORMED_RESPONSE_STATUS } from '../lib/http/api-error';

/** The media type of the printable card. */
export const ID_CARD_PDF_TYPE = 'application/pdf';

/**
 * The cache key of the printable card. GET /idCard/view answers card data (JSON) or the PDF depending on the
 * Accept header, so the PDF has a key of its own and never takes the place of the card data.
 */
export function idCardPdfQueryKey() {
  return [...getGetIdCardQueryKey(), { accept: ID_CARD_PDF_TYPE }] as const;
}

/** How long the PDF's blob address stays valid once handed to the new window. */
export const PDF_URL_LIFETIME_MS = 60_000;

/** The file name offered when the browser blocks the new window and the card is saved instead. */
export const ID_CARD_FILE_NAME = 'id-card.pdf';

function writeWaitingPage(opened: Window): void {
  try {
    // The card's window has no business with the portal's window.
    opened.opener = null;
    opened.document.title = 'Your ID card';
    opened.document.body.textContent = 'Opening your ID card…';
  } catch {
    // A window the portal cannot write to still receives the card's address.
  }
}

function saveWithLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = ID_CARD_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Whether the answer is a binary document. Checked by shape, not with instanceof: a Blob made by another realm
 * (the fetch implementation's own) is still a Blob.
 */
function isBlob(body: unknown): body is Blob {
  if (body instanceof Blob) return true;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Blob).arrayBuffer === 'function' &&
    typeof (body as Blob).size === 'number' &&
    typeof (body as Blob).type === 'string'
  );
}

export interface IdCardDownload {
  /** Opens the member's ID card (PDF) in a new window. Call it from the click itself: browsers allow new windows only then. */
  readonly download: () => void;
  readonly isDownloading: boolean;
}

/**
 * 'Download ID card' (spec sections 2 and 8): the window opens at once, on the click, then the card is fetched
 * (GET /idCard/view with Accept application/pdf, through the generated client) and shown there from a blob
 * address. When the call fails the opened window is closed and the failure follows the global rule: the error
 * page for its status, the address kept (a 401 on brands that sign out goes to /login). When the browser blocks
 * the window, the card is saved as a file instead.
 */
export function useIdCardDownload(): IdCardDownload {
  const queryClient = useQueryClient();
  const { showErrorPage } = useFailure();
  const [isDownloading, setDownloading] = useState(false);

  const download = useCallback(() => {
    const opened = window.open('', '_blank');
    if (opened) writeWaitingPage(opened);
    setDownloading(true);

    queryClient
      .fetchQuery({
        queryKey: idCardPdfQueryKey(),
        queryFn: ({ signal }) => getIdCard(undefined, { headers: { Accept: ID_CARD_PDF_TYPE } }, signal),
        // The member is waiting in front of an empty window: fail at once rather than after retries.
        retry: false,
      })
      .then((body) => {
        if (!isBlob(body)) {
          // The gateway answered something other than the document: an invalid answer (502).
          queryClient.removeQueries({ queryKey: idCardPdfQueryKey(), exact: true });
          opened?.close();
          showErrorPage(MALFORMED_RESPONSE_STATUS);
          return;
        }
        const pdf = body.type === ID_CARD_PDF_TYPE ? body : new Blob([body], { type: ID_CARD_PDF_TYPE });
        const url = URL.createObjectURL(pdf);
        if (!opened) saveWithLink(url);
        else if (!opened.closed) opened.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
      })
      .catch(() => {
        // The failed query reached the global rule through the query cache, which shows the error page.
        opened?.close();
      })
      .finally(() => setDownloading(false));
  }, [queryClient, showErrorPage]);

  return { download, isDownloading };
}
