import { apiPost } from '@travel/shared';
import type { QuoteRequest, QuoteResponse } from '@travel/shared';
import { useQuery } from '@travel/shared/query';
import { quoteKey } from '../../../api/query-keys';

export function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<QuoteResponse> {
  return apiPost('/travel/api/flights/quote', request, { signal });
}

/** The fare families for these travellers, priced by the server each time. */
export function useQuote(request: QuoteRequest) {
  return useQuery({
    queryKey: quoteKey(request),
    queryFn: ({ signal }) => fetchQuote(request, signal),
    staleTime: 30 * 1000,
    retry: false,
  });
}
