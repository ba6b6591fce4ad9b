import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageUser, ServerData, ServerEntry } from '../../api/server-render';
import type { BuiltIndex } from '../ssr/built-index';
import { PageCache, finishPage, type FinishedPage } from '../ssr/page-cache';
import { bootFirst, deferAppScripts, inlineStylesheets, pageTemplate } from '../ssr/page-document';
import { withStyleHashes } from './headers';
import { allowReplay } from './replay';

/**
 * The one door of a storefront page: the server entry (src/web/entry-server.tsx, built by
 * `vite build --ssr` into dist/ssr) is the only storefront module the server loads, here. A page
 * is rendered with the data the server's services give (ssr/server-data.ts), put into index.html
 * with its head, inline styles and Content-Security-Policy, and for a visitor kept as finished
 * bytes until a catalogue write drops it (ssr/page-cache.ts).
 */

export interface SsrOptions {
  data: ServerData;
  /** The signed-in shopper of a request with a valid session cookie, else null (a visitor). */
  sessionUser(request: FastifyRequest): Promise<PageUser | null>;
  /** Where shoppers reach the shop, for canonical and Open Graph addresses; the request's host when ''. */
  publicUrl: string;
  /** Registers the drop of visitors' pages on every catalogue change (null: all of them). */
  onCatalogueDrop(listener: (productIds: readonly string[] | null) => void): void;
  /** Called when a new build drops every visitor's page (the server's replayed copies go too). */
  onBuildChanged?(): void;
}

/** Query parameters a visitor's cached page may carry (a listing's tab and View More page). */
const CACHEABLE_PARAMS = /^(page=\d{1,2}|tab=[a-z-]{1,20})$/;

/** The page cache's key for an address, or null for one rendered afresh (any other query). */
function cacheKey(url: string, known: boolean): string | null {
  const [pathname = '/', query] = url.split('?', 2);
  if (!known) return '\0not-found';
  // A shared design's page ends the moment its owner stops sharing: never kept.
  if (/^\/d\//i.test(pathname)) return null;
  if (!query) return pathname;
  return query.split('&').every((part) => CACHEABLE_PARAMS.test(part)) ? url : null;
}

/** The page's Content-Security-Policy: the shop's, with the page's inline stylesheets allowed by hash. */
function pagePolicy(reply: FastifyReply, hashes: readonly string[]) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && hashes.length > 0) void reply.header('content-security-policy', withStyleHashes(policy, hashes));
}

/** Sends a finished page in the encoding the client takes, with its ETag (304 when it has it). */
function sendFinished(request: FastifyRequest, reply: FastifyReply, page: FinishedPage) {
  pagePolicy(reply, page.styleHashes);
  void reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie')
    .header('etag', page.etag);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (accepted.includes('br')) return reply.header('content-encoding', 'br').send(page.br);
  if (accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

/** Answers a page request by rendering it; null when the build has no server entry beside webRoot. */
export function pageRenderer(
  webRoot: string,
  indexHtml: () => Promise<BuiltIndex>,
  ssr: SsrOptions,
  screenModuleFor?: (pathname: string) => string | undefined,
): ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null {
  const entryPath = path.join(webRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entryPath)) return null;
  // The server render: its entry (built by `vite build --ssr`) is loaded again when the build changes.
  let entry: { mtimeMs: number; module: ServerEntry; template: [string, string] } | null = null;
  // The entry module is imported once per process: its chunks import it back by its plain address,
  // so a second copy under another address would split shared classes (ApiError) in two. A
  // rebuild while the server runs changes the template at once and the render on restart.
  let entryModule: Promise<ServerEntry> | null = null;
  const pages = new PageCache();
  const serverEntry = async () => {
    const built = await indexHtml();
    if (entry?.mtimeMs !== built.mtimeMs) {
      // React's production build for the server render (the shop sets no NODE_ENV of its own;
      // tests set 'test'). Read once, when react-dom is first loaded by the entry.
      process.env.NODE_ENV ??= 'production';
      entryModule ??= import(pathToFileURL(entryPath).href) as Promise<ServerEntry>;
      const module = await entryModule;
      entry = { mtimeMs: built.mtimeMs, module, template: pageTemplate(built.html) };
      pages.clear();
      ssr.onBuildChanged?.();
    }
    return { ...entry, preloadsOf: built.preloadsOf, styles: built.styles, boot: built.boot };
  };
  ssr.onCatalogueDrop((productIds) => (productIds ? pages.dropProducts(productIds) : pages.clear()));

  /** The whole document for a request: the rendered screen in index.html with its head and state. */
  const renderDocument = async (request: FastifyRequest, user: PageUser | null) => {
    const { module, template, preloadsOf, styles, boot } = await serverEntry();
    const origin = ssr.publicUrl || `${request.protocol}://${request.host}`;
    const page = await module.renderPage({ url: request.url, origin, data: ssr.data, user });
    const pathname = request.url.split('?')[0] ?? '/';
    const screen = screenModuleFor?.(pathname);
    const head = `${page.head}${screen ? preloadsOf(screen) : ''}`;
    const [before, after] = template;
    // The picture's preload ahead of the first script or stylesheet of index.html.
    const first = page.preload ? before.search(/<(?:script|link)\b/) : -1;
    const start = first < 0 ? before : `${before.slice(0, first)}${page.preload}${before.slice(first)}`;
    const inlined = inlineStylesheets(start.replace('</head>', `${head}</head>`), styles);
    if (boot) inlined.head = page.preload ? deferAppScripts(inlined.head, boot) : bootFirst(inlined.head, boot);
    return {
      status: page.status,
      html: `${inlined.head}<div id="root">${page.body}</div>${page.state}${after}`,
      styleHashes: inlined.hashes,
      productId: /^\/display\/([^/?]+)/i.exec(request.url)?.[1],
      redirect: page.redirect,
    };
  };

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await ssr.sessionUser(request);
    if (!user) {
      // A visitor's page already finished: answered from memory before anything else (matching
      // the address against the route table cost more than the whole answer).
      const finished = pages.get(request.url);
      if (finished) {
        // The same bytes for every visitor: the server may replay them (never to a session cookie).
        if (finished.status === 200) allowReplay(request, reply, { bySession: true });
        return sendFinished(request, reply, finished);
      }
      const { module } = await serverEntry();
      const key = cacheKey(request.url, module.isKnownPath(request.url.split('?')[0] ?? '/'));
      if (key) {
        const page = await pages.load(key, async () => {
          const rendered = await renderDocument(request, null);
          return finishPage(rendered.status, rendered.html, rendered.productId, rendered.styleHashes);
        });
        return sendFinished(request, reply, page);
      }
    }
    // A signed-in shopper's page is their own: rendered for them, never kept or shared.
    const rendered = await renderDocument(request, user);
    // A screen that sends the shopper on at once (login when signed in): the redirect itself.
    if (rendered.redirect) return reply.code(302).header('location', rendered.redirect).header('cache-control', 'private, no-store').header('vary', 'Cookie').send();
    pagePolicy(reply, rendered.styleHashes);
    return reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', user ? 'private, no-store' : 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .send(rendered.html);
  };

  return answerPage;
}
