import { browserStorage } from '../../../stores/browser-storage';
import type { DeliveryDetails } from '../../../../shared/checkout-rules';

/**
 * The delivery details typed at checkout, kept for the tab's life (sessionStorage) and for one
 * account, so that Back and Forward, a reload or a look at the cart do not lose them. Cleared
 * once an order is placed.
 */
const KEY = 'bhopal-threads.checkout.details';

const FIELDS = ['name', 'email', 'phoneNumber', 'alternativeNumber', 'deliveryAddress', 'pincode', 'city', 'state'] as const;

/** The details this tab last typed for this account, or null (none, another account, or unreadable). */
export function readDetailsDraft(userId: string): DeliveryDetails | null {
  try {
    const saved = JSON.parse(browserStorage('session')?.getItem(KEY) ?? 'null') as { userId?: unknown; details?: Record<string, unknown> } | null;
    if (!saved || saved.userId !== userId || typeof saved.details !== 'object' || saved.details === null) return null;
    const details = saved.details;
    if (!FIELDS.every((field) => typeof details[field] === 'string')) return null;
    return Object.fromEntries(FIELDS.map((field) => [field, details[field]])) as unknown as DeliveryDetails;
  } catch {
    return null;
  }
}

export function writeDetailsDraft(userId: string, details: DeliveryDetails): void {
  try {
    browserStorage('session')?.setItem(KEY, JSON.stringify({ userId, details }));
  } catch {
    // Storage full or refused: the form still works, it only forgets on Back.
  }
}

export function clearDetailsDraft(): void {
  browserStorage('session')?.removeItem(KEY);
}
