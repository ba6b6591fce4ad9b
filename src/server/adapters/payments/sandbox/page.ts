import { exactInr } from '../../../services/orders/pricing';
import { escapeHtml } from '../../../../shared/escape-html';

/** The page's only style, inline like a gateway's page; the route allows exactly it by its hash in the CSP. */
export const SANDBOX_PAGE_STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f0ec;color:#15151a;margin:0;padding:24px}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:1.1rem;margin:0 0 4px}.note{color:#555;font-size:.85rem}
.amount{font-size:2rem;font-weight:700;margin:16px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:.9rem}
dt{color:#555}dd{margin:0;word-break:break-all}form{display:grid;gap:12px;margin-top:24px}
button{min-height:48px;font-size:1rem;font-weight:600;border-radius:8px;border:2px solid #15151a;cursor:pointer}
.pay{background:#15151a;color:#fff}.fail{background:#fff;color:#b3261e;border-color:#b3261e}.cancel{background:#fff;color:#15151a}
h2{font-size:1rem;margin:0}.upi{display:flex;flex-direction:column;gap:12px;margin-top:24px;padding-top:16px;border-top:1px solid #ddd}
.app{order:2;display:grid;place-items:center;min-height:48px;border-radius:8px;background:#15151a;color:#fff;font-weight:600;text-decoration:none}
.qr{order:1;margin:0;display:grid;justify-items:center;gap:8px}.qr svg{width:220px;height:220px}.qr figcaption{color:#555;font-size:.85rem;text-align:center}
@media (pointer:coarse){.app{order:1}.qr{order:2}.qr svg{width:160px;height:160px}}
`;


/** How often the open payment page looks again for a payment made from another device. */
export const WATCH_SECONDS = 4;

/** The payment's UPI request: the address a UPI app opens (here the sandbox's own stand-in) and its QR as SVG markup. */
export interface SandboxUpi {
  link: string;
  qrSvg: string;
}

/**
 * Paying by UPI as the big gateways offer it: on a phone the UPI app first (a link that opens
 * it with the amount filled in), on a desktop a QR to scan with the phone. A real gateway's link
 * is a upi:// intent; the sandbox's opens its own stand-in for a UPI app, so it works offline.
 */
function upiSection(amount: string, upi: SandboxUpi): string {
  return `<section class="upi" aria-labelledby="upi-title">
<h2 id="upi-title">Pay by UPI</h2>
<a class="app" href="${escapeHtml(upi.link)}">Pay ${escapeHtml(amount)} with a UPI app</a>
<figure class="qr"><div role="img" aria-label="${escapeHtml(`UPI QR code: ${amount} to Bhopal Threads`)}">${upi.qrSvg}</div>
<figcaption>Scan with any UPI app to pay ${escapeHtml(amount)} to Bhopal Threads. This page moves on by itself once you have paid.</figcaption></figure>
</section>`;
}

/**
 * The sandbox's stand-in for a shopper's UPI app, opened by the payment's UPI link or its QR:
 * the payee, the amount, and Pay or Decline. `action` carries the request's own token.
 */
export function sandboxUpiAppHtml(payment: { amountPaise: number; state: string; merchantOrderId: string }, action: string, token: string, done: string | null): string {
  const amount = exactInr(payment.amountPaise);
  const body =
    done ??
    (payment.state === 'PENDING'
      ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<button class="pay" name="decision" value="pay" type="submit">Pay ${escapeHtml(amount)}</button>
<button class="fail" name="decision" value="decline" type="submit">Decline</button>
</form>`
      : `<p>This request is already ${escapeHtml(payment.state.toLowerCase())}.</p>`);
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>UPI payment request - ${escapeHtml(amount)}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head>
<body><main>
<h1>Sandbox UPI app</h1>
<p class="note">Stands in for GPay, PhonePe or Paytm: no real money moves.</p>
<p class="amount">${escapeHtml(amount)}</p>
<dl><dt>To</dt><dd>Bhopal Threads (bhopalthreads@sandbox)</dd><dt>For</dt><dd>${escapeHtml(`Order ${payment.merchantOrderId}`)}</dd></dl>
${body}
</main></body></html>`;
}

/**
 * The sandbox gateway's hosted payment page: the order, the amount, UPI, and Pay, Fail and Cancel.
 * `formToken` is the form's anti-forgery token (routes/sandbox-gateway.ts checks it on post).
 */
export function sandboxPageHtml(
  payment: { transactionId: string; merchantOrderId: string; amountPaise: number; state: string },
  action: string,
  formToken: string,
  upi: SandboxUpi,
): string {
  const amount = exactInr(payment.amountPaise);
  const open = payment.state === 'PENDING';
  // While the payment is open the page looks again every few seconds: paid from a phone that
  // scanned the QR, it moves on to the shop by itself (the watch address answers a decided payment so).
  const watch = open ? `<meta http-equiv="refresh" content="${WATCH_SECONDS};url=${escapeHtml(`${action}?watch=1`)}">` : '';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${watch}
<title>Sandbox payment - ${escapeHtml(amount)}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head>
<body><main>
<h1>Bhopal Threads - Sandbox payment gateway</h1>
<p class="note">A built-in test gateway: no real money moves.</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</p>
<dl><dt>Order</dt><dd>${escapeHtml(payment.merchantOrderId)}</dd><dt>Transaction</dt><dd>${escapeHtml(payment.transactionId)}</dd><dt>Status</dt><dd>${escapeHtml(payment.state)}</dd></dl>
${
  open
    ? `${upiSection(amount, upi)}
<p class="note">Or decide here, as a tester:</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(formToken)}">
<button class="pay" name="decision" value="pay" type="submit">Pay ${escapeHtml(amount)}</button>
<button class="fail" name="decision" value="fail" type="submit">Fail</button>
<button class="cancel" name="decision" value="cancel" type="submit">Cancel</button>
</form>`
    : `<p>This payment is already ${escapeHtml(payment.state.toLowerCase())}.</p>`
}
</main></body></html>`;
}
