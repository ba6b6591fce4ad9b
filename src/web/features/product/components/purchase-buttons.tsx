import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../../api/errors';
import { CART_MESSAGES } from '../../../../shared/cart-messages';
import { Button } from '../../../components/ui/button';
import { isSignedOutError, useAddToCart } from '../hooks/use-product-mutations';
import { useSignedInAction } from '../hooks/use-signed-in-action';
import type { PageSize } from '../logic/sizes';
import { checkoutPath } from '../logic/variants';
import { Notice } from './notice';
import styles from './purchase-buttons.module.css';

/** The texts of spec sections 5 and 8 for the two buttons. */
export const PURCHASE_MESSAGES = {
  selectSize: 'Please select a size',
  addedToCart: CART_MESSAGES.added,
  cartFailed: CART_MESSAGES.addFailed,
} as const;

/** What Buy Now carries to the checkout as navigation state (spec section 2). */
export interface CheckoutState {
  size: PageSize;
  price: number;
  quantity: number;
}

/**
 * The spec's failure text, followed by the server's reason when the shop refused the size or
 * quantity (sold out, fewer left): the shopper can act on that one.
 */
function cartFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 409 && error.message ? `${PURCHASE_MESSAGES.cartFailed}: ${error.message}` : PURCHASE_MESSAGES.cartFailed;
}

export interface PurchaseButtonsProps {
  productId: string;
  variantId: string;
  finalPrice: number;
  size: PageSize | null;
  quantity: number;
  /** Called when Buy Now needs a size first; the parent shows the alert by the sizes. */
  onSizeMissing: () => void;
}

/**
 * Add To Cart and Buy Now. Both need a signed-in shopper (a visitor gets the login popup);
 * Buy Now also needs a size, then goes to the checkout with size, price and quantity.
 */
export function PurchaseButtons({ productId, variantId, finalPrice, size, quantity, onSizeMissing }: PurchaseButtonsProps) {
  const navigate = useNavigate();
  const whenSignedIn = useSignedInAction();
  const addToCart = useAddToCart();
  const cartMessage = addToCart.isSuccess
      ? { ok: true, text: PURCHASE_MESSAGES.addedToCart }
      : addToCart.isError && !isSignedOutError(addToCart.error)
        ? { ok: false, text: cartFailure(addToCart.error) }
        : null;

  const buyNow = () =>
    whenSignedIn(() => {
      if (size === null) {
        onSizeMissing();
        return;
      }
      const state: CheckoutState = { size, price: finalPrice, quantity };
      void navigate(checkoutPath(productId, variantId), { state });
    });

  const addToCartNow = () =>
    whenSignedIn(() => addToCart.mutate({ productId, variantId, size, quantity }));

  return (
    <div className={styles.purchase}>
      <div className={styles.buttons}>
        <Button variant="secondary" block className={styles.action} onClick={addToCartNow} disabled={addToCart.isPending} aria-busy={addToCart.isPending || undefined}>
          {addToCart.isPending ? 'Loading...' : 'Add To Cart'}
        </Button>
        <Button variant="primary" block className={styles.action} onClick={buyNow}>
          Buy Now
        </Button>
      </div>
      {cartMessage ? <Notice tone={cartMessage.ok ? 'ok' : 'error'}>{cartMessage.text}</Notice> : null}
    </div>
  );
}
