import type { Page } from '@playwright/test';
import { unwrap } from '../../../src/api/client';
import { shopApi } from './api';

interface Variant {
  _id: string;
  sizes: { size: string; stock: number }[];
}

/** One unit of a seeded product colour a shopper can order: what an order's product line names. */
export interface CodLine {
  productId: string;
  variantId: string;
  price: number;
}

/**
 * A trending product colour that can be paid for on delivery and has at least three of size M in
 * stock (the staff specs place an order or two from it), read through the page's session.
 */
export async function codLineInSizeM(page: Page): Promise<CodLine> {
  const api = shopApi(page.request);
  const list = await unwrap(api.GET('/product/tags/{tag}', { params: { path: { tag: 'trending' }, query: { page: 1, limit: 8 } } }));
  for (const item of list.products) {
    const product = await unwrap(api.GET('/product/product/{productId}', { params: { path: { productId: item._id } } }));
    if (!product.codAvailable) continue;
    const variant = (product.variants as Variant[]).find((candidate) => candidate.sizes.some((entry) => entry.size === 'M' && entry.stock >= 3));
    if (variant) return { productId: product._id, variantId: variant._id, price: product.finalPrice };
  }
  throw new Error('the seed has no COD product with size M in stock');
}
