import { z } from 'zod';
import { ConfigError } from '../../../config';

export interface ShiprocketConfig {
  /** The API user's login (Shiprocket: Settings > API > Configure). */
  email: string;
  password: string;
  baseUrl: string;
  /** The pickup address's name in the Shiprocket panel, and its pincode (rates and days are from it). */
  pickupLocation: string;
  pickupPincode: string;
  webhookToken: string | undefined;
  timeoutMs: number;
}

export const SHIPROCKET_URL = 'https://apiv2.shiprocket.in';

const schema = z.object({
  SHIPROCKET_EMAIL: z.email({ error: 'is required when COURIER_PROVIDER=shiprocket (the API user e-mail)' }),
  SHIPROCKET_PASSWORD: z.string().min(1, 'is required when COURIER_PROVIDER=shiprocket'),
  SHIPROCKET_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default(SHIPROCKET_URL),
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).max(100).default('Primary'),
  SHIPROCKET_PICKUP_PINCODE: z.string().regex(/^\d{6}$/, 'must be a 6-digit pincode').default('462011'),
});

/** Shiprocket's settings from the environment; every problem is named by its variable. */
export function readShiprocketConfig(env: NodeJS.ProcessEnv): ShiprocketConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('SHIPROCKET_') && !!value));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    email: parsed.data.SHIPROCKET_EMAIL,
    password: parsed.data.SHIPROCKET_PASSWORD,
    baseUrl: parsed.data.SHIPROCKET_BASE_URL.replace(/\/+$/, ''),
    pickupLocation: parsed.data.SHIPROCKET_PICKUP_LOCATION,
    pickupPincode: parsed.data.SHIPROCKET_PICKUP_PINCODE,
    webhookToken: env.COURIER_WEBHOOK_TOKEN || undefined,
    timeoutMs: 10_000,
  };
}
