import type { components } from '../../../../api/schema.gen';
import type { CheckoutQuoteBody } from '../api/checkout-calls';
import { startingChoice, type LineChoice } from './cart-lines';

type Cart = components['schemas']['Cart'];
type Product = components['schemas']['ProductDetail'];

export const lineKey = (line: { productId: string; variantId: string }) => `${line.productId}:${line.variantId}`;
export const designKey = (line: { designId: string; size: string }) => `${line.designId}:${line.size}`;

/**
 * 'Checkout all''s lines from the cart, each product line with its product (undefined while it
 * loads) and the size and quantity chosen on the page (else those stored with Add To Cart, checked
 * against the stock), what of them is ordered, and the body of the server's quote for it. One
 * function for the browser and the server's first paint, so both ask the quote by the same key.
 */
export function cartCheckoutLines(cart: Cart | undefined, productOf: (index: number) => Product | undefined, choices: Record<string, LineChoice>, designQuantities: Record<string, number>) {
  const lines = cart?.products ?? [];
  const designLines = cart?.designs ?? [];
  const details = lines.map((line, index) => {
    const product = productOf(index);
    const variant = product?.variants.find((candidate) => candidate._id === line.variantId);
    const sizes = product ? (variant?.sizes ?? []) : undefined;
    // Until the shopper changes it here, a line starts from what was chosen with Add To Cart.
    const chosenHere = choices[lineKey(line)];
    const starting = startingChoice(line, sizes);
    return { line, product, sizes, choice: chosenHere ?? starting.choice, note: chosenHere ? null : starting.note };
  });
  // Sold-out lines (and designs in a colour no longer sold) stay in the cart but are not ordered.
  const buyable = details.filter((entry) => entry.sizes === undefined || entry.sizes.some((size) => size.stock > 0));
  const designs = designLines
    .filter((line) => line.available && line.price !== null)
    .map((line) => ({ line, price: line.price!, quantity: designQuantities[designKey(line)] ?? line.quantity }));
  // The checkout's one quote (items, the cart's code, delivery), priced by the server for the
  // lines as chosen: asked again when they change. The cart's code is not a counted look-up.
  const held = cart?.discountCode;
  const quoteBody: CheckoutQuoteBody | null = cart
    ? {
        ...(held ? { discountCode: held.code } : {}),
        items: buyable.map(({ line, choice }) => ({ productId: line.productId, variantId: line.variantId, quantity: choice.quantity })),
        designs: designs.map(({ line, quantity }) => ({ designId: line.designId, quantity })),
      }
    : null;
  return { lines, designLines, details, buyable, designs, held, quoteBody };
}
