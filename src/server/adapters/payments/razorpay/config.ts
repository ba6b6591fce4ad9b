import { z } from 'zod';
import { ConfigError } from '../../../config';

export interface RazorpayConfig {
  /** The public key id (rzp_test_… or rzp_live_…): Checkout is opened with it, the API is called with it and the secret. */
  keyId: string;
  keySecret: string;
  /** The secret set on the webhook in Razorpay's dashboard (X-Razorpay-Signature is an HMAC of the body with it). */
  webhookSecret: string;
  /** The API's host (`/v1/orders`, `/v1/payments`). */
  apiUrl: string;
  /** Razorpay's Checkout script, which the hand-off page loads. */
  checkoutUrl: string;
  /** Each call to Razorpay gives up after this long. */
  timeoutMs: number;
}

/** Razorpay's own addresses, as its documentation gives them. */
export const RAZORPAY_HOSTS = { apiUrl: 'https://api.razorpay.com', checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js' } as const;

const required = 'is required when PAYMENT_PROVIDER=razorpay';
const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const schema = z.object({
  RAZORPAY_KEY_ID: z
    .string({ error: `${required} (the Key Id from Razorpay's dashboard)` })
    .regex(/^[A-Za-z0-9_]{1,64}$/, 'must be the Key Id as Razorpay shows it (letters, digits and _)'),
  RAZORPAY_KEY_SECRET: z.string({ error: `${required} (the Key Secret from Razorpay's dashboard)` }).min(1, required),
  RAZORPAY_WEBHOOK_SECRET: z.string({ error: `${required} (the secret set on the webhook in Razorpay's dashboard)` }).min(1, required),
  RAZORPAY_API_URL: url.optional(),
  RAZORPAY_CHECKOUT_URL: url.optional(),
});

/**
 * Razorpay's settings from the environment; every problem is named by its variable, never
 * with its value (the key secret and webhook secret are secrets). RAZORPAY_API_URL and
 * RAZORPAY_CHECKOUT_URL point the shop at a local stand-in (tests, offline demos).
 */
export function readRazorpayConfig(env: NodeJS.ProcessEnv): RazorpayConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('RAZORPAY_') && !!value));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  return {
    keyId: data.RAZORPAY_KEY_ID,
    keySecret: data.RAZORPAY_KEY_SECRET,
    webhookSecret: data.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: (data.RAZORPAY_API_URL ?? RAZORPAY_HOSTS.apiUrl).replace(/\/+$/, ''),
    checkoutUrl: data.RAZORPAY_CHECKOUT_URL ?? RAZORPAY_HOSTS.checkoutUrl,
    timeoutMs: 10_000,
  };
}
