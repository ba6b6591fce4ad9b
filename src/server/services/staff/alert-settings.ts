import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { DomainError } from '../../errors';
import { DEFAULT_DELIVERY_RULE } from '../../../shared/delivery-charge';
import { MAX_ALERT_EMAILS, OWNER_MESSAGES } from '../../../shared/owner-rules';
import type { Tx } from '../mail-queue/queue';

// A plain, strict shape: one @, a dot in the domain, no spaces or angle brackets (a header could not be forged).
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** The addresses the owner's alerts and daily mails go to (none until staff set some). */
export async function alertEmails(tx: Pick<Tx, 'select'>): Promise<string[]> {
  const [row] = await tx.select({ emails: shopSettings.alertEmails }).from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  return row?.emails ?? [];
}

/** Staff set the list; each address is checked here, whatever called, and repeats are dropped. */
export async function saveAlertEmails(db: Db, emails: string[]): Promise<string[]> {
  const cleaned = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
  if (cleaned.length > MAX_ALERT_EMAILS) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.alertEmailsTooMany);
  const bad = cleaned.find((email) => email.length > 254 || !EMAIL.test(email));
  if (bad !== undefined) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.alertEmailBad(bad));
  await db
    .insert(shopSettings)
    .values({ id: 1, ...DEFAULT_DELIVERY_RULE, alertEmails: cleaned })
    .onConflictDoUpdate({ target: shopSettings.id, set: { alertEmails: cleaned, updatedAt: sql`now()` } });
  return cleaned;
}
