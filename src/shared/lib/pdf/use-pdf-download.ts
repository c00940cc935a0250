import { useQueryClient, type QueryFunction, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/** The media type of the portal's printable documents. */
export const PDF_TYPE = 'application/pdf';

/** How long a PDF's blob address stays valid once handed to the new window. */
export const PDF_URL_LIFETIME_MS = 60_000;

/** Opens a document's window, or null when the browser blocked it; one seam tests can observe. */
export const pdfWindow = {
  open(): Window | null {
    return window.open('', '_blank');
  },
};

/** One printable document: how to fetch it, and what its window and file are called. */
export interface PdfDocument {
  /** Its own cache key (a document never takes the place of the JSON answer of the same address). */
  readonly queryKey: QueryKey;
  /** Fetches the document through the generated client, with Accept application/pdf. */
  readonly queryFn: QueryFunction<unknown>;
  /** How the call's failures are handled, as declared where it is made (failure-meta.ts); the global rule without. */
  readonly meta?: QueryMeta;
  /** The file name when the browser blocks the window and the document is saved instead. */
  readonly fileName: string;
  /** The waiting window's title and text ('Your ID card', 'Opening your ID card…'). */
  readonly waitingTitle: string;
  readonly waitingText: string;
}

/** Why a document could not be shown: the call failed, or the gateway answered something other than a document. */
export type PdfFailure = 'request' | 'not-a-document';

export interface PdfDownload {
  /** Opens the document in a new window. Call it from the click itself: browsers allow new windows only then. */
  readonly open: (id: string, document: PdfDocument) => void;
  /** The document being fetched. */
  readonly loadingId: string | null;
  /** The last document that could not be shown. */
  readonly failedId: string | null;
}

function writeWaitingPage(opened: Window, { waitingTitle, waitingText }: PdfDocument): void {
  try {
    // The document's window has no business with the portal's window.
    opened.opener = null;
    opened.document.title = waitingTitle;
    opened.document.body.textContent = waitingText;
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

/** Whether the answer is a binary document; by shape, as a Blob of another realm (the fetch's own) is still a Blob. */
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

/**
 * A PDF in a new window (ID cards, EOBs): the window opens at once, on the click, with a waiting text; then the
 * document is fetched (no retries: the member is waiting in front of an empty window) and shown there from a blob
 * address. When it fails, the window closes, the failed answer leaves the cache and `onFailure` says why (a failed
 * call has reached the global failure rule through the query cache already). When the browser blocks the window,
 * the document is saved as a file instead.
 */
export function usePdfDownload(onFailure?: (failure: PdfFailure, id: string) => void): PdfDownload {
  const queryClient = useQueryClient();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);

  const open = useCallback(
    (id: string, pdf: PdfDocument) => {
      const opened = pdfWindow.open();
      if (opened) writeWaitingPage(opened, pdf);
      setLoadingId(id);
      setFailedId(null);
      const fail = (failure: PdfFailure) => {
        queryClient.removeQueries({ queryKey: pdf.queryKey, exact: true });
        opened?.close();
        setFailedId(id);
        onFailure?.(failure, id);
      };

      queryClient
        .fetchQuery({ queryKey: pdf.queryKey, queryFn: pdf.queryFn, retry: false, meta: pdf.meta })
        .then(
          (body) => {
            if (!isBlob(body)) {
              fail('not-a-document');
              return;
            }
            const document = body.type === PDF_TYPE ? body : new Blob([body], { type: PDF_TYPE });
            const url = URL.createObjectURL(document);
            if (!opened) saveWithLink(url, pdf.fileName);
            else if (!opened.closed) opened.location.href = url;
            setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
          },
          () => fail('request'),
        )
        .finally(() => setLoadingId((current) => (current === id ? null : current)));
    },
    [onFailure, queryClient],
  );

  return { open, loadingId, failedId };
}
