import { isTransientError } from '@travel/shared';
import { FLIGHT_TAX_DOCUMENT_PDF_PATH } from '@travel/shared/contracts/plain';
import { useMutation } from '@travel/shared/query';
import { downloadBookingPdf, saveBlob } from './e-ticket';

/** 'tax-invoice-HTI-2627-000001.pdf', as the server names it. */
export function taxDocumentFileName(kind: 'invoice' | 'creditNote', number: string): string {
  return `${kind === 'creditNote' ? 'credit-note' : 'tax-invoice'}-${number.replaceAll('/', '-')}.pdf`;
}

/** Saves one of the booking's GST tax invoices or credit notes as a PDF file. */
export function useDownloadTaxDocument() {
  return useMutation({
    mutationFn: async (document: {
      orderId: string;
      number: string;
      kind: 'invoice' | 'creditNote';
      /** What the visitor reads should the file not come, in the page's language. */
      failure: string;
    }) => {
      const blob = await downloadBookingPdf(
        FLIGHT_TAX_DOCUMENT_PDF_PATH,
        { orderId: document.orderId, number: document.number },
        document.failure,
      );
      saveBlob(blob, taxDocumentFileName(document.kind, document.number));
    },
    retry: (failures, error) => failures < 1 && isTransientError(error),
  });
}
