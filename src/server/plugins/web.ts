import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { movedTo } from '../ssr/moved-paths';
import { PageCache, finishPage, type FinishedPage } from '../ssr/page-cache';
import type { PageUser, ServerData, ServerEntry } from '../../api/server-render';
import { API_PREFIX } from './openapi';
import { withStyleHashes } from './headers';
import { allowReplay } from './replay';


/**
 * Serves the built storefront. Hashed assets are immutable; index.html is revalidated so a
 * deploy is picked up at once. Any other GET that wants HTML gets index.html and the
 * client router decides (its fallback screen handles unknown paths).
 */
export interface WebOptions {
  /** The source module of the screen at a path (a key of Vite's build manifest), if known. */
  screenModuleFor?: (pathname: string) => string | undefined;
  /** Server rendering (with the built server entry beside webRoot, dist/ssr/entry-server.js). */
  ssr?: SsrOptions;
}

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

/** Paths that name a file, not a page: JSON 404s when missing, never the storefront. */
function isAssetPath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * Whether a request is for a storefront page: a GET or HEAD outside the API and the asset paths,
 * from a client that takes HTML, `*\/*` or says nothing (the usual history-fallback rule).
 * The not-found limiter exempts these (plugins/not-found-limit.ts).
 */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url.startsWith('/api/') || url.startsWith(API_PREFIX)) return false;
  const pathname = url.split('?')[0] ?? '/';
  if (isAssetPath(pathname)) return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
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

/** A stylesheet of the build as a page carries it inline: its text and the SHA-256 the policy names. */
interface BuiltStyle {
  text: string;
  hash: string;
}

/** The build's stylesheets by address (`/assets/name.css`), read once per build. */
async function builtStyles(webRoot: string): Promise<Map<string, BuiltStyle>> {
  const styles = new Map<string, BuiltStyle>();
  const files = await readdir(path.join(webRoot, 'assets')).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.css'))) {
    const text = await readFile(path.join(webRoot, 'assets', file), 'utf8');
    // Text that could end the element early stays a file (a minified build has none).
    if (/<\/style/i.test(text)) continue;
    styles.set(`/assets/${file}`, { text, hash: createHash('sha256').update(text).digest('base64') });
  }
  return styles;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * The page's stylesheets in its head as `<style>` elements instead of links: the page paints
 * from its first response, without a render-blocking request per stylesheet (Lighthouse counted
 * 3-5 per page, each holding the first paint ~300 ms on a phone's network; issue 17). Each keeps
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
 * (Lighthouse: LCP 2.4-2.8 s, most of it render delay; issue 17). The page's HTML and styles are
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

type BuildManifest = Record<string, { file: string; src?: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

/** The manifest keys reachable from `start` through static imports. */
function reachable(manifest: BuildManifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  start.forEach(walk);
  return seen;
}

/**
 * `<link rel="modulepreload">` for each screen's chunk and the chunks it imports, leaving out
 * what the entry already brings (index.html preloads those): the browser then fetches the
 * screen with the entry instead of one round trip after it. Worked out once per build, on first
 * use of each screen; '' for a module the build does not have.
 */
export function screenPreloads(manifest: BuildManifest): (module: string) => string {
  const fromEntry = reachable(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const links = new Map<string, string>();
  return (module) => {
    let found = links.get(module);
    if (found === undefined) {
      found = manifest[module]
        ? [...reachable(manifest, [module])]
            .filter((key) => !fromEntry.has(key))
            .map(
              (key) =>
                // The screen's own CSS too: a server-rendered page is styled before its script runs (and without it).
                (manifest[key]!.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`).join('') +
                `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`,
            )
            .join('')
        : '';
      links.set(module, found);
    }
    return found;
  };
}

export async function registerWeb(app: FastifyInstance, webRoot: string | null, options: WebOptions = {}): Promise<void> {
  const hasBuild = !!webRoot && existsSync(path.join(webRoot, 'index.html'));
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : '';
  // index.html read once per build (a rebuild changes its mtime), not once per page view.
  // The build manifest (vite.config.ts: build.manifest) is read with it; a build without one
  // only means no screen preloads.
  let index: {
    mtimeMs: number;
    html: string;
    preloadsOf: (module: string) => string;
    styles: Map<string, BuiltStyle>;
    /** boot.ts as built (vite.config.ts: its second entry), or null in a build without it. */
    boot: string | null;
  } | null = null;
  // index.html is looked at (stat) at most once a second, not on every page view: a rebuild is
  // still picked up within a second (issue 14: a stat per view cost the page rows).
  let checkedAt = 0;
  const indexHtml = async () => {
    if (index && Date.now() - checkedAt < 1000) return index;
    checkedAt = Date.now();
    // While a rebuild rewrites dist/web there is briefly no index.html: keep serving the last
    // one read, or say the storefront is being built (503) rather than fail (500).
    const mtimeMs = await stat(indexPath).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) {
      if (index) return index;
      throw new DomainError('UNAVAILABLE', 'The storefront is being built. Please try again in a minute.');
    }
    if (index?.mtimeMs !== mtimeMs) {
      const manifest = await readFile(path.join(path.dirname(indexPath), '.vite/manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as BuildManifest,
        () => ({}),
      );
      index = {
        mtimeMs,
        html: await readFile(indexPath, 'utf8'),
        preloadsOf: screenPreloads(manifest),
        styles: await builtStyles(path.dirname(indexPath)),
        boot: Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'boot.ts')?.file ?? null,
      };
    }
    return index;
  };
  const pageHtml = async (pathname: string): Promise<string> => {
    const { html, preloadsOf } = await indexHtml();
    const module = options.screenModuleFor?.(pathname);
    const head = module ? preloadsOf(module) : '';
    return head ? html.replace('</head>', `${head}</head>`) : html;
  };

  // The server render: its entry (built by `vite build --ssr`) is loaded again when the build changes.
  const entryPath = webRoot ? path.join(webRoot, '..', 'ssr', 'entry-server.js') : '';
  const ssr = options.ssr && hasBuild && existsSync(entryPath) ? options.ssr : null;
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
      // index.html without the shop-wide title and description (each page has its own), the boot
      // band and the no-script notice (the page itself is the content), split where the page goes.
      const html = built.html
        .replace(/<title>[^<]*<\/title>\s*/, '')
        .replace(/<meta\s+name="description"[^>]*>\s*/, '')
        .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
      const start = html.indexOf('<div id="root">');
      const end = html.indexOf('</body>');
      entry = { mtimeMs: built.mtimeMs, module, template: [html.slice(0, start), html.slice(end)] };
      pages.clear();
      ssr?.onBuildChanged?.();
    }
    return { ...entry, preloadsOf: built.preloadsOf, styles: built.styles, boot: built.boot };
  };
  ssr?.onCatalogueDrop((productIds) => (productIds ? pages.dropProducts(productIds) : pages.clear()));

  /** The whole document for a request: the rendered screen in index.html with its head and state. */
  const renderDocument = async (request: FastifyRequest, user: PageUser | null) => {
    const { module, template, preloadsOf, styles, boot } = await serverEntry();
    const origin = ssr!.publicUrl || `${request.protocol}://${request.host}`;
    const page = await module.renderPage({ url: request.url, origin, data: ssr!.data, user });
    const pathname = request.url.split('?')[0] ?? '/';
    const screen = options.screenModuleFor?.(pathname);
    const head = `${page.head}${screen ? preloadsOf(screen) : ''}`;
    const [before, after] = template;
    // The picture's preload ahead of the first script or stylesheet of index.html.
    const first = page.preload ? before.search(/<(?:script|link)\b/) : -1;
    const start = first < 0 ? before : `${before.slice(0, first)}${page.preload}${before.slice(first)}`;
    const inlined = inlineStylesheets(start.replace('</head>', `${head}</head>`), styles);
    if (page.preload && boot) inlined.head = deferAppScripts(inlined.head, boot);
    return {
      status: page.status,
      html: `${inlined.head}<div id="root">${page.body}</div>${page.state}${after}`,
      styleHashes: inlined.hashes,
      productId: /^\/display\/([^/?]+)/i.exec(request.url)?.[1],
      redirect: page.redirect,
    };
  };

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await ssr!.sessionUser(request);
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

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // Listed once at start; an asset a later rebuild wrote is served by the not-found handler.
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A rebuild while the server runs writes assets it did not list at start: serve them from
    // disk, or every page of the new build would load a missing script (a blank shop).
    const asset = /^\/assets\/([\w-][\w.-]*)$/.exec(request.url.split('?')[0] ?? '')?.[1];
    if (hasBuild && asset && (request.method === 'GET' || request.method === 'HEAD') && existsSync(path.join(webRoot!, 'assets', asset))) {
      return reply.sendFile(`assets/${asset}`);
    }
    const wantsPage = isPageRequest(request.method, request.url, request.headers.accept);
    const moved = wantsPage ? movedTo(request.url) : null;
    if (moved) return reply.code(301).header('location', moved).header('cache-control', 'public, max-age=86400').send();
    if (wantsPage && ssr) return answerPage(request, reply);
    if (wantsPage && hasBuild) {
      const pathname = request.url.split('?')[0] ?? '/';
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await pageHtml(pathname));
    }
    if (wantsPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront has not been built yet. Run `npm run build` (npm start does this for you).');
    }
    const where = request.url.split('?')[0];
    throw Object.assign(new DomainError('NOT_FOUND', `There is nothing at ${request.method} ${where}.`));
  });
}
