import { ScreenInProgress } from '../../../components/screen-in-progress';

/** My orders, with cancel and return (spec section 2). */
export function UserOrdersScreen() {
  return (
    <ScreenInProgress
      name="My Orders"
      description="Your orders with delivery estimates, payment status, and cancel or return."
    />
  );
}
