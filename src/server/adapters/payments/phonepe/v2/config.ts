import { z } from 'zod';
import { ConfigError } from '../../../../config';

export interface PhonePeV2Config {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** The payment APIs' host (pay, order status, refund, refund status). */
  apiUrl: string;
  /** The OAuth token's host (`/v1/oauth/token`). */
  oauthUrl: string;
  /** The webhook's username and password as set on PhonePe's dashboard (PhonePe sends sha256(username:password)). */
  webhookUsername: string;
  webhookPassword: string;
  /** Each call to PhonePe gives up after this long. */
  timeoutMs: number;
}

/** PhonePe's hosts for Standard Checkout v2, as its documentation and official SDKs name them. */
export const PHONEPE_V2_HOSTS = {
  sandbox: { apiUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox', oauthUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox' },
  production: { apiUrl: 'https://api.phonepe.com/apis/pg', oauthUrl: 'https://api.phonepe.com/apis/identity-manager' },
} as const;

const required = 'is required when PAYMENT_PROVIDER=phonepe';
const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const schema = z.object({
  PHONEPE_CLIENT_ID: z.string({ error: required }).min(1, required).max(100),
  PHONEPE_CLIENT_SECRET: z.string({ error: required }).min(1, required),
  PHONEPE_CLIENT_VERSION: z.coerce.number({ error: `${required} (a whole number, 1 in PhonePe's sandbox)` }).int('must be a whole number').min(1, 'must be 1 or more'),
  PHONEPE_WEBHOOK_USERNAME: z.string({ error: `${required} (the webhook's username on PhonePe's dashboard)` }).min(1, required),
  PHONEPE_WEBHOOK_PASSWORD: z.string({ error: `${required} (the webhook's password on PhonePe's dashboard)` }).min(1, required),
  PHONEPE_ENV: z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }).default('sandbox'),
  PHONEPE_API_URL: url.optional(),
  PHONEPE_OAUTH_URL: url.optional(),
});

/**
 * PhonePe Standard Checkout v2's settings from the environment; every problem is named by its
 * variable (never with its value: these are secrets). PHONEPE_ENV picks PhonePe's sandbox
 * ("preprod") or production hosts; PHONEPE_API_URL and PHONEPE_OAUTH_URL override them.
 */
export function readPhonePeV2Config(env: NodeJS.ProcessEnv): PhonePeV2Config {
  const present = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('PHONEPE_') && !!value));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  const hosts = PHONEPE_V2_HOSTS[data.PHONEPE_ENV];
  return {
    clientId: data.PHONEPE_CLIENT_ID,
    clientSecret: data.PHONEPE_CLIENT_SECRET,
    clientVersion: data.PHONEPE_CLIENT_VERSION,
    apiUrl: (data.PHONEPE_API_URL ?? hosts.apiUrl).replace(/\/+$/, ''),
    oauthUrl: (data.PHONEPE_OAUTH_URL ?? hosts.oauthUrl).replace(/\/+$/, ''),
    webhookUsername: data.PHONEPE_WEBHOOK_USERNAME,
    webhookPassword: data.PHONEPE_WEBHOOK_PASSWORD,
    timeoutMs: 10_000,
  };
}
