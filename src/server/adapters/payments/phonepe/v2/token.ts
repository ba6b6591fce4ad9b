import { ProviderUnavailableError } from '../../provider';

export interface OAuthSettings {
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  timeoutMs: number;
}

/** PhonePe's token answer (`/v1/oauth/token`); times are epoch seconds. */
interface TokenAnswer {
  access_token?: unknown;
  token_type?: unknown;
  expires_at?: unknown;
  issued_at?: unknown;
  expires_in?: unknown;
}

/** A token is replaced this long before PhonePe's expires_at (at most half its life), so no call carries one that lapses on the way. */
const REFRESH_BEFORE_MS = 60_000;

export interface TokenSource {
  /** The Authorization header's value (`O-Bearer <token>`): the cached one while it is fresh, else a new one. */
  header(): Promise<string>;
  /** PhonePe refused this header (401): the next header() fetches a new token. */
  refused(header: string): void;
}

/**
 * PhonePe's OAuth token for Standard Checkout v2 (client credentials, form-encoded), kept in
 * memory until a little before its expires_at. Concurrent calls share one fetch. Errors name
 * no credential: the client secret never reaches a log.
 */
export function phonePeTokenSource(settings: OAuthSettings, fetchImpl: typeof fetch, now: () => number = Date.now): TokenSource {
  let cached: { header: string; refreshAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.oauthUrl}/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_version: String(settings.clientVersion),
          client_secret: settings.clientSecret,
          grant_type: 'client_credentials',
        }).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`PhonePe's token service could not be reached: ${(error as Error).message}`);
    }
    let answer: TokenAnswer;
    try {
      answer = (await response.json()) as TokenAnswer;
    } catch {
      throw new ProviderUnavailableError(`PhonePe's token service answered ${response.status} with something that is not JSON`);
    }
    if (!response.ok || typeof answer.access_token !== 'string' || !answer.access_token) {
      // A 4xx here is a configuration problem (wrong client id, secret or version): said without them.
      throw new ProviderUnavailableError(`PhonePe's token service answered ${response.status}${response.status === 400 || response.status === 401 ? ': check PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET and PHONEPE_CLIENT_VERSION' : ''}`);
    }
    const issuedAtMs = typeof answer.issued_at === 'number' ? answer.issued_at * 1000 : now();
    const expiresAtMs =
      typeof answer.expires_at === 'number' ? answer.expires_at * 1000 : typeof answer.expires_in === 'number' ? issuedAtMs + answer.expires_in * 1000 : now();
    const life = Math.max(0, expiresAtMs - issuedAtMs);
    const type = typeof answer.token_type === 'string' && answer.token_type ? answer.token_type : 'O-Bearer';
    const header = `${type} ${answer.access_token}`;
    cached = { header, refreshAt: expiresAtMs - Math.min(REFRESH_BEFORE_MS, life / 2) };
    return header;
  }

  return {
    async header() {
      if (cached && now() < cached.refreshAt) return cached.header;
      fetching ??= fetchToken().finally(() => {
        fetching = null;
      });
      return fetching;
    },
    refused(header) {
      if (cached?.header === header) cached = null;
    },
  };
}
