import { exactInr } from '../orders/pricing';
import { INDIA_TIME_ZONE } from '../../../shared/india-time';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });

/** Why a code does not apply, and what staff are told, in plain words. */
export const DISCOUNT_MESSAGES = {
  applied: (code: string) => `Code ${code} applied.`,
  removed: 'Code removed.',
  unknown: (code: string) => `There is no code ${code}. Check the spelling and try again.`,
  paused: 'This code is paused just now. Try again later.',
  ended: 'This code has ended.',
  notYet: (from: Date) => `This code starts on ${day.format(from)}.`,
  // validTo is the first moment after the last day: the day before it is the last one.
  expired: (to: Date) => `This code expired on ${day.format(new Date(to.getTime() - 1))}.`,
  usedUp: 'This code has been used up.',
  usedByYou: (times: number) => (times === 1 ? 'You have already used this code.' : `You have already used this code ${times} times, the most it allows.`),
  firstOrderOnly: 'This code is for a first order only.',
  notForItems: 'This code is not for the items in your cart.',
  minimum: (paise: number, scoped: boolean) =>
    scoped ? `This code needs ${exactInr(paise)} or more of the items it is for.` : `This code needs an order of ${exactInr(paise)} or more.`,
  /** Past the look-up limit (code-lookup-limit.ts): worded like the login limit's. */
  tooManyTries: (minutes: number) => `Too many discount code tries. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  emptyCart: 'Add something to your cart first, then apply the code.',
  /** An order sent with a code its cart does not hold (the page sends the cart's). */
  notOnCart: (code: string) => `Code ${code} is not on your cart. Apply it in your cart, then place the order again.`,
  /** The total sent with a code that no longer gives what the page showed. */
  changedAtCheckout: (reason: string) => `${reason} Your total has changed: please review it and place the order again.`,
  // Staff
  saved: (code: string) => `Code ${code} saved.`,
  codeTaken: (code: string) => `There is already a code ${code}.`,
  notFound: 'This code no longer exists.',
  deleted: (code: string) => `Code ${code} deleted.`,
  ended_: (code: string, uses: number) =>
    `Code ${code} has been used ${uses === 1 ? 'once' : `${uses} times`}, so it is kept for the orders that used it and ended instead: shoppers can no longer apply it.`,
  usedKeepsName: 'A code that has been used keeps its name (its orders and invoices show it).',
  endedCannotChange: 'This code has ended and can no longer be changed.',
} as const;
