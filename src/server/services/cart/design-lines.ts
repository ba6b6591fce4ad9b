import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, customiserGarments, designs } from '../../db/schema';
import type { components } from '../../../api/schema.gen';
import { parseDesign } from '../../../engine/model/validate';
import { CUSTOM_GARMENT_NAMES, PRINT_PRICE_PER_SIDE_PAISE, designUnitPricePaise, printedSidesOf } from '../../../shared/design-price';
import { paiseToRupees } from '../../../shared/money';
import type { ShopSize } from '../../../shared/catalogue-options';

export type DesignCartLine = components['schemas']['DesignCartLine'];

/**
 * The custom designs in a cart, one line per size, oldest first, each priced now by the shared rule (the design
 * can still change until it is ordered, so its price is never stored on the line). A line
 * whose colour the shop stopped selling, or that was emptied, stays listed but not orderable.
 */
export async function designCartLines(db: Db, cartId: string, userId: string): Promise<DesignCartLine[]> {
  const rows = await db
    .select({
      id: designs.id,
      document: designs.document,
      previewFront: designs.previewFront,
      previewBack: designs.previewBack,
      size: cartItems.size,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(designs, and(eq(designs.id, cartItems.designId), eq(designs.userId, userId)))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const parsed = rows.flatMap((row) => {
    const result = parseDesign(row.document);
    return result.ok ? [{ ...row, design: result.design }] : [];
  });
  if (parsed.length === 0) return [];
  const garments = await db
    .select({ type: customiserGarments.type, color: customiserGarments.color, basePricePaise: customiserGarments.basePricePaise, active: customiserGarments.active })
    .from(customiserGarments)
    .where(inArray(customiserGarments.color, [...new Set(parsed.map((row) => row.design.color))]));
  return parsed.map(({ id, design, previewFront, previewBack, size, quantity }) => {
    const garment = garments.find((entry) => entry.type === design.garment && entry.color === design.color);
    const printedSides = printedSidesOf(design.sides);
    const unitPaise = garment ? designUnitPricePaise(garment.basePricePaise, printedSides) : null;
    const count = quantity ?? 1;
    return {
      designId: id,
      name: CUSTOM_GARMENT_NAMES[design.garment],
      garment: design.garment,
      color: design.color,
      // One line per size (a team order); a line from before sizes per line has the design's.
      size: (size as ShopSize | null) ?? design.size,
      quantity: count,
      printedSides,
      garmentPrice: garment ? paiseToRupees(garment.basePricePaise) : null,
      printPricePerSide: paiseToRupees(PRINT_PRICE_PER_SIDE_PAISE),
      price: unitPaise === null ? null : paiseToRupees(unitPaise),
      lineTotal: unitPaise === null ? null : paiseToRupees(unitPaise * count),
      previewFront,
      previewBack,
      available: Boolean(garment?.active) && printedSides > 0,
    };
  });
}
