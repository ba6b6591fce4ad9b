import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { DomainError } from '../../errors';
import type { ShopSize } from '../../../shared/catalogue-options';
import { designPrice } from '../designs/design-cart';
import { DESIGN_MESSAGES, validDesignDocument } from '../designs/designs';
import type { Tx } from './stock';

/** A custom design as 'Checkout all' sends it: which design, how many, the size and unit price shown. */
export interface DesignOrderLine {
  designId: string;
  quantity: number;
  price: number;
  size: ShopSize;
}

export const DESIGN_ORDER_MESSAGES = {
  sizeChanged: (now: string, sent: string) => `This design is now saved in size ${now}, not ${sent}. Please check your cart and try again.`,
  changedMeanwhile: 'This design was changed while you were checking out. Please check your cart and try again.',
} as const;

/**
 * The shopper's own design, checked for ordering: the size shown must be the design's, and
 * the garment colour must still be sold. Answers the server's unit price and when the design
 * was last saved, so that the order can be refused if it changes before it is written.
 */
export async function designForOrder(db: Db, userId: string, line: DesignOrderLine): Promise<{ unitPricePaise: number; updatedAt: Date }> {
  const [row] = await db
    .select({ document: designs.document, updatedAt: designs.updatedAt })
    .from(designs)
    .where(and(eq(designs.id, line.designId), eq(designs.userId, userId)))
    .limit(1);
  // Someone else's design answers exactly like a missing one.
  if (!row) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
  const design = validDesignDocument(row.document);
  if (design.size !== line.size) throw new DomainError('CONFLICT', DESIGN_ORDER_MESSAGES.sizeChanged(design.size, line.size));
  const price = await designPrice(db, design);
  return { unitPricePaise: price.totalPaise, updatedAt: row.updatedAt };
}

/**
 * Inside the order's transaction: locks the design row (an update of the same design waits,
 * then finds it ordered and refuses) and checks it is still the version that was priced.
 */
export async function lockDesignAsPriced(tx: Tx, designId: string, pricedAt: Date): Promise<void> {
  const [row] = await tx.select({ updatedAt: designs.updatedAt }).from(designs).where(eq(designs.id, designId)).for('update');
  if (!row || row.updatedAt.getTime() !== pricedAt.getTime()) throw new DomainError('CONFLICT', DESIGN_ORDER_MESSAGES.changedMeanwhile);
}
