import type { BuiltStyle } from './built-index';

/** What the server does to index.html to make it a rendered page's document. */

/**
 * index.html as the frame of a rendered page, split where the page goes: without the shop-wide
 * title and description (each page has its own), the boot band and the no-script notice (the
 * page itself is the content).
 */
export function pageTemplate(indexHtml: string): [string, string] {
  const html = indexHtml
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('</body>');
  return [html.slice(0, start), html.slice(end)];
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * The page's stylesheets in its head as `<style>` elements instead of links: the page paints
 * from its first response, without a render-blocking request per stylesheet (Lighthouse counted
 * 3-5 per page, each holding the first paint ~300 ms on a phone's network). Each keeps
 * its address (data-href), which main.tsx hands to the loader of later screens, so no screen
 * fetches a stylesheet the page already has. A link whose file is not known stays a link.
 */
export function inlineStylesheets(head: string, styles: ReadonlyMap<string, BuiltStyle>): { head: string; hashes: string[] } {
  const hashes: string[] = [];
  const inlined = head.replace(STYLESHEET_LINK, (link, href: string) => {
    const style = styles.get(href);
    if (!style) return link;
    if (!hashes.includes(style.hash)) hashes.push(style.hash);
    return `<style data-href="${href}">${style.text}</style>`;
  });
  return { head: inlined, hashes };
}

/** The id of the template that holds a page's app scripts until boot.ts starts them (src/web/boot.ts reads it). */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

const APP_SCRIPT = /<script type="module" crossorigin src="\/assets\/[\w.-]+\.js"><\/script>\s*|<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">\s*/g;

/**
 * A page whose first screen is a large picture starts its app's scripts only once the picture is
 * painted: the entry script and every module preload of the head go, as they are, into an inert
 * `<template>`, and boot.ts (about 2 KB, low priority) puts them back then. Loaded beside the
 * picture, the 130-160 KB of scripts took most of a phone's bandwidth while the picture loaded
 * (Lighthouse: LCP 2.4-2.8 s, most of it render delay). The page's HTML and styles are
 * whole without them; links and forms work meanwhile.
 */
export function deferAppScripts(head: string, boot: string): string {
  const scripts: string[] = [];
  const rest = head.replace(APP_SCRIPT, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  if (scripts.length === 0) return head;
  return rest.replace(
    '</head>',
    `<template id="${DEFERRED_SCRIPTS_ID}">${scripts.join('')}</template><script type="module" crossorigin fetchpriority="low" src="/${boot}"></script></head>`,
  );
}

/**
 * A page that starts its app at once still gets boot.ts first, to keep what the shopper taps or
 * picks before the app hydrates (src/web/boot.ts, keepEarlyInput). Module scripts run in the
 * order they are written, so boot.ts, ahead of the entry script, is listening before React can
 * claim the page.
 */
export function bootFirst(head: string, boot: string): string {
  const entry = head.search(/<script type="module" crossorigin src="\/assets\//);
  if (entry < 0) return head;
  return `${head.slice(0, entry)}<script type="module" crossorigin src="/${boot}"></script>${head.slice(entry)}`;
}
