import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError } from '../../errors';
import { ACCOUNT_MESSAGES, isValidEmail, isValidPassword, normaliseEmail } from '../../../shared/account-rules';
import { hashPassword } from '../auth/passwords';

export interface StaffGrant {
  email: string;
  /** Required for a new account; for an existing one it replaces the password when given. */
  password?: string | undefined;
  /** The display name of a new account. */
  name?: string | undefined;
}

export type StaffGrantOutcome = 'created' | 'promoted' | 'already-staff';

export interface StaffGrantResult {
  outcome: StaffGrantOutcome;
  email: string;
  passwordChanged: boolean;
}

/**
 * Makes an e-mail a staff account: creates it when there is none, promotes a shopper, and
 * leaves a staff account staff. The role is read from the database on every request, so a
 * promoted user's open sessions become staff sessions at once.
 */
export async function grantStaff(db: Db, grant: StaffGrant): Promise<StaffGrantResult> {
  const email = normaliseEmail(grant.email);
  if (!isValidEmail(email)) throw new DomainError('INVALID_DATA', ACCOUNT_MESSAGES.invalidEmail);
  if (grant.password !== undefined && !isValidPassword(grant.password)) {
    throw new DomainError('INVALID_DATA', ACCOUNT_MESSAGES.invalidPassword);
  }
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    if (grant.password === undefined) {
      throw new DomainError('INVALID_DATA', 'There is no account with this email yet; give a password to create one.');
    }
    await db.insert(users).values({
      username: grant.name?.trim() || 'Staff',
      email,
      phone: '',
      address: '',
      passwordHash: await hashPassword(grant.password),
      role: 'staff',
    });
    return { outcome: 'created', email, passwordChanged: true };
  }
  const passwordHash = grant.password === undefined ? undefined : await hashPassword(grant.password);
  await db
    .update(users)
    .set({ role: 'staff', ...(passwordHash ? { passwordHash } : {}) })
    .where(eq(users.id, existing.id));
  return { outcome: existing.role === 'staff' ? 'already-staff' : 'promoted', email, passwordChanged: !!passwordHash };
}

/** What the create-admin command prints for a grant. */
export function describeGrant(result: StaffGrantResult): string {
  const password = result.passwordChanged ? ' Its password was set to the one given.' : '';
  switch (result.outcome) {
    case 'created':
      return `Created the staff account ${result.email}. It can log in at /login and open /admin.`;
    case 'promoted':
      return `Promoted ${result.email} to staff.${password} It can now open /admin.`;
    case 'already-staff':
      return `${result.email} was already staff.${password || ' Nothing changed.'}`;
  }
}
