import { draftFor, type StockedLine } from '../../integration/support/order-shop';
import type { ShopperSession } from '../shopper-session';

/** One checkout press as the shopper saw it: when it was sent and answered (performance.now()), and what came back. */
export interface Checkout {
  startedAt: number;
  endedAt: number;
  /** The order's id when the shop answered 200 with it: an acknowledged order. */
  orderId: string | null;
  /** Why it failed (status and message, or the network error); null for an acknowledged order. */
  failure: string | null;
}

export interface CheckoutLoad {
  /** Every checkout answered so far. */
  readonly done: readonly Checkout[];
  /** Lets each connection finish the checkout it has under way, then resolves to them all. */
  stop(): Promise<Checkout[]>;
}

/** One Buy Now COD checkout over HTTP, as the checkout page sends it. */
async function checkOut(base: string, shopper: ShopperSession, line: StockedLine): Promise<Checkout> {
  const startedAt = performance.now();
  try {
    const answer = await fetch(`${base}/api/api/v1/order/cod`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: shopper.cookie, 'x-xsrf-token': shopper.xsrf },
      body: JSON.stringify(draftFor(line, 1, shopper.email)),
    });
    const body = (await answer.json().catch(() => null)) as { success?: boolean; message?: string; data?: { _id?: string } } | null;
    const endedAt = performance.now();
    if (answer.status === 200 && body?.success && body.data?._id) return { startedAt, endedAt, orderId: body.data._id, failure: null };
    return { startedAt, endedAt, orderId: null, failure: `${answer.status} ${body?.message ?? ''}`.trim() };
  } catch (error) {
    return { startedAt, endedAt: performance.now(), orderId: null, failure: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}`.trim() : String(error) };
  }
}

/**
 * `connections` signed-in shoppers, each on its own connection, placing COD checkouts one after
 * another (the next sent as soon as the last is answered) until stopped; connection i is shopper i
 * (round the list) ordering line i (round the lines).
 */
export function startCheckouts(base: string, shoppers: ShopperSession[], lines: StockedLine[], connections: number): CheckoutLoad {
  const done: Checkout[] = [];
  let running = true;
  const loops = Array.from({ length: connections }, async (_, i) => {
    const shopper = shoppers[i % shoppers.length]!;
    const line = lines[i % lines.length]!;
    while (running) done.push(await checkOut(base, shopper, line));
  });
  return {
    done,
    async stop() {
      running = false;
      await Promise.all(loops);
      return done;
    },
  };
}
