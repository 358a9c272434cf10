import { COUNTRY_CODE } from '@travel/shared/contracts';
import { type SmsSender, SmsSendError } from './sender';

export interface Msg91Options {
  authKey: string;
  /** The DLT header (sender id), when the template does not fix one. */
  senderId?: string | undefined;
  /** https://control.msg91.com, or a stand-in in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's Flow API (POST /api/v5/flow): the message is its template (the MSG91 template mapped
 * to the DLT template id TRAI requires) filled with the variables, e.g. `otp` for ##otp##. The
 * text built by the caller is not sent: DLT only lets the registered template through.
 */
export function msg91Sender(options: Msg91Options): SmsSender {
  const { authKey, senderId, baseUrl, timeoutMs = 10_000 } = options;
  return {
    provider: 'msg91',
    async send({ mobile, templateId, variables }) {
      const body = {
        template_id: templateId,
        ...(senderId ? { sender: senderId } : {}),
        short_url: '0',
        recipients: [{ mobiles: `${COUNTRY_CODE}${mobile}`, ...variables }],
      };
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/api/v5/flow`, {
          method: 'POST',
          headers: {
            authkey: authKey,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsSendError(`MSG91 could not be reached: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => '');
      let reply: { type?: unknown; message?: unknown } = {};
      try {
        reply = JSON.parse(text) as typeof reply;
      } catch {
        // Reported below with the HTTP status.
      }
      if (!response.ok || reply.type !== 'success') {
        const detail = typeof reply.message === 'string' ? reply.message : text.slice(0, 200);
        throw new SmsSendError(`MSG91 refused the message (HTTP ${response.status}): ${detail}`);
      }
    },
  };
}
