import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes } from '../../db/schema';
import { DomainError } from '../../errors';
import { discountCodeProblem, normaliseCode, type DiscountCodeInput } from '../../../shared/discount-rules';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { endOfIndiaDay, indiaDay, startOfIndiaDay } from '../../../shared/india-time';
import { DISCOUNT_MESSAGES } from './discount-messages';
import type { DiscountCodeRow } from './redeem-code';

/** A code as staff see it: rupees, days, and what it has given so far. */
export function codeView(row: DiscountCodeRow) {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.kind === 'percent' ? row.percentOff! : paiseToRupees(row.amountOffPaise!),
    minOrder: paiseToRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    validFrom: row.validFrom ? indiaDay(row.validFrom) : null,
    validTo: row.validTo ? indiaDay(new Date(row.validTo.getTime() - 1)) : null,
    totalUses: row.totalUses,
    usesPerShopper: row.usesPerShopper,
    firstOrderOnly: row.firstOrderOnly,
    scope: row.scope,
    paused: row.paused,
    ended: row.endedAt !== null,
    uses: row.usesCount,
    discountGiven: paiseToRupees(row.discountGivenPaise),
  };
}

/** The columns of a checked input. */
function columnsOf(input: DiscountCodeInput) {
  const problem = discountCodeProblem(input);
  if (problem) throw new DomainError('INVALID_DATA', problem);
  return {
    code: normaliseCode(input.code),
    kind: input.kind,
    percentOff: input.kind === 'percent' ? input.amount : null,
    amountOffPaise: input.kind === 'flat' ? rupeesToPaise(input.amount) : null,
    minOrderPaise: rupeesToPaise(input.minOrder),
    maxDiscountPaise: input.maxDiscount === null ? null : rupeesToPaise(input.maxDiscount),
    validFrom: input.validFrom ? startOfIndiaDay(input.validFrom) : null,
    // The first moment after the day: a code valid to the 31st works all of the 31st.
    validTo: input.validTo ? endOfIndiaDay(input.validTo) : null,
    totalUses: input.totalUses,
    usesPerShopper: input.usesPerShopper,
    firstOrderOnly: input.firstOrderOnly,
    scope: input.scope,
    paused: input.paused,
  };
}

/** Every code, newest first, with its uses and the discount it has given. */
export async function listCodes(db: Db) {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map(codeView);
}

async function codeTaken<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause?.code === '23505') throw new DomainError('CONFLICT', DISCOUNT_MESSAGES.codeTaken(code));
    throw error;
  }
}

export async function createCode(db: Db, input: DiscountCodeInput) {
  const columns = columnsOf(input);
  const [row] = await codeTaken(columns.code, () => db.insert(discountCodes).values(columns).returning());
  return { view: codeView(row!), message: DISCOUNT_MESSAGES.saved(columns.code) };
}

/**
 * Changes a code (pausing it is a change). An ended code stays as it was. The uses counted so
 * far stay: lowering total uses below them ends further uses, it does not undo any.
 */
export async function updateCode(db: Db, id: string, input: DiscountCodeInput) {
  const columns = columnsOf(input);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
    if (!current) throw new DomainError('NOT_FOUND', DISCOUNT_MESSAGES.notFound);
    if (current.endedAt) throw new DomainError('CONFLICT', DISCOUNT_MESSAGES.endedCannotChange);
    if (current.usesCount > 0 && columns.code !== current.code) throw new DomainError('CONFLICT', DISCOUNT_MESSAGES.usedKeepsName);
    const totalUses = columns.totalUses === null ? null : Math.max(columns.totalUses, current.usesCount);
    const [row] = await codeTaken(columns.code, () =>
      tx
        .update(discountCodes)
        .set({ ...columns, totalUses, updatedAt: sql`now()` })
        .where(eq(discountCodes.id, id))
        .returning(),
    );
    return { view: codeView(row!), message: DISCOUNT_MESSAGES.saved(columns.code) };
  });
}

/** Deletes a code never used; a used one is ended instead (its orders and invoices name it), and the message says so. */
export async function deleteCode(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
    if (!current) throw new DomainError('NOT_FOUND', DISCOUNT_MESSAGES.notFound);
    if (current.usesCount === 0) {
      await tx.delete(discountCodes).where(eq(discountCodes.id, id));
      return { ended: false, message: DISCOUNT_MESSAGES.deleted(current.code) };
    }
    await tx.update(discountCodes).set({ endedAt: current.endedAt ?? new Date(), updatedAt: sql`now()` }).where(eq(discountCodes.id, id));
    return { ended: true, message: DISCOUNT_MESSAGES.ended_(current.code, current.usesCount) };
  });
}
