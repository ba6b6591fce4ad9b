import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderStatusMoves, users, type StatusActorKind } from '../../db/schema';
import type { OrderStatus } from '../../../shared/order-states';
import type { Tx } from './stock';

/** Who moved an order, as the history keeps it. */
export interface StatusActor {
  kind: StatusActorKind;
  userId?: string | undefined;
  note?: string | undefined;
}

/** One move to write: the order, the status it left (null when it was placed) and the one it reached. */
export interface StatusMove {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
}

/** Writes moves in the caller's transaction: the history commits with the move or not at all. */
export async function recordStatusMoves(tx: Tx, moves: StatusMove[], actor: StatusActor): Promise<void> {
  if (moves.length === 0) return;
  await tx.insert(orderStatusMoves).values(
    moves.map((move) => ({ orderId: move.orderId, fromStatus: move.from, toStatus: move.to, actorKind: actor.kind, actorUserId: actor.userId ?? null, note: actor.note ?? null })),
  );
}

/** An order's history, oldest first, each move with who made it (name and e-mail of a person). */
export async function statusHistoryOf(db: Db, orderId: string) {
  const rows = await db
    .select({ move: orderStatusMoves, name: users.username, email: users.email })
    .from(orderStatusMoves)
    .leftJoin(users, eq(users.id, orderStatusMoves.actorUserId))
    .where(eq(orderStatusMoves.orderId, orderId))
    .orderBy(asc(orderStatusMoves.id));
  return rows.map(({ move, name, email }) => ({
    from: move.fromStatus,
    to: move.toStatus,
    by: move.actorKind,
    who: move.actorKind === 'system' ? 'Bhopal Threads' : name ? `${name} (${email})` : 'A deleted account',
    note: move.note,
    at: move.createdAt.toISOString(),
  }));
}
