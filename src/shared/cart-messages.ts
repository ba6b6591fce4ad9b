/**
 * The cart's texts of spec section 8, word for word (the shop's original English, odd as it is),
 * said by the cart and product pages, the studio and the server alike.
 */
const ERROR_ADDING = 'Error adding product to cart';

export const CART_MESSAGES = {
  added: 'Product added to cart successfully',
  addFailed: ERROR_ADDING,
  removed: 'Product remove to cart successfully',
  // The spec gives a failed removal the adding text.
  removeFailed: ERROR_ADDING,
  unavailable: 'This product or colour is no longer available.',
  notInCart: 'This product is not in your cart.',
} as const;

/** An empty cart, word for word: the cart and 'Checkout all'. */
export const EMPTY_CART = 'No items in your cart';

/** A cart line's remove button (spec section 2), word for word. */
export const REMOVE_TO_CART = 'Remove to Cart';
