import type { RoutePage } from '../../../hooks/page-load';
import { checkoutProductQuery } from './checkout-calls';

/**
 * Checkout all: each cart line's product, whose sizes the screen offers (the cart itself is in
 * every signed-in page). A product gone from the shop is left to the browser, whose call says so.
 */
export const cartCheckoutPage: RoutePage = {
  async loadForShopper({ client, data }, { cart }) {
    const ids = [...new Set(cart.products.map((line) => line.productId))];
    const products = await Promise.all(ids.map((id) => data.product(id)));
    products.forEach((product, index) => {
      if (product) client.setQueryData(checkoutProductQuery(ids[index]!).queryKey, product);
    });
  },
};
