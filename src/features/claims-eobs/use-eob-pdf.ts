import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

import { getEobPdf, getGetEobPdfQueryKey } from '../../../generated/gateway/eobs/eobs';
import { PDF_TYPE, usePdfDownload, type PdfDownload } from '../../shared/lib/pdf/use-pdf-download';

export interface EobPdf {
  /** Opens the EOB's PDF in a new window. Call it from the click itself: browsers allow new windows only then. */
  readonly open: (eobId: string) => void;
  /** The EOB whose PDF is being fetched. */
  readonly loadingId: PdfDownload['loadingId'];
  /** The EOB whose PDF could not be opened (its inline message shows). */
  readonly failedId: PdfDownload['failedId'];
}

/**
 * 'Download PDF' of an EOB: GET /eobs/{eobId}/pdf (Accept application/pdf) in a new window (the shared PDF
 * download). EOB calls are handled in place (product section 8): on failure the EOB shows an inline message.
 */
export function useEobPdf(): EobPdf {
  const { t } = useLingui();
  const { open, loadingId, failedId } = usePdfDownload();
  // The waiting window's texts are in the language shown when the member asks for the PDF.
  const waitingTitle = t`Your explanation of benefits`;
  const waitingText = t`Opening your explanation of benefits…`;
  const openEob = useCallback(
    (eobId: string) =>
      open(eobId, {
        queryKey: getGetEobPdfQueryKey(eobId),
        queryFn: ({ signal }) => getEobPdf(eobId, { headers: { Accept: PDF_TYPE } }, signal),
        meta: { failure: 'in-place' },
        fileName: `${eobId}.pdf`,
        waitingTitle,
        waitingText,
      }),
    [open, waitingTitle, waitingText],
  );
  return { open: openEob, loadingId, failedId };
}
