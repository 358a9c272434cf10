import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers: a success envelope, a refusal, a dropped connection, or nothing yet. */
export type Reply = { data: unknown } | { code: number; msg: string } | 'network-error' | 'held';

export type ReceivedCall = { path: string; body: Record<string, unknown> };

type HappyDomWindow = { happyDOM: { setURL(url: string): void } };

/**
 * A tiny HTTP stand-in for the site api on 127.0.0.1, with the test page moved to its origin so
 * the real `apiPost` reaches it same-origin, exactly as in the browser.
 */
export class LocalApi {
  readonly calls: ReceivedCall[] = [];
  /** Answers in order; once used up, `fallback` answers. */
  replies: Reply[] = [];
  fallback: (call: ReceivedCall) => Reply = () => 'network-error';
  held: ServerResponse | null = null;
  /** Runs when a call has arrived, before it is answered. */
  onCall: (call: ReceivedCall) => void = () => {};
  private server: Server | null = null;

  async start(pagePath = '/coupon'): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const call = {
          path: request.url ?? '',
          body: JSON.parse(body || '{}') as Record<string, unknown>,
        };
        this.calls.push(call);
        this.onCall(call);
        this.answer(this.replies.shift() ?? this.fallback(call), response);
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    (window as unknown as HappyDomWindow).happyDOM.setURL(`http://127.0.0.1:${port}${pagePath}`);
  }

  reset(): void {
    this.calls.length = 0;
    this.replies = [];
    this.fallback = () => 'network-error';
    this.held = null;
    this.onCall = () => {};
  }

  /** Answers the call that was held back. */
  release(reply: Exclude<Reply, 'held'>): void {
    const response = this.held;
    this.held = null;
    if (response) this.answer(reply, response);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private answer(reply: Reply, response: ServerResponse): void {
    if (reply === 'held') {
      this.held = response;
      return;
    }
    if (reply === 'network-error') {
      response.socket?.destroy();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(
        'data' in reply
          ? { code: 200, msg: 'success', data: reply.data }
          : { code: reply.code, msg: reply.msg, data: null },
      ),
    );
  }
}
