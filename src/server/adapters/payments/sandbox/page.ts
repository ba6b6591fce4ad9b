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
`;


/**
 * The sandbox gateway's hosted payment page: the order, the amount, and Pay, Fail and Cancel.
 * `formToken` is the form's anti-forgery token (routes/sandbox-gateway.ts checks it on post).
 */
export function sandboxPageHtml(
  payment: { transactionId: string; merchantOrderId: string; amountPaise: number; state: string },
  action: string,
  formToken: string,
): string {
  const amount = exactInr(payment.amountPaise);
  const open = payment.state === 'PENDING';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment - ${escapeHtml(amount)}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head>
<body><main>
<h1>Bhopal Threads - Sandbox payment gateway</h1>
<p class="note">A built-in test gateway: no real money moves.</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</p>
<dl><dt>Order</dt><dd>${escapeHtml(payment.merchantOrderId)}</dd><dt>Transaction</dt><dd>${escapeHtml(payment.transactionId)}</dd><dt>Status</dt><dd>${escapeHtml(payment.state)}</dd></dl>
${
  open
    ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(formToken)}">
<button class="pay" name="decision" value="pay" type="submit">Pay ${escapeHtml(amount)}</button>
<button class="fail" name="decision" value="fail" type="submit">Fail</button>
<button class="cancel" name="decision" value="cancel" type="submit">Cancel</button>
</form>`
    : `<p>This payment is already ${escapeHtml(payment.state.toLowerCase())}.</p>`
}
</main></body></html>`;
}
