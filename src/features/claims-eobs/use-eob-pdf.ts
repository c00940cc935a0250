import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { getGetEobPdfQueryOptions } from '../../../generated/gateway/eobs/eobs';

/** The media type of the printable EOB. */
export const EOB_PDF_TYPE = 'application/pdf';

/** How long the PDF's blob address stays valid once handed to the new window. */
export const EOB_PDF_URL_LIFETIME_MS = 60_000;

/** Opens a document in a window, or saves it when the browser blocked the window; one seam tests can observe. */
export const pdfWindow = {
  open(): Window | null {
    return window.open('', '_blank');
  },
};

function writeWaitingPage(opened: Window): void {
  try {
    // The document's window has no business with the portal's window.
    opened.opener = null;
    opened.document.title = 'Your explanation of benefits';
    opened.document.body.textContent = 'Opening your explanation of benefits…';
  } catch {
    // A window the portal cannot write to still receives the document's address.
  }
}

function saveWithLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Whether the answer is a binary document; by shape, as a Blob of another realm is still a Blob. */
function isBlob(body: unknown): body is Blob {
  return (
    body instanceof Blob ||
    (typeof body === 'object' &&
      body !== null &&
      typeof (body as Blob).arrayBuffer === 'function' &&
      typeof (body as Blob).size === 'number' &&
      typeof (body as Blob).type === 'string')
  );
}

export interface EobPdf {
  /** Opens the EOB's PDF in a new window. Call it from the click itself: browsers allow new windows only then. */
  readonly open: (eobId: string) => void;
  /** The EOB whose PDF is being fetched. */
  readonly loadingId: string | null;
  /** The EOB whose PDF could not be opened (its inline message shows). */
  readonly failedId: string | null;
}

/**
 * 'Download PDF' of an EOB: the window opens at once, on the click, then GET /eobs/{eobId}/pdf (through the
 * generated client, Accept application/pdf) fills it from a blob address. EOB calls are handled in place (spec
 * section 8): on failure the window closes and the EOB shows an inline message. When the browser blocks the
 * window, the PDF is saved as a file instead.
 */
export function useEobPdf(): EobPdf {
  const queryClient = useQueryClient();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);

  const open = useCallback(
    (eobId: string) => {
      const opened = pdfWindow.open();
      if (opened) writeWaitingPage(opened);
      setLoadingId(eobId);
      setFailedId(null);

      const options = getGetEobPdfQueryOptions(eobId, {
        request: { headers: { Accept: EOB_PDF_TYPE } },
        // The member is waiting in front of an empty window: fail at once rather than after retries.
        query: { retry: false },
      });
      queryClient
        .fetchQuery(options)
        .then((body) => {
          if (!isBlob(body)) throw new TypeError('The gateway did not answer with a document.');
          const pdf = body.type === EOB_PDF_TYPE ? body : new Blob([body], { type: EOB_PDF_TYPE });
          const url = URL.createObjectURL(pdf);
          if (!opened) saveWithLink(url, `${eobId}.pdf`);
          else if (!opened.closed) opened.location.href = url;
          setTimeout(() => URL.revokeObjectURL(url), EOB_PDF_URL_LIFETIME_MS);
        })
        .catch(() => {
          queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
          opened?.close();
          setFailedId(eobId);
        })
        .finally(() => setLoadingId((current) => (current === eobId ? null : current)));
    },
    [queryClient],
  );

  return { open, loadingId, failedId };
}
