import { readPhonePeConfig } from './phonepe/config';
import { phonePeProvider } from './phonepe/provider';
import { readPhonePeV2Config } from './phonepe/v2/config';
import { phonePeV2Provider } from './phonepe/v2/provider';
import type { PaymentProvider } from './provider';
import { readRazorpayConfig } from './razorpay/config';
import { razorpayProvider } from './razorpay/provider';

/**
 * The provider PAYMENT_PROVIDER names: PhonePe Standard Checkout v2 (`phonepe`) or PhonePe's
 * salt-key API for merchants who hold its credentials (`phonepe-v1`), each configured by its
 * PHONEPE_* variables; Razorpay (`razorpay`) by its RAZORPAY_* variables; or undefined for the
 * built-in sandbox gateway (which buildApp makes, as it needs the database).
 */
export function paymentProviderFromEnv(kind: 'sandbox' | 'phonepe' | 'phonepe-v1' | 'razorpay', env: NodeJS.ProcessEnv): PaymentProvider | undefined {
  if (kind === 'razorpay') return razorpayProvider(readRazorpayConfig(env));
  if (kind === 'phonepe') return phonePeV2Provider(readPhonePeV2Config(env));
  if (kind === 'phonepe-v1') return phonePeProvider(readPhonePeConfig(env));
  return undefined;
}
