import type { Page } from '@playwright/test';

/** The address the reference page is served at (by the bench itself, never by the shop). */
export const REFERENCE_URL = 'http://reference.bench.invalid/';

/**
 * A fixed page that makes the browser do the kinds of work a shop page does, none of it the
 * shop's code: parse a few hundred elements and rules, style and lay them out, paint, and run a
 * script that builds objects, sorts and writes the DOM. Its main-thread CPU is the machine's
 * speed in the same minutes (as bench:api's hello-world is for throughput): the guard holds each
 * page's CPU over this, which a busy host slows alike.
 */
function referenceHtml(): string {
  const rules: string[] = [];
  for (let index = 0; index < 400; index += 1) {
    rules.push(`.c${index} > .t${index % 17}{margin:${index % 7}px;padding:${index % 5}px;color:#${(index * 2654435).toString(16).slice(-6).padStart(6, '0')};border-radius:${index % 9}px}`);
  }
  const cards: string[] = [];
  for (let index = 0; index < 120; index += 1) {
    cards.push(`<li class="c${index}"><a class="t${index % 17}" href="#${index}"><span>Product ${index}</span><b>₹${1000 + index * 37}</b></a><p>Soft cotton, regular fit, printed in Bhopal. Size M, L, XL.</p></li>`);
  }
  const script = `
    const items = [];
    for (let i = 0; i < 60000; i += 1) items.push({ id: i, name: 'item ' + ((i * 7919) % 60000), price: (i * 31) % 5000 });
    items.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
    const list = document.getElementById('made');
    for (let i = 0; i < 400; i += 1) { const li = document.createElement('li'); li.textContent = items[i * 100].name; list.append(li); }
    void document.body.offsetHeight;
    requestAnimationFrame(() => document.documentElement.setAttribute('data-hydrated', ''));`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>reference</title><style>body{font-family:sans-serif;display:grid;gap:8px}ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:8px}${rules.join('')}</style></head><body><ul>${cards.join('')}</ul><ul id="made"></ul><script>${script}</script></body></html>`;
}

const HTML = referenceHtml();

/** Serves the reference page to `page` (the request never leaves the browser). */
export async function serveReference(page: Page): Promise<void> {
  await page.route(REFERENCE_URL, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: HTML }));
}
