import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { designUnitPrice, loadOrderDesigns } from '../orders/design-order-lines';
import { paiseToRupees } from '../../../shared/money';
import type { DiscountedItem } from './discount-pricing';
import { quoteCode } from './redeem-code';

/** A 'Checkout all' page's lines as it would send them (quantities chosen there). */
export interface QuoteInput {
  discountCode: string;
  items: { productId: string; variantId: string; quantity: number }[];
  designs: { designId: string; quantity: number }[];
}

/**
 * What a code takes off the lines of a 'Checkout all' page, priced from the server's own
 * prices (a line the shop no longer sells counts for nothing): the saving in all and per line,
 * in the request's order, or why the code does not apply. Nothing is counted or kept.
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
  const quote = await quoteCode(db, userId, input.discountCode, lines);
  const share = new Map(quote.ok ? quote.lines.map((line) => [line.key, line.discountPaise]) : []);
  return {
    code: quote.code,
    applies: quote.ok,
    problem: quote.ok ? null : quote.reason,
    saving: paiseToRupees(quote.ok ? quote.discountPaise : 0),
    items: input.items.map((_item, index) => ({ saving: paiseToRupees(share.get(`i${index}`) ?? 0) })),
    designs: input.designs.map((_line, index) => ({ saving: paiseToRupees(share.get(`d${index}`) ?? 0) })),
  };
}
