import type { RoutePage } from '../../../hooks/page-load';
import { checkoutProductQuery, checkoutQuoteQuery } from './checkout-calls';
import { cartCheckoutLines } from '../logic/cart-checkout-lines';

/**
 * Checkout all: each cart line's product, whose sizes the screen offers (the cart itself is in
 * every signed-in page), and the server's quote for the lines as the screen starts them, under the
 * key the screen asks it by, so the first paint has its sums. A product gone from the shop is left
 * to the browser, whose call says so.
 */
export const cartCheckoutPage: RoutePage = {
  async loadForShopper({ client, data }, { user, cart }) {
    const ids = [...new Set(cart.products.map((line) => line.productId))];
    const products = await Promise.all(ids.map((id) => data.product(id)));
    products.forEach((product, index) => {
      if (product) client.setQueryData(checkoutProductQuery(ids[index]!).queryKey, product);
    });
    const productOf = (index: number) => products[ids.indexOf(cart.products[index]!.productId)] ?? undefined;
    const { quoteBody } = cartCheckoutLines(cart, productOf, {}, {});
    if (quoteBody) client.setQueryData(checkoutQuoteQuery(quoteBody).queryKey, await data.checkoutQuote(user._id, quoteBody));
  },
};
