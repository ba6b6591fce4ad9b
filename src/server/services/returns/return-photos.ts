import { randomBytes } from 'node:crypto';
import { arrayContains, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderReturns, orders } from '../../db/schema';

/**
 * Return photos are a shopper's own pictures of what they received (often their home, their
 * face in a mirror): they live under a prefix of their own, which the public document route
 * refuses, so that only the shopper who asked for the return and staff can read them
 * (getReturnPhoto). No other upload's key starts with it.
 */
export const RETURN_PHOTO_PREFIX = 'r-';

/** A new return photo's key: unguessable, and private by its prefix (its width copies share it). */
export const newReturnPhotoKey = (): string => `${RETURN_PHOTO_PREFIX}${randomBytes(12).toString('base64url')}.webp`;

/** Whether a document key is a return photo or one of its copies, which the public route must not serve. */
export const isReturnPhotoKey = (key: string): boolean => key.startsWith(RETURN_PHOTO_PREFIX);

/** Whether this user may see this return photo: the shopper whose order it was sent for, or staff. */
export async function mayViewReturnPhoto(db: Db, viewer: { id: string; role: 'shopper' | 'staff' }, key: string): Promise<boolean> {
  if (!isReturnPhotoKey(key)) return false;
  const [owner] = await db
    .select({ userId: orders.userId })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(arrayContains(orderReturns.photos, [key]))
    .limit(1);
  return !!owner && (viewer.role === 'staff' || owner.userId === viewer.id);
}
