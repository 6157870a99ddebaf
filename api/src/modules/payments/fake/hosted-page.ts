import type http from 'node:http';
import type { FakeSession, Method } from './objects';
import type { PayOptions } from './state';
import { ApiError, formatMoney, readBody } from './wire';

/**
 * The fake's hosted Checkout page (`/pay/:sessionId`): plain HTML with one form, no scripts or outside assets, so a
 * browser test or a plain HTTP client can pay. The buttons stand for Stripe's test payment methods:
 *  - Pay: card 4242 4242 4242 4242, succeeds; the session completes paid and the payer goes to success_url;
 *  - Decline: card 4000 0000 0000 0002, declined; the page says so and the session stays open;
 *  - Pay later (SEPA): a SEPA Direct Debit; the session completes unpaid and the money's outcome comes later;
 *  - iDEAL / Bancontact: bank redirects that succeed at once.
 * A method the session does not allow has no button.
 */

export interface PageActions {
  session(id: string): FakeSession;
  description(id: string): string;
  methods(id: string): readonly Method[];
  pay(id: string, opts: PayOptions): void;
}

const ACTIONS: Record<string, { method: Method; label: string; decline?: true }> = {
  pay: { method: 'card', label: 'Pay' },
  decline: { method: 'card', label: 'Decline', decline: true },
  sepa: { method: 'sepa_debit', label: 'Pay later (SEPA)' },
  ideal: { method: 'ideal', label: 'iDEAL' },
  bancontact: { method: 'bancontact', label: 'Bancontact' },
};

export const DECLINED = 'Your card was declined.';

export async function handlePage(req: http.IncomingMessage, res: http.ServerResponse, sessionId: string, actions: PageActions): Promise<void> {
  let session: FakeSession;
  try {
    session = actions.session(sessionId);
  } catch {
    return html(res, 404, page('Checkout session not found', `<h1>Checkout session not found</h1><p>There is no checkout session ${escape(sessionId)}.</p>`));
  }
  if (req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    const action = ACTIONS[form.get('action') ?? ''];
    if (session.status !== 'open' || !action || !actions.methods(session.id).includes(action.method)) {
      return html(res, session.status === 'open' ? 400 : 409, render(session, actions));
    }
    if (action.decline) return html(res, 402, render(session, actions, DECLINED));
    try {
      actions.pay(session.id, { method: action.method });
    } catch (err) {
      if (err instanceof ApiError) return html(res, 409, render(actions.session(session.id), actions));
      throw err;
    }
    if (session.success_url) {
      res.writeHead(303, { location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) });
      return void res.end();
    }
    return html(res, 200, render(actions.session(session.id), actions));
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, POST' });
    return void res.end();
  }
  html(res, 200, render(session, actions));
}

function render(s: FakeSession, actions: PageActions, message?: string): string {
  const description = actions.description(s.id);
  const amount = formatMoney(s.amount_total, s.currency);
  const head = `<p class="mode">Test mode · fake Stripe Checkout</p><h1>${escape(description)}</h1><p class="amount">${escape(amount)}</p>`;
  const back = s.cancel_url ? `<p><a href="${escape(s.cancel_url)}">Cancel and return</a></p>` : '';
  if (s.status === 'expired') {
    return page(`Expired: ${description}`, `${head}<p role="status">This checkout session has expired.</p>${back}`);
  }
  if (s.status === 'complete') {
    const note = s.payment_status === 'paid' ? 'This checkout session is complete: the payment succeeded.' : 'This checkout session is complete: the payment is processing.';
    return page(`Complete: ${description}`, `${head}<p role="status">${note}</p>`);
  }
  const allowed = actions.methods(s.id);
  const buttons = Object.entries(ACTIONS)
    .filter(([, a]) => allowed.includes(a.method))
    .map(([value, a]) => `<button type="submit" name="action" value="${value}">${escape(a.label)}</button>`)
    .join('\n');
  const alert = message ? `<p role="alert" class="alert">${escape(message)}</p>` : '';
  const email = s.customer_email ? `<p>Paying as ${escape(String(s.customer_email))}</p>` : '';
  return page(
    `Pay ${amount}: ${description}`,
    `${head}${email}${alert}
<form method="post" action="/pay/${escape(s.id)}">
<p>Test card 4242 4242 4242 4242 pays; Decline uses 4000 0000 0000 0002.</p>
${buttons}
</form>
${back}`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1a1a}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0003}
.mode{display:inline-block;background:#ffe0b2;color:#5d3a00;padding:.15rem .5rem;border-radius:4px;font-size:.85rem}
.amount{font-size:2rem;font-weight:600;margin:.25rem 0 1rem}
.alert{color:#8a1c1c;background:#fdecea;padding:.5rem;border-radius:4px}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border:0;border-radius:6px;background:#0a5bd3;color:#fff;cursor:pointer}
button[value=decline]{background:#5b6470}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
a{color:#0a4aa8}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function html(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(body);
}

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
