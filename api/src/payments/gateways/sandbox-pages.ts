import { formatInr } from '@travel/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  SANDBOX_DEFAULT_VPA,
  SANDBOX_PAYEE,
  SANDBOX_PAYEE_NAME,
  SANDBOX_PAYER_PATH,
  SANDBOX_REFUND_FAILS_PREFIX,
  type SandboxGateway,
  type SandboxOrderRow,
} from './sandbox';

const ORDER_ID = /^sbx_order_[0-9A-Za-z]{14}$/;
const VPA = /^[\w.-]{2,64}@[A-Za-z]{2,64}$/;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f1f5f9; color: #0f172a; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; border-radius: 12px;
         padding: 1.5rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  .banner { background: #fde047; color: #422006; font-weight: 700; text-align: center;
            padding: 0.5rem; letter-spacing: 0.05em; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.25rem 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
  dt { color: #475569; } dd { margin: 0; overflow-wrap: anywhere; }
  label { display: block; margin-bottom: 0.25rem; color: #475569; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.5rem; margin-bottom: 0.25rem; }
  .hint { font-size: 0.8rem; color: #64748b; margin: 0 0 1rem; }
  .buttons { display: flex; gap: 0.75rem; }
  button { flex: 1; font: inherit; font-weight: 600; padding: 0.75rem; border: 0; border-radius: 8px;
           cursor: pointer; }
  .approve { background: #15803d; color: #fff; } .decline { background: #b91c1c; color: #fff; }
  .outcome { font-size: 1.25rem; font-weight: 700; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><div class="banner">SANDBOX · test payment · no real money moves</div>
<main>${body}</main></body></html>`;
}

function details(order: SandboxOrderRow): string {
  return `<dl>
<dt>Merchant</dt><dd>${escape(SANDBOX_PAYEE_NAME)} (${escape(SANDBOX_PAYEE)})</dd>
<dt>Order</dt><dd data-testid="sandbox-order-ref">${escape(order.receipt)}</dd>
<dt>For</dt><dd>${escape(order.description)}</dd>
</dl>`;
}

const DECIDED: Record<Exclude<SandboxOrderRow['status'], 'created'>, string> = {
  paid: 'This payment request was already approved.',
  declined: 'This payment request was declined.',
  cancelled: 'HegTravel cancelled this payment request; there is nothing to pay.',
};

function payerPage(order: SandboxOrderRow): string {
  const amount = `<p class="amount" data-testid="sandbox-amount">${escape(formatInr(order.amount_paise))}</p>`;
  if (order.status !== 'created') {
    return page(
      'UPI sandbox',
      `<h1>Pay with UPI</h1>${amount}${details(order)}
<p class="outcome">${escape(DECIDED[order.status])}</p>`,
    );
  }
  const action = `${SANDBOX_PAYER_PATH}/${order.id}`;
  return page(
    'UPI sandbox: approve or decline',
    `<h1>Pay with UPI</h1>${amount}${details(order)}
<form method="post" action="${escape(action)}/approve">
<label for="vpa">Paying UPI ID</label>
<input id="vpa" name="vpa" value="${escape(SANDBOX_DEFAULT_VPA)}" autocomplete="off" required>
<p class="hint">Any UPI ID works. One starting with "${SANDBOX_REFUND_FAILS_PREFIX}" makes later refunds of this payment fail.</p>
<div class="buttons">
<button class="approve" type="submit">Approve</button>
<button class="decline" type="submit" formaction="${escape(action)}/decline">Decline</button>
</div></form>`,
  );
}

function outcomePage(order: SandboxOrderRow, approved: boolean, delivered: boolean): string {
  const told = delivered
    ? 'HegTravel has been told.'
    : 'HegTravel could not be told just now; it will find out within a minute.';
  const title = approved ? 'Payment approved' : 'Payment declined';
  return page(
    title,
    `<h1 class="outcome" data-testid="sandbox-outcome">${title}</h1>
<p class="amount">${escape(formatInr(order.amount_paise))}</p>${details(order)}
<p>${told} You can return to HegTravel.</p><p><a href="/html/orderList">Go to my coupon orders</a></p>`,
  );
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(page('UPI sandbox', '<h1>No such payment request</h1>'));
}

/**
 * The sandbox gateway's payer pages, outside /travel/api: GET shows the request, the form
 * posts the payer's answer. Plain HTML forms, no script, so the site's CSP holds.
 */
export function sandboxPages(app: FastifyInstance, gateway: SandboxGateway): void {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get<{ Params: { id: string } }>(`${SANDBOX_PAYER_PATH}/:id`, async (request, reply) => {
      if (!ORDER_ID.test(request.params.id)) return notFound(reply);
      const order = await gateway.findOrder(request.params.id);
      if (!order) return notFound(reply);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(payerPage(order));
    });

    scope.post<{ Params: { id: string; decision: string }; Body: unknown }>(
      `${SANDBOX_PAYER_PATH}/:id/:decision`,
      async (request, reply) => {
        const { id, decision } = request.params;
        if (!ORDER_ID.test(id) || (decision !== 'approve' && decision !== 'decline')) {
          return notFound(reply);
        }
        const form = (request.body ?? {}) as Record<string, unknown>;
        const vpa =
          typeof form.vpa === 'string' && VPA.test(form.vpa.trim())
            ? form.vpa.trim()
            : SANDBOX_DEFAULT_VPA;
        const decided = await gateway.decide(id, decision, vpa);
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        if (decided) {
          return reply.send(outcomePage(decided.order, decision === 'approve', decided.delivered));
        }
        const order = await gateway.findOrder(id);
        if (!order) return notFound(reply);
        return reply.code(409).send(payerPage(order));
      },
    );
    done();
  });
}
