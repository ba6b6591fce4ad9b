import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors';
import { API_PREFIX } from './openapi';

/**
 * Serves the built storefront. Hashed assets are immutable; index.html is revalidated so a
 * deploy is picked up at once. Any other GET that wants HTML gets index.html and the
 * client router decides (its fallback screen handles unknown paths).
 */
export interface WebOptions {
  /** Extra tags for a page's <head> (preloads of its largest picture); '' for none. */
  headFor?: (pathname: string) => Promise<string>;
  /** The source module of the screen at a path (a key of Vite's build manifest), if known. */
  screenModuleFor?: (pathname: string) => string | undefined;
}

type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

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
            .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
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
  let index: { mtimeMs: number; html: string; preloadsOf: (module: string) => string } | null = null;
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
      index = { mtimeMs, html: await readFile(indexPath, 'utf8'), preloadsOf: screenPreloads(manifest) };
    }
    return index;
  };
  const pageHtml = async (pathname: string): Promise<string> => {
    const { html, preloadsOf } = await indexHtml();
    const module = options.screenModuleFor?.(pathname);
    let head = module ? preloadsOf(module) : '';
    try {
      head += (await options.headFor?.(pathname)) ?? '';
    } catch (error) {
      app.log.warn({ err: error }, 'page preloads failed; serving the page without them');
    }
    return head ? html.replace('</head>', `${head}</head>`) : html;
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
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(`${API_PREFIX}`) &&
      (request.headers.accept ?? '').includes('text/html');
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
