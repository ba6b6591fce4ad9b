import { createHash } from 'node:crypto';
import { exactInr } from '../../../services/orders/pricing';
import { escapeHtml } from '../../../../shared/escape-html';

/** The page's only style and only inline script, fixed text, so that the route's CSP allows each by its hash. */
export const HAND_OFF_STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f0ec;color:#15151a;margin:0;padding:24px}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:1.1rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:16px 0}
button{min-height:48px;width:100%;font-size:1rem;font-weight:600;border-radius:8px;border:2px solid #15151a;background:#15151a;color:#fff;cursor:pointer}
a{display:block;margin-top:16px;color:#15151a}
`;

/** Opens Checkout with the options the page carries as inert JSON, at once and again on the button. */
export const HAND_OFF_SCRIPT = `(function(){
var options=JSON.parse(document.getElementById('razorpay-options').textContent);
var button=document.getElementById('razorpay-pay');
function open(){if(window.Razorpay){new window.Razorpay(options).open();}}
button.addEventListener('click',open);
if(window.Razorpay){open();}else{document.getElementById('razorpay-unavailable').hidden=false;}
})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
export const HAND_OFF_HASHES = { style: sha256(HAND_OFF_STYLE), script: sha256(HAND_OFF_SCRIPT) };

/** Razorpay Checkout's options for one order (its documented names); redirect: true makes Checkout post its outcome to callback_url. */
export interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  callback_url: string;
  redirect: true;
  retry: { enabled: false };
}

/** JSON safe inside a <script> element: no `<`, `>` or `&` that could end it or start markup. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Our hand-off page: the amount, and Razorpay's Checkout opened on it for the order (with a
 * button to open it again). `backUrl` is the payment status page, for a shopper who leaves.
 * Everything printed is escaped; the options travel as inert JSON that only the fixed script reads.
 */
export function handOffPageHtml(options: CheckoutOptions, checkoutUrl: string, backUrl: string): string {
  const amount = exactInr(options.amount);
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay ${escapeHtml(amount)} - ${escapeHtml(options.name)}</title>
<style>${HAND_OFF_STYLE}</style></head>
<body><main>
<h1>${escapeHtml(options.name)}</h1>
<p class="amount" data-testid="razorpay-amount">${escapeHtml(amount)}</p>
<button id="razorpay-pay" type="button">Pay ${escapeHtml(amount)}</button>
<p id="razorpay-unavailable" hidden>Razorpay could not be loaded. Please check your connection and try again.</p>
<a href="${escapeHtml(backUrl)}">Back to the shop</a>
</main>
<script type="application/json" id="razorpay-options">${scriptJson(options)}</script>
<script src="${escapeHtml(checkoutUrl)}"></script>
<script>${HAND_OFF_SCRIPT}</script>
</body></html>`;
}
