import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundBankAccounts, refunds } from '../../db/schema';
import { paiseToRupees } from '../../../shared/money';
import { maskAccountNumber } from '../../../shared/refund-rules';
import type { components } from '../../../api/schema.gen';

type Order = components['schemas']['Order'];
export type ShopperRefundView = Pick<Order, 'refund' | 'refundBankAccount' | 'bankDetailsWanted'>;
export type StaffRefundView = components['schemas']['StaffRefund'];

interface OrderFacts {
  id: string;
  status: string;
  paymentMethod: string;
}

async function rowsOf(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return { refundOf: new Map(), bankOf: new Map() };
  const [refundRows, bankRows] = await Promise.all([
    db.select().from(refunds).where(inArray(refunds.orderId, [...orderIds])),
    db.select().from(refundBankAccounts).where(inArray(refundBankAccounts.orderId, [...orderIds])),
  ]);
  return {
    refundOf: new Map(refundRows.map((row) => [row.orderId, row])),
    bankOf: new Map(bankRows.map((row) => [row.orderId, row])),
  };
}

/** Each order's refund as the shopper sees it: amount, state, dates, and the bank account masked. */
export async function shopperRefundViews(db: Db, orders: readonly OrderFacts[]): Promise<Map<string, ShopperRefundView>> {
  const { refundOf, bankOf } = await rowsOf(db, orders.map((order) => order.id));
  const views = new Map<string, ShopperRefundView>();
  for (const order of orders) {
    const refund = refundOf.get(order.id) as (typeof refunds.$inferSelect) | undefined;
    const bank = bankOf.get(order.id) as (typeof refundBankAccounts.$inferSelect) | undefined;
    const codReturn = order.paymentMethod === 'cod' && (order.status === 'Return requested' || order.status === 'Returned');
    views.set(order.id, {
      refund: refund
        ? {
            amount: paiseToRupees(refund.amountPaise),
            status: refund.status,
            toBankAccount: refund.provider === 'cod',
            startedAt: refund.createdAt.toISOString(),
            refundedAt: refund.refundedAt?.toISOString() ?? null,
          }
        : null,
      refundBankAccount: bank ? { accountHolder: bank.accountHolder, accountNumber: maskAccountNumber(bank.accountNumber), ifsc: bank.ifsc } : null,
      bankDetailsWanted: codReturn && refund?.status !== 'refunded',
    });
  }
  return views;
}

/** Each order's refund as staff see it: everything, the bank account whole (staff pay it). */
export async function staffRefundViews(db: Db, orderIds: readonly string[]): Promise<Map<string, StaffRefundView>> {
  const { refundOf, bankOf } = await rowsOf(db, orderIds);
  const views = new Map<string, StaffRefundView>();
  for (const refund of refundOf.values() as Iterable<typeof refunds.$inferSelect>) {
    const bank = bankOf.get(refund.orderId) as (typeof refundBankAccounts.$inferSelect) | undefined;
    views.set(refund.orderId, {
      amount: paiseToRupees(refund.amountPaise),
      status: refund.status,
      provider: refund.provider,
      refundId: refund.refundId,
      providerReference: refund.providerReference,
      attempts: refund.attempts,
      lastError: refund.lastError,
      startedAt: refund.createdAt.toISOString(),
      refundedAt: refund.refundedAt?.toISOString() ?? null,
      bankAccount: bank ? { accountHolder: bank.accountHolder, accountNumber: bank.accountNumber, ifsc: bank.ifsc } : null,
    });
  }
  return views;
}
