import { ApiError, apiPost, getApiClient, isTransientError } from '@travel/shared';
import { FLIGHT_ETICKET_PDF_PATH } from '@travel/shared/contracts/plain';
import type { ETicket } from '@travel/shared';
import { eTicketKey } from '../../../api/query-keys';
import { useMutation, useQuery } from '@travel/shared/query';

export function fetchETicket(orderId: string, signal?: AbortSignal): Promise<ETicket> {
  return apiPost('/travel/api/flights/order/eTicket', { orderId }, { signal });
}

/** The e-ticket of a paid booking; `enabled` false until the booking is paid. */
export function useETicket(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: eTicketKey(orderId),
    queryFn: ({ signal }) => fetchETicket(orderId, signal),
    enabled,
    retry: false,
  });
}

/** The server answers a refusal as a JSON envelope instead of the PDF. */
async function refusalIn(blob: Blob, failure: string): Promise<ApiError | null> {
  if (!blob.type.includes('json')) return null;
  try {
    const envelope = JSON.parse(await blob.text()) as { code?: number; msg?: string };
    return new ApiError('business', envelope.msg || 'Error', { code: envelope.code });
  } catch {
    return new ApiError('bad-response', failure);
  }
}

/** A PDF of the visitor's booking (POST with the session); `failure` says what was not had. */
export async function downloadBookingPdf(
  path: string,
  body: Record<string, string>,
  failure: string,
): Promise<Blob> {
  let blob: Blob;
  try {
    const client = await getApiClient();
    const response = await client.post<Blob>(path, body, { responseType: 'blob' });
    blob = response.data;
  } catch (error) {
    const answer = (error as { response?: { data?: unknown } }).response?.data;
    const refusal = answer instanceof Blob ? await refusalIn(answer, failure) : null;
    throw refusal ?? error;
  }
  const refusal = await refusalIn(blob, failure);
  if (refusal) throw refusal;
  return blob;
}

/** The e-ticket as a PDF file, e.g. for saving; `failure` says, in the page's language, that it did not come. */
export function downloadETicketPdf(orderId: string, failure: string): Promise<Blob> {
  return downloadBookingPdf(FLIGHT_ETICKET_PDF_PATH, { orderId }, failure);
}

/** Saves `blob` as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Chromium reads the URL after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadETicket() {
  return useMutation({
    mutationFn: async ({
      orderId,
      pnr,
      failure,
    }: {
      orderId: string;
      pnr: string;
      failure: string;
    }) => {
      saveBlob(await downloadETicketPdf(orderId, failure), `e-ticket-${pnr}.pdf`);
    },
    retry: (failures, error) => failures < 1 && isTransientError(error),
  });
}
