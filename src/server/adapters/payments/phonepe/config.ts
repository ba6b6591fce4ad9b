import { ConfigError } from '../../../config';
import { z } from 'zod';

export interface PhonePeConfig {
  merchantId: string;
  saltKey: string;
  saltIndex: number;
  /** The API host: PhonePe's UAT sandbox by default, https://api.phonepe.com/apis/hermes in production. */
  baseUrl: string;
  /** Each call to PhonePe gives up after this long. */
  timeoutMs: number;
}

export const PHONEPE_UAT_URL = 'https://api-preprod.phonepe.com/apis/pg-sandbox';

const schema = z.object({
  PHONEPE_MERCHANT_ID: z.string().min(1, 'is required when PAYMENT_PROVIDER=phonepe-v1').max(38),
  PHONEPE_SALT_KEY: z.string().min(1, 'is required when PAYMENT_PROVIDER=phonepe-v1'),
  PHONEPE_SALT_INDEX: z.coerce.number().int().min(1).default(1),
  PHONEPE_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default(PHONEPE_UAT_URL),
});

/** PhonePe's settings from the environment; every problem is named by its variable. */
export function readPhonePeConfig(env: NodeJS.ProcessEnv): PhonePeConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('PHONEPE_') && !!value));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    merchantId: parsed.data.PHONEPE_MERCHANT_ID,
    saltKey: parsed.data.PHONEPE_SALT_KEY,
    saltIndex: parsed.data.PHONEPE_SALT_INDEX,
    baseUrl: parsed.data.PHONEPE_BASE_URL.replace(/\/+$/, ''),
    timeoutMs: 10_000,
  };
}
