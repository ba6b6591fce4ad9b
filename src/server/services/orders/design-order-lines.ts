import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { customiserGarments, designs } from '../../db/schema';
import { DomainError } from '../../errors';
import type { ShopSize } from '../../../shared/catalogue-options';
import type { Design } from '../../../engine/model/design';
import { designPriceOn } from '../designs/design-cart';
import { DESIGN_MESSAGES, validDesignDocument } from '../designs/designs';
import type { Tx } from './stock';

/** A custom design as 'Checkout all' sends it: which design, how many, the size and unit price shown. */
export interface DesignOrderLine {
  designId: string;
  quantity: number;
  price: number;
  size: ShopSize;
}

/** The shopper's designs of one checkout and the blanks they are printed on, as the order's transaction read them. */
export interface OrderDesigns {
  /** The saved document of each design (lower-case id) the shopper owns. */
  documents: Map<string, unknown>;
  /** The blank's base price by `type:colour`, for the colours still sold. */
  garmentPaise: Map<string, number>;
}

const garmentKey = (type: string, color: string) => `${type}:${color}`;

/** A document that may fail the design rules (it is refused in its line's turn, with its own message). */
function documentOrNull(json: unknown): Design | null {
  try {
    return validDesignDocument(json);
  } catch {
    return null;
  }
}

/**
 * Inside the order's transaction, in two queries: the shopper's designs, locked (a save of the
 * same design waits, then finds it ordered and refuses), and the base prices of their blanks,
 * share-locked (a staff price edit waits for the order, or the order reads the new price).
 */
export async function loadOrderDesigns(tx: Tx, userId: string, designIds: string[]): Promise<OrderDesigns> {
  const found: OrderDesigns = { documents: new Map(), garmentPaise: new Map() };
  if (designIds.length === 0) return found;
  const rows = await tx
    .select({ id: designs.id, document: designs.document })
    .from(designs)
    .where(and(inArray(designs.id, designIds), eq(designs.userId, userId)))
    .orderBy(asc(designs.id))
    .for('update');
  for (const row of rows) found.documents.set(row.id, row.document);
  const blanks = rows.flatMap((row) => documentOrNull(row.document) ?? []);
  if (blanks.length === 0) return found;
  const garments = await tx
    .select({ type: customiserGarments.type, color: customiserGarments.color, basePricePaise: customiserGarments.basePricePaise })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.active, true), or(...blanks.map((design) => and(eq(customiserGarments.type, design.garment), eq(customiserGarments.color, design.color))))))
    .orderBy(asc(customiserGarments.id))
    .for('share');
  for (const garment of garments) found.garmentPaise.set(garmentKey(garment.type, garment.color), garment.basePricePaise);
  return found;
}

/**
 * One design line's server unit price: the design must be the shopper's, still valid, and its
 * garment colour still sold. Any size may be ordered (a team order has a line per size; the
 * print is the same on each), so the line's size is its cart line's, not the saved design's.
 */
export function designUnitPrice(loaded: OrderDesigns, designId: string): number {
  // Someone else's design answers exactly like a missing one.
  if (!loaded.documents.has(designId)) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
  const design = validDesignDocument(loaded.documents.get(designId));
  return designPriceOn(loaded.garmentPaise.get(garmentKey(design.garment, design.color)), design).totalPaise;
}
