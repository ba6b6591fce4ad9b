import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ApiError } from '../api/errors';
import { HeadSink, HeadSinkContext } from './hooks/head-sink';
import { meta, type HeroImage, type PageContext, type PageFacts } from './hooks/page-load';
import { escapeHtml } from '../shared/escape-html';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes, type ScreenHandle } from './app/router';
import { currentUserQuery } from './features/account/api/auth-session';
import { cartQuery } from './features/cart/api/cart';
import { jsonLdText } from './features/product/logic/product-json-ld';
import { documentTitle, SHOP_NAME } from './hooks/use-document-title';
import { authStateAtom, authStateFromVerify, type ShopUser } from './stores/auth-atoms';
import { SSR_STATE_ID, type SsrState } from './ssr-state';
import type { RenderedPage, RenderInput, ServerData } from '../api/server-render';

export type { RenderedPage, RenderInput, ServerData };

const DEFAULT_DESCRIPTION =
  'Bhopal Threads: streetwear t-shirts, hoodies and shackets from Bhopal, Madhya Pradesh. Design your own tee or hoodie, pay online or cash on delivery, prices in ₹.';

/** The leaf route of the table for a path ('*' for an unknown one), with its params and page load. */
function leafRoute(pathname: string) {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return { path: leaf?.route.path, params: leaf?.params ?? {}, page: (leaf?.route.handle as ScreenHandle | undefined)?.page };
}

/**
 * `<link rel="preload">` of the page's largest picture, first in the head: the browser asks for it
 * with the HTML's first bytes, at high priority, before the styles and scripts, instead of when
 * its parser reaches the <img> (Lighthouse: LCP load delay).
 */
function heroPreload(hero: HeroImage | undefined): string {
  if (!hero) return '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hero.src)}" imagesrcset="${escapeHtml(hero.srcSet)}" imagesizes="${escapeHtml(hero.sizes)}">`;
}

function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}

/** The page's head tags: what its screen recorded (title, description) and what its page load said. */
function headTags(url: URL, facts: PageFacts, sink: HeadSink, absolute: (path: string) => string): string {
  const head = facts.head ?? {};
  const notFound = facts.status === 404;
  const title = sink.title ?? SHOP_NAME;
  const description = head.description ?? sink.description ?? DEFAULT_DESCRIPTION;
  const tags = [`<title>${escapeHtml(notFound ? documentTitle('Page not found') : title)}</title>`, meta('name', 'description', description)];
  if (notFound) return [...tags, meta('name', 'robots', 'noindex')].join('');
  tags.push(...(head.meta ?? []));
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  const canonical = absolute(head.canonical?.path ?? url.pathname) + (head.canonical?.query ?? '');
  const image = head.image;
  tags.push(
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  );
  if (image) {
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:width', image.width),
      meta('property', 'og:image:height', image.height),
      meta('property', 'og:image:alt', image.alt ?? title),
      meta('name', 'twitter:image', image.url),
    );
  }
  for (const entry of head.jsonLd ?? []) tags.push(typeof entry === 'string' ? entry : jsonLdScript(entry));
  return tags.join('');
}

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

/** The dehydrated state as text safe inside a <script> element ('<' escaped). */
function stateText(client: QueryClient, user: ShopUser | null): string {
  const dehydrated = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
    shouldRedactErrors: () => false,
  });
  for (const query of dehydrated.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      (query.state as { error: unknown }).error = { kind: error.kind, message: error.message, code: error.code };
    }
    // A promise of a running fetch is never handed over.
    delete (query as { promise?: unknown }).promise;
  }
  const state: SsrState = { queries: dehydrated, signedIn: user !== null };
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * Renders the storefront at `url` on the server: the same route table as the browser, its lazy
 * screens resolved (prerender waits for every one), with the data of the first paint fetched
 * through the services into a fresh query client and one jotai store for this request alone.
 */
export async function renderPage({ url: target, origin, data, user }: RenderInput): Promise<RenderedPage> {
  const url = new URL(target, 'http://shop.local');
  const client = createQueryClient();
  const store = createStore();
  const route = leafRoute(url.pathname);
  const routePage = await route.page?.();
  const pageContext: PageContext = { client, url, params: route.params, data, absolute: (path) => new URL(path, origin).href };
  const facts: PageFacts = route.path === '*' ? { status: 404 } : ((await routePage?.load?.(pageContext)) ?? { status: 200 });
  // A visitor's page is drawn signed out (no one's data); a signed-in shopper's page is their own.
  // The browser starts from the same auth state (main.tsx), so hydration matches either way.
  client.setQueryData(currentUserQuery().queryKey, user);
  store.set(authStateAtom, authStateFromVerify('success', user));
  if (user) {
    // A shopper's cart is on every page (the header's count) and the screen of /cart and Checkout
    // all: it is in the page, so that no screen hydrates with a cart the header fetched meanwhile
    // (a screen whose code came after that answer drew its lines where the server drew 'Loading...').
    const cart = await data.cart(user._id);
    client.setQueryData(cartQuery.queryKey, cart);
    await routePage?.loadForShopper?.(pageContext, { user, cart });
  }

  // The router's static handler loads the lazy screens of this address (once per screen for the
  // process: the handler's routes keep them), so the HTML has the screen and no fallback.
  const context = await staticHandler.query(new Request(new URL(url.pathname + url.search, 'http://shop.local')));
  // No route has a loader, so no answer comes back as a response; a redirect one might send is followed.
  if (context instanceof Response) return { status: context.status, body: '', head: '', preload: '', state: '', redirect: context.headers.get('Location') ?? '/' };
  const sink = new HeadSink();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadSinkContext.Provider value={sink}>
        <AppProviders queryClient={client} store={store}>
          {/* The browser's router in its server form, around the same routes (main.tsx): the trees match, so do useId's ids. */}
          <StaticRouterProvider router={createStaticRouter(staticHandler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </HeadSinkContext.Provider>
    </StrictMode>,
    {
      // Every boundary inline, however large: React otherwise moves big finished boundaries to the
      // end of the HTML with an inline script to reveal them, which the CSP refuses and which
      // leaves a page without JavaScript on its skeleton.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // A screen that fails on the server is drawn by the browser instead (React's client fallback): say which.
      onError(error) {
        console.error(`Server render of ${url.pathname} failed in a boundary:`, error);
      },
    },
  );
  const body = await collect(prelude);
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${stateText(client, user)}</script>`;
  const page: RenderedPage = {
    status: facts.status,
    body,
    head: headTags(url, facts, sink, pageContext.absolute),
    preload: facts.status === 200 ? heroPreload(facts.hero) : '',
    state,
    ...(sink.redirect ? { redirect: sink.redirect } : {}),
  };
  client.clear();
  return page;
}

/** The route table on the server (its lazy screens, once loaded, stay loaded). */
const staticHandler = createStaticHandler(appRoutes);

/** Whether the route table has a screen for `pathname` (not the '*' of an unknown address). */
export function isKnownPath(pathname: string): boolean {
  return leafRoute(pathname).path !== '*';
}
