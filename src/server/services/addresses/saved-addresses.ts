import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedAddresses, users } from '../../db/schema';
import { DomainError } from '../../errors';
import type { components } from '../../../api/schema.gen';
import { ADDRESS_MESSAGES, MAX_SAVED_ADDRESSES, checkSavedAddress, type AddressField, type AddressFields } from '../../../shared/address-rules';
import { FIELD_LABELS } from '../orders/order-messages';
import type { Tx } from '../orders/stock';

export type SavedAddressView = components['schemas']['SavedAddress'];
export type AddressInput = components['schemas']['AddressInput'];

type Row = typeof savedAddresses.$inferSelect;

const LABELS: Record<AddressField, string> = { ...FIELD_LABELS, label: 'Label' };
/** The form's order, so that the server names the same first field the form marks. */
const FIELD_ORDER: AddressField[] = ['label', 'name', 'phoneNumber', 'alternativeNumber', 'deliveryAddress', 'pincode', 'city', 'state'];

function toView(row: Row): SavedAddressView {
  return {
    _id: row.id,
    label: row.label,
    name: row.name,
    phoneNumber: row.phoneNumber,
    alternativeNumber: row.alternativeNumber,
    deliveryAddress: row.deliveryAddress,
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    isDefault: row.isDefault,
  };
}

/** The checkout's rules on every field (the first wrong one is named, as checkout does), trimmed. */
function checkedFields(input: AddressInput): AddressFields {
  const fields = { ...input, alternativeNumber: input.alternativeNumber ?? '', label: input.label ?? '' };
  const errors = checkSavedAddress(fields);
  const field = FIELD_ORDER.find((name) => errors[name]);
  if (field) throw new DomainError('INVALID_DATA', `${LABELS[field]}: ${errors[field]}`);
  const trim = (value: string) => value.trim();
  return {
    label: trim(fields.label),
    name: trim(fields.name),
    phoneNumber: trim(fields.phoneNumber),
    alternativeNumber: trim(fields.alternativeNumber),
    deliveryAddress: trim(fields.deliveryAddress),
    pincode: trim(fields.pincode),
    city: trim(fields.city),
    state: trim(fields.state),
  };
}

/** One shopper's address writes take turns (their user row is locked), so the cap and the one default hold under concurrent calls. */
async function lockShopper(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The shopper's addresses: the default first, then the oldest first (the order they were added). */
export async function listSavedAddresses(db: Db | Tx, userId: string): Promise<SavedAddressView[]> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id));
  return rows.map(toView);
}

/** Adds an address; the first one (or one asked to be) becomes the default. */
export async function addSavedAddress(db: Db, userId: string, input: AddressInput): Promise<SavedAddressView> {
  const fields = checkedFields(input);
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [counted] = await tx.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
    const n = counted?.n ?? 0;
    if (n >= MAX_SAVED_ADDRESSES) throw new DomainError('CONFLICT', ADDRESS_MESSAGES.tooMany);
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await tx.update(savedAddresses).set({ isDefault: false }).where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
    const [row] = await tx.insert(savedAddresses).values({ userId, ...fields, isDefault }).returning();
    return toView(row!);
  });
}

/** Changes one of the shopper's addresses (someone else's is not found). `isDefault: true` also makes it the default. */
export async function updateSavedAddress(db: Db, userId: string, addressId: string, input: AddressInput): Promise<SavedAddressView> {
  const fields = checkedFields(input);
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    if (input.isDefault === true) await clearDefaultExcept(tx, userId, addressId);
    const [row] = await tx
      .update(savedAddresses)
      .set({ ...fields, ...(input.isDefault === true ? { isDefault: true } : {}), updatedAt: sql`now()` })
      .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
      .returning();
    if (!row) throw new DomainError('NOT_FOUND', ADDRESS_MESSAGES.notFound);
    return toView(row);
  });
}

async function clearDefaultExcept(tx: Tx, userId: string, addressId: string): Promise<void> {
  const [own] = await tx.select({ id: savedAddresses.id }).from(savedAddresses).where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)));
  if (!own) throw new DomainError('NOT_FOUND', ADDRESS_MESSAGES.notFound);
  await tx.update(savedAddresses).set({ isDefault: false }).where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
}

/** Makes one of the shopper's addresses the default (and no other). */
export async function setDefaultAddress(db: Db, userId: string, addressId: string): Promise<SavedAddressView[]> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    await clearDefaultExcept(tx, userId, addressId);
    await tx.update(savedAddresses).set({ isDefault: true, updatedAt: sql`now()` }).where(eq(savedAddresses.id, addressId));
    return listSavedAddresses(tx, userId);
  });
}

/** Deletes one of the shopper's addresses; when it was the default, the oldest remaining one takes over. */
export async function deleteSavedAddress(db: Db, userId: string, addressId: string): Promise<SavedAddressView[]> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [gone] = await tx
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
      .returning({ isDefault: savedAddresses.isDefault });
    if (!gone) throw new DomainError('NOT_FOUND', ADDRESS_MESSAGES.notFound);
    if (gone.isDefault) {
      const [next] = await tx.select({ id: savedAddresses.id }).from(savedAddresses).where(eq(savedAddresses.userId, userId)).orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id)).limit(1);
      if (next) await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, next.id));
    }
    return listSavedAddresses(tx, userId);
  });
}
