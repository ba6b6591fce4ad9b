import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { admitHits, minutesToWait, type Hit } from '../auth/rate-limit';
import { cartHoldsCode } from './held-code';
import { DISCOUNT_MESSAGES } from './discount-messages';

/** How many codes may be looked up (the cart's code, the checkout page's quote) per window. */
export interface CodeLookupLimit {
  /** Look-ups per signed-in account. */
  perShopper: number;
  /** Look-ups per client address, whichever accounts make them. */
  perIp: number;
  windowSeconds: number;
}

/**
 * Spec-free choice. A shopper types a code or two from an advert or a mail, perhaps mistyped
 * once or twice: ten in a quarter of an hour is room to spare. Finding a secret code by guessing
 * takes hundreds. The address allows more, because Indian mobile carriers put many phones behind
 * one address (CGNAT), and one attacker can make many accounts.
 */
export const DEFAULT_CODE_LOOKUP_LIMIT: CodeLookupLimit = { perShopper: 10, perIp: 50, windowSeconds: 15 * 60 };

function tooManyTries(hit: Hit): DomainError {
  return new DomainError('TOO_MANY_REQUESTS', DISCOUNT_MESSAGES.tooManyTries(minutesToWait(hit)), { retryAfterSeconds: hit.retryAfterSeconds });
}

/**
 * Counts a look-up of a typed code against the account and the client address BEFORE the code
 * is looked up, each with one atomic upsert in the database (so every app server counts together
 * and a burst sent at once is cut at the limit), and refuses it past either limit. The code the
 * cart already holds is not counted: the checkout page asks for it again whenever a quantity
 * changes, and it tells nobody anything new. A refused look-up gives its hits back, so the
 * counters count the look-ups made.
 */
export async function admitCodeLookup(db: Db, limit: CodeLookupLimit, lookup: { userId: string; ip: string; code: string }): Promise<void> {
  if (await cartHoldsCode(db, lookup.userId, lookup.code)) return;
  const counters = [
    { key: `discount-code:user:${lookup.userId}`, limit: limit.perShopper },
    { key: `discount-code:ip:${lookup.ip}`, limit: limit.perIp },
  ];
  const { refused } = await admitHits(db, counters, limit.windowSeconds);
  if (refused) throw tooManyTries(refused);
}
