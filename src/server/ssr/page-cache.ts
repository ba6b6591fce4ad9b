import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A visitor's page as finished bytes: sent like a static file, never parsed or rendered again. */
export interface FinishedPage {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The product the page shows, so that a change to it drops the page. */
  productId?: string;
  /** SHA-256 (base64) of each inline `<style>` of the page, for its Content-Security-Policy. */
  styleHashes: readonly string[];
}

/** Encodes a rendered document once, in every encoding it will be asked for. */
export function finishPage(status: number, html: string, productId?: string, styleHashes: readonly string[] = []): FinishedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    status,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    ...(productId ? { productId: productId.toLowerCase() } : {}),
    styleHashes,
  };
}

/**
 * Visitors' pages by address, until a catalogue write drops them (all of them, or a product's
 * own pages when only its stock moved). A render that started before a drop is not kept.
 */
export class PageCache {
  private readonly pages = new Map<string, FinishedPage>();
  private readonly renders = new Map<string, Promise<FinishedPage>>();
  private generation = 0;

  constructor(private readonly maxEntries = 1000) {}

  get(key: string): FinishedPage | undefined {
    return this.pages.get(key);
  }

  /** The page at key: kept, or rendered once even when many visitors ask for it at the same moment. */
  async load(key: string, render: () => Promise<FinishedPage>): Promise<FinishedPage> {
    const kept = this.pages.get(key);
    if (kept) return kept;
    const running = this.renders.get(key);
    if (running) return running;
    const startedAt = this.generation;
    const promise = render().finally(() => this.renders.delete(key));
    this.renders.set(key, promise);
    const page = await promise;
    if (startedAt === this.generation) {
      this.pages.set(key, page);
      if (this.pages.size > this.maxEntries) {
        const oldest = this.pages.keys().next().value;
        if (oldest !== undefined) this.pages.delete(oldest);
      }
    }
    return page;
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.renders.clear();
  }

  dropProducts(productIds: readonly string[]): void {
    const ids = new Set(productIds.map((id) => id.toLowerCase()));
    this.generation += 1;
    this.renders.clear();
    for (const [key, page] of this.pages) if (page.productId && ids.has(page.productId)) this.pages.delete(key);
  }

  get size(): number {
    return this.pages.size;
  }
}
