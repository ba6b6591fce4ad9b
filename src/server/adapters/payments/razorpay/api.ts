import { ProviderUnavailableError } from '../provider';
import type { RazorpayConfig } from './config';

export interface RazorpayAnswer<T> {
  status: number;
  answer: T;
}

/**
 * Razorpay's REST API with HTTP basic auth (key id : key secret). Nothing is decided when
 * Razorpay cannot be reached, answers a 5xx or something that is not JSON, or refuses our keys
 * (401): each throws ProviderUnavailableError, whose message names the variables to check and
 * never their values. A 4xx is Razorpay's answer, for the caller to read.
 */
export function razorpayApi(config: Pick<RazorpayConfig, 'apiUrl' | 'keyId' | 'keySecret' | 'timeoutMs'>, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RazorpayAnswer<T>> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization, ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    if (response.status === 401) throw new ProviderUnavailableError('Razorpay refused our keys (401): check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    let answer: T;
    try {
      answer = (await response.json()) as T;
    } catch {
      throw new ProviderUnavailableError(`Razorpay answered ${response.status} with something that is not JSON`);
    }
    if (response.status >= 500) throw new ProviderUnavailableError(`Razorpay answered ${response.status}`);
    return { status: response.status, answer: answer ?? ({} as T) };
  };
}
