import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import type { components, paths } from '../../../../api/schema.gen';
import { liveQuery } from '../../../../api/query';
import { queryKeys } from '../../../../api/query-keys';

export type OrderDraft = components['schemas']['OrderDraft'];
export type CartCheckoutBody = NonNullable<paths['/order/cart-checkout']['post']['requestBody']>['content']['application/json'];

/** The product being bought, for the summary (same key as the product page, so it is usually cached). */
export function checkoutProductQuery(productId: string) {
  return queryOptions({
    queryKey: queryKeys.catalogue.product(productId),
    queryFn: ({ signal }) => unwrap(api.GET('/product/product/{productId}', { params: { path: { productId } }, signal })),
    retry: 1,
  });
}

/** The cart, for 'Checkout all' (same key as the cart screen). */
export const checkoutCartQuery = queryOptions({
  queryKey: queryKeys.cart.all,
  queryFn: ({ signal }) => unwrap(api.GET('/cart/getusercart', { signal })),
  ...liveQuery,
});

export type CheckoutQuoteBody = NonNullable<paths['/order/discount-quote']['post']['requestBody']>['content']['application/json'];
export type CheckoutQuote = Awaited<ReturnType<typeof fetchCheckoutQuote>>;

const fetchCheckoutQuote = (body: CheckoutQuoteBody) => unwrap(api.POST('/order/discount-quote', { body }));

/**
 * POST /order/discount-quote: the checkout's one quote (items, the code's saving, delivery and
 * the total before any COD fee), priced by the server for the lines as chosen on this page (the
 * page never works a price out itself). Keyed by the lines and the code, so a quantity changed
 * here asks again. A typed code not held on the cart is counted against the shopper's look-up
 * limit on every ask: `counted` asks once and keeps the answer (no refetch, no retry).
 */
export function checkoutQuoteQuery(body: CheckoutQuoteBody | null, { counted = false } = {}) {
  return queryOptions({
    queryKey: [...queryKeys.cart.all, 'checkout-quote', body] as const,
    queryFn: () => fetchCheckoutQuote(body!),
    enabled: body !== null,
    ...(counted ? { staleTime: Infinity, refetchOnWindowFocus: false, retry: false } : liveQuery),
  });
}

/** The Idempotency-Key of one press of the checkout button: the same press sent again places nothing new. */
const pressHeader = (pressKey: string) => ({ header: { 'idempotency-key': pressKey } });

/** POST /order/cart-checkout: every cart line as its own order, paid together. */
export function checkoutCart(body: CartCheckoutBody, pressKey: string) {
  return unwrap(api.POST('/order/cart-checkout', { body, params: pressHeader(pressKey) }));
}

/** City and state of a pincode through the shop's India Post proxy. */
export function lookupPostalCode(pincode: string) {
  return unwrap(api.GET('/postal/{pincode}', { params: { path: { pincode } } }));
}

/** Whether the shop delivers to a pincode and offers COD there. */
export function checkService(pincode: string) {
  return unwrap(api.GET('/order/serviceCheck/{pincode}', { params: { path: { pincode } } }));
}

/** POST /order/cod: the order placed (the server's message is the spec's COD success text). */
export function placeCodOrder(draft: OrderDraft, pressKey: string) {
  return unwrap(api.POST('/order/cod', { body: draft, params: pressHeader(pressKey) }));
}

/** POST /order/payment: the provider's address to send the shopper to. */
export function startOnlinePayment(draft: OrderDraft, pressKey: string) {
  return unwrap(api.POST('/order/payment', { body: draft, params: pressHeader(pressKey) }));
}

export type CodQuoteBody = NonNullable<paths['/order/cod-quote']['post']['requestBody']>['content']['application/json'];

/**
 * POST /order/cod-quote: whether the shop's COD rules open Cash on Delivery to this checkout,
 * its fee and the one sentence to show, decided by the server (the page never applies a rule itself).
 */
export function codQuoteQuery(body: CodQuoteBody | null) {
  return queryOptions({
    queryKey: queryKeys.cart.codQuote(body),
    queryFn: () => unwrap(api.POST('/order/cod-quote', { body: body! })),
    enabled: body !== null,
    ...liveQuery,
  });
}
