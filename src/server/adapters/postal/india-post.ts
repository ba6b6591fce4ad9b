import type { PostalLookup, PostalPlace } from './lookup';

/** India Post's public lookup; `{pincode}` is replaced, else the pincode is appended. */
export const INDIA_POST_URL = 'https://api.postalpincode.in/pincode/{pincode}';

export interface IndiaPostOptions {
  url?: string;
  timeoutMs?: number;
  cacheMs?: number;
  /** Most pincodes a process remembers; the oldest are forgotten first. */
  cacheSize?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

interface IndiaPostAnswer {
  Status?: string;
  PostOffice?: { Block?: string; District?: string; State?: string }[] | null;
}

/** Reads the first item's Status and PostOffice[0].Block and State (spec section 7, External). */
export function placeFromAnswer(body: unknown): PostalPlace | null {
  const first = (Array.isArray(body) ? body[0] : null) as IndiaPostAnswer | null;
  const office = first?.Status === 'Success' ? first.PostOffice?.[0] : undefined;
  if (!office?.State) return null;
  // Block is "NA" for many city post offices; the district is the better city then.
  const block = office.Block && office.Block !== 'NA' ? office.Block : (office.District ?? '');
  return { city: block, state: office.State };
}

/**
 * The India Post lookup through the shop, so the browser never depends on a third party:
 * a short timeout, and answers (found or not) kept a day. A failure is not cached, so the
 * next shopper tries again.
 */
export function indiaPostLookup(options: IndiaPostOptions = {}): PostalLookup {
  const url = options.url ?? INDIA_POST_URL;
  const timeoutMs = options.timeoutMs ?? 3000;
  const cacheMs = options.cacheMs ?? 24 * 3600 * 1000;
  const cacheSize = options.cacheSize ?? 5000;
  const fetchImpl = options.fetch ?? fetch;
  const cache = new Map<string, { place: PostalPlace | null; until: number }>();

  return {
    async lookup(pincode) {
      const hit = cache.get(pincode);
      if (hit && hit.until > Date.now()) return hit.place;
      const target = url.includes('{pincode}') ? url.replace('{pincode}', pincode) : `${url.replace(/\/+$/, '')}/${pincode}`;
      let place: PostalPlace | null;
      try {
        const response = await fetchImpl(target, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        if (!response.ok) {
          options.log?.(`postal lookup for ${pincode} answered ${response.status}`);
          return null;
        }
        place = placeFromAnswer(await response.json());
      } catch (error) {
        options.log?.(`postal lookup for ${pincode} failed: ${(error as Error).message}`);
        return null;
      }
      cache.delete(pincode);
      cache.set(pincode, { place, until: Date.now() + cacheMs });
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return place;
    },
  };
}
