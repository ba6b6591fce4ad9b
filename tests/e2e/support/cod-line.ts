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

/**
 * What a checkout (Buy Now or 'Checkout all') charges for items worth `items` rupees under the
 * default delivery rule (free from ₹999, ₹49 below): the test's own arithmetic, not the server's.
 */
export const withDeliveryCharge = (items: number) => Math.round((items + (items > 0 && items < 999 ? 49 : 0)) * 100) / 100;

/** The Cash on Delivery order body (POST /order/cod) for one unit of the line in size M, to a Bhopal address, with the quote's total. */
export const codOrderOf = (line: CodLine, email: string) => ({
  name: 'Ravi Sharma',
  email,
  phoneNumber: '9876543210',
  product: { productId: line.productId, variantId: line.variantId, quantity: 1, price: line.price, size: 'M' },
  deliveryAddress: '4 New Market',
  pincode: '462011',
  city: 'Bhopal',
  state: 'Madhya Pradesh',
  totalAmount: withDeliveryCharge(line.price),
});
