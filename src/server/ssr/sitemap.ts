import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { productVariants, products } from '../db/schema';
import type { CatalogueCache } from '../services/catalogue/cache';
import { escapeHtml } from '../../shared/escape-html';

/** The storefront's own pages a search engine should know, besides the products. */
export const SITEMAP_PAGES = ['/', '/new-arrivals', '/trending', '/upper-wear', '/customized', '/faquetions', '/help-support', '/terms', '/privacypolicy', '/return-cancellation'];

/** sitemap.xml: the listed pages and every colour page of every visible product, with lastmod. */
export async function buildSitemap(db: Db, origin: string): Promise<string> {
  const rows = await db
    .select({ productId: products.id, variantId: productVariants.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.hidden, false), eq(productVariants.retired, false)))
    .orderBy(asc(products.createdAt), asc(productVariants.position), asc(productVariants.id));
  const newest = rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), new Date(0));
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(new URL(path, origin).href)}</loc>${lastmod && lastmod.getTime() > 0 ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const listings = new Set(['/', '/new-arrivals', '/trending', '/upper-wear']);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
    SITEMAP_PAGES.map((path) => url(path, listings.has(path) ? newest : undefined)).join('') +
    rows.map((row) => url(`/display/${row.productId}/${row.variantId}`, row.updatedAt)).join('') +
    '</urlset>\n'
  );
}

/**
 * GET /sitemap.xml (kept with the catalogue's cached answers, so any catalogue write makes a
 * new one) and GET /robots.txt, which names it. Both use PUBLIC_URL, else the request's host.
 */
export function registerSitemap(app: FastifyInstance, { db, cache, publicUrl }: { db: Db; cache: CatalogueCache; publicUrl: string }): void {
  const originOf = (request: { protocol: string; host: string }) => publicUrl || `${request.protocol}://${request.host}`;
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const xml = await cache.get(`sitemap:${origin}`, () => buildSitemap(db, origin));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
  app.get('/robots.txt', async (request, reply) => {
    const text = [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /checkout/',
      'Disallow: /status/',
      'Disallow: /user-orders',
      'Disallow: /account/',
      'Disallow: /cart',
      '',
      `Sitemap: ${new URL('/sitemap.xml', originOf(request)).href}`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(text);
  });
}
