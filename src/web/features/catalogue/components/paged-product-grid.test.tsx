import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { upperWearProductsQuery, type ProductCard, type ProductPage } from '../api/product-lists';
import { tabFromSlug } from '../logic/upper-wear-tabs';
import { ComingSoon } from './coming-soon';
import { PagedProductGrid } from './paged-product-grid';

function card(n: number): ProductCard {
  return {
    _id: `p${n}`,
    variantId: `v${n}`,
    name: `Shacket ${n}`,
    color: 'Olive',
    price: 1999,
    finalPrice: 1499,
    discount: 25,
    images: [`p${n}.webp`],
    subCategory: 'shacket',
    isAvailable: true,
  };
}

/** Renders the shacket tab's grid with its pages already in the cache. */
function renderWith(pages: ProductPage[]): string {
  const client = new QueryClient();
  const query = upperWearProductsQuery(tabFromSlug('shacket'));
  client.setQueryData(query.queryKey, { pages, pageParams: pages.map((page) => page.page) });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PagedProductGrid query={query} empty={<ComingSoon />} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('PagedProductGrid', () => {
  it("shows 'Coming Soon!' and the high-discounts text for an empty list", () => {
    const html = renderWith([{ products: [], totalCount: 0, page: 1, limit: 8 }]);
    expect(text(html)).toContain('Coming Soon!');
    expect(text(html)).toContain('Exciting products at high discounts will be available shortly.');
    expect(html).not.toContain('View More');
  });

  it('offers View More while products remain', () => {
    const html = renderWith([{ products: Array.from({ length: 8 }, (_, i) => card(i)), totalCount: 10, page: 1, limit: 8 }]);
    expect(html.match(/<li[ >]/g)).toHaveLength(8);
    expect(text(html)).toContain('View More');
    expect(html).toContain('href="/display/p0/v0"');
  });

  it("reads 'All Products Loaded', disabled, once everything is shown", () => {
    const html = renderWith([
      { products: Array.from({ length: 8 }, (_, i) => card(i)), totalCount: 10, page: 1, limit: 8 },
      { products: [card(8), card(9)], totalCount: 10, page: 2, limit: 8 },
    ]);
    expect(html.match(/<li[ >]/g)).toHaveLength(10);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>All Products Loaded<\/button>/);
  });
});
