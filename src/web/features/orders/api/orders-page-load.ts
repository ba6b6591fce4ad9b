import type { RoutePage } from '../../../hooks/page-load';
import { ordersQuery } from './order-calls';

/** My Orders: a signed-in shopper's orders in the page (never cached; a visitor's page has none). */
export const ordersPage: RoutePage = {
  async loadForShopper({ client, data }, { user }) {
    client.setQueryData(ordersQuery.queryKey, await data.orders(user._id));
  },
};
