import { eq } from 'drizzle-orm';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { designs, orders } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Side } from '../../../engine/model/design';
import { validDesignDocument } from '../designs/designs';
import { renderPrintFile } from '../designs/design-renders';
import { layerImageReader } from '../designs/layer-sources';
import type { RenderPool } from '../designs/render-pool';
import { AWAITING_COD_CONFIRMATION } from '../../../shared/order-states';

export const PRINT_WAITS_FOR_CONFIRMATION = 'This Cash on Delivery order waits for the shopper to confirm it; its print files come once they do.';

/**
 * The print file of one side of a custom-design order, drawn from the design as it was
 * ordered (any shopper's: staff print every order). Null when that side is blank.
 */
export async function orderPrintFile(
  deps: { db: Db; store: DocumentStore; renders: RenderPool },
  orderId: string,
  side: Side,
  signal?: AbortSignal,
): Promise<{ png: Buffer; trackingId: string }> {
  const [row] = await deps.db
    .select({ trackingId: orders.trackingId, status: orders.status, document: designs.document })
    .from(orders)
    .innerJoin(designs, eq(designs.id, orders.designId))
    .where(eq(orders.id, orderId.toLowerCase()))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'This order has no custom design to print.');
  // Production starts only once a COD order held for the shopper's confirmation is confirmed.
  if (row.status === AWAITING_COD_CONFIRMATION) throw new DomainError('CONFLICT', PRINT_WAITS_FOR_CONFIRMATION);
  const readImage = layerImageReader(deps.store);
  const png = await renderPrintFile(validDesignDocument(row.document), side, readImage, { pool: deps.renders, signal });
  if (!png) throw new DomainError('NOT_FOUND', `Nothing is printed on the ${side} of this design.`);
  return { png, trackingId: row.trackingId };
}
