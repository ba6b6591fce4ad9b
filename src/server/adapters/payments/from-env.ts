import { readPhonePeConfig } from './phonepe/config';
import { phonePeProvider } from './phonepe/provider';
import type { PaymentProvider } from './provider';

/**
 * The provider PAYMENT_PROVIDER names: PhonePe, configured by its PHONEPE_* variables, or
 * undefined for the built-in sandbox gateway (which buildApp makes, as it needs the database).
 */
export function paymentProviderFromEnv(kind: 'sandbox' | 'phonepe', env: NodeJS.ProcessEnv): PaymentProvider | undefined {
  return kind === 'phonepe' ? phonePeProvider(readPhonePeConfig(env)) : undefined;
}
