import type { Database } from '../../db/client';

export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** A notification naming products (`products:id,id`) drops only their pages; any other drops everything. */
const PRODUCTS_PAYLOAD = 'products:';

/** The cache key of a product's API answer. */
export const productKey = (productId: string) => `product:${productId.toLowerCase()}`;

export interface CatalogueCache {
  /** The cached value for key, loading it once even when many requests ask at the same moment. */
  get(key: string, load: () => Promise<string>): Promise<string>;
  /** Look-ups answered from memory and read afresh since the start (the metrics' hit ratio). */
  stats(): { hits: number; misses: number };
  /** Forgets everything here and tells every other app server to do the same. */
  changed(): Promise<void>;
  /**
   * Forgets these products' pages here and on every other app server, keeping the rest: an
   * order moves stock many times a minute, and listings and search do not show stock counts.
   * Lists and searches filtered by size in stock go too, since stock decides what they hold.
   */
  productsChanged(productIds: readonly string[]): Promise<void>;
  /**
   * Calls `listener` whenever this server drops cached data: with the products' ids when only
   * their pages went, with null when everything did (the server-rendered pages follow it).
   */
  onDrop(listener: (productIds: readonly string[] | null) => void): void;
  /** Stops listening for other servers' changes. */
  close(): Promise<void>;
  readonly size: number;
}

interface CacheOptions {
  maxEntries?: number;
  /** A safety net: even without a notification nothing is served older than this. */
  ttlMs?: number;
}

/**
 * Catalogue reads are the hot path (every page view) and change rarely (staff edits, stock).
 * Serialised answers are kept in process and dropped on every catalogue write; on PostgreSQL
 * the write is announced with NOTIFY so that every app server drops its copy too.
 */
export async function createCatalogueCache(database: Database, options: CacheOptions = {}): Promise<CatalogueCache> {
  const maxEntries = options.maxEntries ?? 2000;
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const entries = new Map<string, { value: Promise<string>; expiresAt: number }>();
  // A load that started before a change must not repopulate the cache with old data.
  let generation = 0;
  let hits = 0;
  let misses = 0;
  const listeners: ((productIds: readonly string[] | null) => void)[] = [];

  const clear = () => {
    generation += 1;
    entries.clear();
    for (const listener of listeners) listener(null);
  };
  const dropProducts = (productIds: readonly string[]) => {
    for (const listener of listeners) listener(productIds);
    const ids = new Set(productIds.map((id) => id.toLowerCase()));
    // Dropping an entry whose load is still running is enough: a later get loads afresh.
    for (const key of entries.keys()) {
      // A list or search filtered by size in stock depends on stock: it goes too.
      if ((key.startsWith('list:') || key.startsWith('search:')) && /[:&]size=/.test(key)) {
        entries.delete(key);
        continue;
      }
      if (key.startsWith('product:') && ids.has(key.slice('product:'.length))) entries.delete(key);
    }
  };
  const unlisten = await database.listen(CATALOGUE_CHANNEL, (payload) => {
    if (payload.startsWith(PRODUCTS_PAYLOAD)) dropProducts(payload.slice(PRODUCTS_PAYLOAD.length).split(','));
    else clear();
  });

  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) {
        hits += 1;
        return hit.value;
      }
      misses += 1;
      const startedAt = generation;
      const value = load();
      entries.set(key, { value, expiresAt: now + ttlMs });
      value.then(
        () => {
          if (startedAt !== generation && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      if (entries.size > maxEntries) {
        // Maps keep insertion order: the first key is the oldest.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    stats: () => ({ hits, misses }),
    async changed() {
      clear();
      await database.notify(CATALOGUE_CHANNEL, String(Date.now()));
    },
    async productsChanged(productIds) {
      if (productIds.length === 0) return;
      dropProducts(productIds);
      await database.notify(CATALOGUE_CHANNEL, PRODUCTS_PAYLOAD + [...new Set(productIds)].join(','));
    },
    onDrop(listener) {
      listeners.push(listener);
    },
    async close() {
      await unlisten();
    },
    get size() {
      return entries.size;
    },
  };
}
