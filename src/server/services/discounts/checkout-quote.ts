import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { designUnitPrice, loadOrderDesigns } from '../orders/design-order-lines';
import { paiseToRupees } from '../../../shared/money';
import type { DiscountedItem } from './discount-pricing';
import { checkoutTotals } from '../orders/checkout-totals';

/** A checkout page's lines as it would send them (Buy Now's one line, or 'Checkout all''s with the quantities chosen there). */
export interface QuoteInput {
  discountCode?: string;
  items: { productId: string; variantId: string; quantity: number }[];
  designs: { designId: string; quantity: number }[];
}

/**
 * The checkout page's quote, for Buy Now and 'Checkout all' alike, priced from the server's own
 * prices (a line the shop no longer sells counts for nothing) by the function the order's
 * transaction prices with (orders/checkout-totals.ts): the subtotal, the code's saving in all
 * and per line (in the request's order) or why it does not apply, the delivery charge and the
 * total before any COD fee. Nothing is counted or kept.
 */
export async function quoteCheckout(db: Db, userId: string, input: QuoteInput) {
  const variantIds = [...new Set(input.items.map((item) => item.variantId.toLowerCase()))];
  const shelf = variantIds.length
    ? await db
        .select({ variantId: productVariants.id, productId: products.id, finalPricePaise: products.finalPricePaise, category: products.category, subCategory: products.subCategory })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(productVariants.id, variantIds), eq(products.hidden, false)))
    : [];
  const designIds = [...new Set(input.designs.map((line) => line.designId.toLowerCase()))];
  const designPrices = await db.transaction(async (tx) => {
    const loaded = await loadOrderDesigns(tx, userId, designIds);
    return new Map(
      designIds.map((id) => {
        try {
          return [id, designUnitPrice(loaded, id)] as const;
        } catch {
          return [id, null] as const;
        }
      }),
    );
  });
  const lines: DiscountedItem[] = [];
  input.items.forEach((item, index) => {
    const found = shelf.find((row) => row.variantId === item.variantId.toLowerCase() && row.productId === item.productId.toLowerCase());
    if (found) lines.push({ key: `i${index}`, totalPaise: found.finalPricePaise * item.quantity, category: found.category, subCategory: found.subCategory });
  });
  input.designs.forEach((line, index) => {
    const unit = designPrices.get(line.designId.toLowerCase());
    if (unit != null) lines.push({ key: `d${index}`, totalPaise: unit * line.quantity, category: null, subCategory: null });
  });
  const code = input.discountCode ? { code: input.discountCode, hold: false as const } : undefined;
  const totals = await checkoutTotals(db, userId, lines, code);
  const quote = totals.quote;
  return {
    code: quote?.code ?? null,
    applies: quote?.ok ?? false,
    problem: quote && !quote.ok ? quote.reason : null,
    saving: paiseToRupees(totals.discountPaise),
    items: input.items.map((_item, index) => ({ saving: paiseToRupees(totals.lineDiscount(`i${index}`)) })),
    designs: input.designs.map((_line, index) => ({ saving: paiseToRupees(totals.lineDiscount(`d${index}`)) })),
    subtotal: paiseToRupees(totals.subtotalPaise),
    delivery: paiseToRupees(totals.deliveryPaise),
    total: paiseToRupees(totals.valuePaise),
  };
}
