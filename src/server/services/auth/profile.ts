import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError } from '../../errors';
import { checkProfile, type ProfileInput } from '../../../shared/account-rules';
import type { SessionUser } from './sessions';
import { LOGIN_REQUIRED } from '../../../shared/account-messages';

const LABELS = { username: 'Name', phone: 'Phone', address: 'Address' } as const;

/**
 * Changes the signed-in user's name, phone and address, checked by the sign-up's rules (the
 * first wrong field named). The e-mail is the one sign-up verified and is not changed here.
 */
export async function updateProfile(db: Db, userId: string, input: ProfileInput): Promise<SessionUser> {
  const errors = checkProfile(input);
  const field = (['username', 'phone', 'address'] as const).find((name) => errors[name]);
  if (field) throw new DomainError('INVALID_DATA', `${LABELS[field]}: ${errors[field]}`);
  const [row] = await db
    .update(users)
    .set({ username: input.username.trim(), phone: input.phone.trim(), address: input.address.trim() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new DomainError('UNAUTHORIZED', LOGIN_REQUIRED);
  return { id: row.id, username: row.username, email: row.email, phone: row.phone, address: row.address, role: row.role };
}
