import { apiPost } from '@travel/shared';
import type { ContactRequest, ContactResponse } from '@travel/shared';
import { useMutation } from '@travel/shared/query';

/** Stores the visitor's message; the answer carries the reference the visitor keeps. */
export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return apiPost('/travel/api/website/contact', request);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
