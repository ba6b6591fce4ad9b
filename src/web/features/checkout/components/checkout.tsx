import { ScreenInProgress } from '../../../components/screen-in-progress';

/** Checkout: delivery details and Online Payment or Cash on Delivery (spec section 2). */
export function CheckoutScreen() {
  return (
    <ScreenInProgress
      name="Checkout"
      description="Your delivery details, then pay online or choose Cash on Delivery."
    />
  );
}
