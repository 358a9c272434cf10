import { formatInr } from '@travel/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLocale } from '../../http/request-locale';
import type { ByLocale, Locale } from '../../messages/locale';
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

/** The payer pages' words in each language (the visitor's, as the site's pages choose it). */
const WORDS: ByLocale<{
  banner: string;
  sandbox: string;
  decideTitle: string;
  heading: string;
  merchant: string;
  order: string;
  for: string;
  decided: Record<Exclude<SandboxOrderRow['status'], 'created'>, string>;
  vpa: string;
  hint: string;
  approve: string;
  decline: string;
  approved: string;
  declined: string;
  told: string;
  notTold: string;
  returnTo: string;
  couponOrders: string;
  noSuchRequest: string;
}> = {
  'en-IN': {
    banner: 'SANDBOX · test payment · no real money moves',
    sandbox: 'UPI sandbox',
    decideTitle: 'UPI sandbox: approve or decline',
    heading: 'Pay with UPI',
    merchant: 'Merchant',
    order: 'Order',
    for: 'For',
    decided: {
      paid: 'This payment request was already approved.',
      declined: 'This payment request was declined.',
      cancelled: 'HegTravel cancelled this payment request; there is nothing to pay.',
    },
    vpa: 'Paying UPI ID',
    hint: `Any UPI ID works. One starting with "${SANDBOX_REFUND_FAILS_PREFIX}" makes later refunds of this payment fail.`,
    approve: 'Approve',
    decline: 'Decline',
    approved: 'Payment approved',
    declined: 'Payment declined',
    told: 'HegTravel has been told.',
    notTold: 'HegTravel could not be told just now; it will find out within a minute.',
    returnTo: 'You can return to HegTravel.',
    couponOrders: 'Go to my coupon orders',
    noSuchRequest: 'No such payment request',
  },
  'hi-IN': {
    banner: 'सैंडबॉक्स · टेस्ट भुगतान · असली पैसा नहीं कटता',
    sandbox: 'UPI सैंडबॉक्स',
    decideTitle: 'UPI सैंडबॉक्स: मंज़ूर या अस्वीकार करें',
    heading: 'UPI से भुगतान करें',
    merchant: 'व्यापारी',
    order: 'ऑर्डर',
    for: 'किसलिए',
    decided: {
      paid: 'यह भुगतान अनुरोध पहले ही मंज़ूर हो चुका है।',
      declined: 'यह भुगतान अनुरोध अस्वीकार कर दिया गया।',
      cancelled: 'HegTravel ने यह भुगतान अनुरोध रद्द कर दिया है; कुछ भी भुगतान नहीं करना है।',
    },
    vpa: 'भुगतान करने वाली UPI ID',
    hint: `कोई भी UPI ID चलेगी। "${SANDBOX_REFUND_FAILS_PREFIX}" से शुरू होने वाली ID से इस भुगतान के बाद के रिफ़ंड नाकाम होंगे।`,
    approve: 'मंज़ूर करें',
    decline: 'अस्वीकार करें',
    approved: 'भुगतान मंज़ूर हो गया',
    declined: 'भुगतान अस्वीकार हो गया',
    told: 'HegTravel को बता दिया गया है।',
    notTold: 'HegTravel को अभी बताया नहीं जा सका; एक मिनट के अंदर उसे पता चल जाएगा।',
    returnTo: 'आप HegTravel पर लौट सकते हैं।',
    couponOrders: 'मेरे कूपन ऑर्डर पर जाएँ',
    noSuchRequest: 'ऐसा कोई भुगतान अनुरोध नहीं है',
  },
};

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><div class="banner">${escape(WORDS[locale].banner)}</div>
<main>${body}</main></body></html>`;
}

function details(locale: Locale, order: SandboxOrderRow): string {
  const words = WORDS[locale];
  return `<dl>
<dt>${words.merchant}</dt><dd>${escape(SANDBOX_PAYEE_NAME)} (${escape(SANDBOX_PAYEE)})</dd>
<dt>${words.order}</dt><dd data-testid="sandbox-order-ref">${escape(order.receipt)}</dd>
<dt>${words.for}</dt><dd lang="en-IN">${escape(order.description)}</dd>
</dl>`;
}

function payerPage(locale: Locale, order: SandboxOrderRow): string {
  const words = WORDS[locale];
  const amount = `<p class="amount" data-testid="sandbox-amount">${escape(formatInr(order.amount_paise))}</p>`;
  if (order.status !== 'created') {
    return page(
      locale,
      words.sandbox,
      `<h1>${words.heading}</h1>${amount}${details(locale, order)}
<p class="outcome">${escape(words.decided[order.status])}</p>`,
    );
  }
  const action = `${SANDBOX_PAYER_PATH}/${order.id}`;
  return page(
    locale,
    words.decideTitle,
    `<h1>${words.heading}</h1>${amount}${details(locale, order)}
<form method="post" action="${escape(action)}/approve">
<label for="vpa">${words.vpa}</label>
<input id="vpa" name="vpa" value="${escape(SANDBOX_DEFAULT_VPA)}" autocomplete="off" required>
<p class="hint">${escape(words.hint)}</p>
<div class="buttons">
<button class="approve" type="submit">${words.approve}</button>
<button class="decline" type="submit" formaction="${escape(action)}/decline">${words.decline}</button>
</div></form>`,
  );
}

function outcomePage(
  locale: Locale,
  order: SandboxOrderRow,
  approved: boolean,
  delivered: boolean,
): string {
  const words = WORDS[locale];
  const told = delivered ? words.told : words.notTold;
  const title = approved ? words.approved : words.declined;
  return page(
    locale,
    title,
    `<h1 class="outcome" data-testid="sandbox-outcome">${title}</h1>
<p class="amount">${escape(formatInr(order.amount_paise))}</p>${details(locale, order)}
<p>${told} ${words.returnTo}</p><p><a href="/html/orderList">${words.couponOrders}</a></p>`,
  );
}

function notFound(locale: Locale, reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(page(locale, WORDS[locale].sandbox, `<h1>${WORDS[locale].noSuchRequest}</h1>`));
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
      const locale = requestLocale(request);
      if (!ORDER_ID.test(request.params.id)) return notFound(locale, reply);
      const order = await gateway.findOrder(request.params.id);
      if (!order) return notFound(locale, reply);
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(payerPage(locale, order));
    });

    scope.post<{ Params: { id: string; decision: string }; Body: unknown }>(
      `${SANDBOX_PAYER_PATH}/:id/:decision`,
      async (request, reply) => {
        const { id, decision } = request.params;
        const locale = requestLocale(request);
        if (!ORDER_ID.test(id) || (decision !== 'approve' && decision !== 'decline')) {
          return notFound(locale, reply);
        }
        const form = (request.body ?? {}) as Record<string, unknown>;
        const vpa =
          typeof form.vpa === 'string' && VPA.test(form.vpa.trim())
            ? form.vpa.trim()
            : SANDBOX_DEFAULT_VPA;
        const decided = await gateway.decide(id, decision, vpa);
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        if (decided) {
          return reply.send(
            outcomePage(locale, decided.order, decision === 'approve', decided.delivered),
          );
        }
        const order = await gateway.findOrder(id);
        if (!order) return notFound(locale, reply);
        return reply.code(409).send(payerPage(locale, order));
      },
    );
    done();
  });
}
