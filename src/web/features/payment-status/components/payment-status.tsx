import { ScreenInProgress } from '../../../components/screen-in-progress';

/** Payment result: confirms the payment on load, then goes to My Orders (spec section 2). */
export function PaymentStatusScreen() {
  return (
    <ScreenInProgress
      name="Payment Status"
      description="Confirms your payment with the bank and takes you to My Orders."
    />
  );
}
