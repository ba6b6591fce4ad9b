import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { builtIndex } from '../ssr/built-index';
import { movedTo } from '../ssr/moved-paths';
import { API_PREFIX } from './openapi';
import { pageRenderer, type SsrOptions } from './render';

/**
 * Serves the built storefront: its files (hashed assets immutable, the rest revalidated), and
 * every page request that no route took, which Fastify hands to its not-found handler here: a
 * moved address is redirected, a page is rendered (plugins/render.ts, the one door of a page), and
 * without a server entry the browser's router draws it from index.html.
 */
export interface WebOptions {
  /** The source module of the screen at a path (a key of Vite's build manifest), if known. */
  screenModuleFor?: (pathname: string) => string | undefined;
  /** Server rendering (with the built server entry beside webRoot, dist/ssr/entry-server.js). */
  ssr?: SsrOptions;
  /** Told of each request no route takes, as it is handled here (the metrics count them). */
  onUnrouted?: (request: FastifyRequest, reply: FastifyReply) => void;
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

export async function registerWeb(app: FastifyInstance, webRoot: string | null, options: WebOptions = {}): Promise<void> {
  const hasBuild = !!webRoot && existsSync(path.join(webRoot, 'index.html'));
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : '';
  const indexHtml = builtIndex(indexPath);
  const pageHtml = async (pathname: string): Promise<string> => {
    const { html, preloadsOf } = await indexHtml();
    const module = options.screenModuleFor?.(pathname);
    const head = module ? preloadsOf(module) : '';
    return head ? html.replace('</head>', `${head}</head>`) : html;
  };

  const answerPage = options.ssr && hasBuild ? pageRenderer(webRoot!, indexHtml, options.ssr, options.screenModuleFor) : null;

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
    options.onUnrouted?.(request, reply);
    // A rebuild while the server runs writes assets it did not list at start: serve them from
    // disk, or every page of the new build would load a missing script (a blank shop).
    const asset = /^\/assets\/([\w-][\w.-]*)$/.exec(request.url.split('?')[0] ?? '')?.[1];
    if (hasBuild && asset && (request.method === 'GET' || request.method === 'HEAD') && existsSync(path.join(webRoot!, 'assets', asset))) {
      return reply.sendFile(`assets/${asset}`);
    }
    const wantsPage = isPageRequest(request.method, request.url, request.headers.accept);
    const moved = wantsPage ? movedTo(request.url) : null;
    if (moved) return reply.code(301).header('location', moved).header('cache-control', 'public, max-age=86400').send();
    if (wantsPage && answerPage) return answerPage(request, reply);
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
