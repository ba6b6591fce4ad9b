import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { DomainError } from '../../errors';
import type { RenderAnswer, RenderJob } from './render-job';

/**
 * How many designs are drawn at once, how many may wait, and how long one may take from the
 * moment it is asked for. The deadline (queue wait included) stays under a load balancer's
 * usual 60 s idle timeout, so a print is answered (delivered or refused in words) before the
 * balancer would close the socket on the shopper.
 */
export interface RenderPoolOptions {
  workers: number;
  queueLimit: number;
  deadlineMs: number;
  /** A worker idle this long is stopped (its decoders' memory goes with it); the next job starts one. */
  idleMs: number;
}

/** One worker on a 2-core machine (the other core answers requests); two on larger ones. */
export const DEFAULT_RENDER_POOL: RenderPoolOptions = {
  workers: availableParallelism() <= 2 ? 1 : 2,
  queueLimit: 4,
  deadlineMs: 50_000,
  idleMs: 30_000,
};

export const RENDER_MESSAGES = {
  busy: (seconds: number) => `The shop is busy drawing other designs right now. Please try again in ${seconds} seconds.`,
  tooSlow: 'This design took too long to draw. Please try again in a minute.',
  failed: 'The design could not be drawn just now. Please try again.',
  cancelled: 'The request was closed before its design was drawn.',
} as const;

export interface RenderPoolStats {
  running: number;
  queued: number;
  /** Jobs dropped because their client left, since the pool started. */
  cancelled: number;
  /** Worker threads the pool holds (a stopped one leaves at once). */
  threads: number;
}

// A .ts worker needs tsx's loader inside the thread; the boot file installs it (see there).
const BOOT = new URL('./render-worker-boot.mjs', import.meta.url);

/**
 * Design drawing (previews at save, 300 DPI print files) in worker threads of a Tinypool, so
 * Konva and the image decoders never hold the event loop. Around the pool: a bounded queue that
 * answers 503 with Retry-After when full, a deadline per job, a job whose client left dropped
 * from the queue or its worker stopped, and every failure as the shop's own words.
 */
export class RenderPool {
  private readonly pool: Tinypool;
  /** Jobs handed to the pool and not yet settled, waiting or drawing. */
  private inFlight = 0;
  private cancelled = 0;
  /** Recent drawing time, for Retry-After. */
  private typicalMs = 5_000;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions = DEFAULT_RENDER_POOL) {
    // Every job carries an abort signal, so Tinypool gives each worker one job at a time and
    // stops the thread of a running job that is aborted: the only way to end native drawing.
    this.pool = new Tinypool({ filename: BOOT.href, minThreads: 0, maxThreads: options.workers, maxQueue: options.queueLimit, idleTimeout: options.idleMs });
  }

  stats(): RenderPoolStats {
    const queued = this.pool.queueSize;
    return { running: this.inFlight - queued, queued, cancelled: this.cancelled, threads: this.pool.threads.length };
  }

  /** Draws a job; the signal drops it (queued) or stops its worker (running). */
  async run(job: RenderJob, signal?: AbortSignal): Promise<Uint8Array | null> {
    if (signal?.aborted) throw this.cancel();
    if (this.closed) throw new DomainError('UNAVAILABLE', RENDER_MESSAGES.failed);
    if (this.inFlight >= this.options.workers && this.pool.queueSize >= this.options.queueLimit) {
      const seconds = this.retryAfterSeconds();
      throw new DomainError('UNAVAILABLE', RENDER_MESSAGES.busy(seconds), { retryAfterSeconds: seconds });
    }
    const stop = new AbortController();
    const deadline = setTimeout(() => stop.abort(new DomainError('UNAVAILABLE', RENDER_MESSAGES.tooSlow)), this.options.deadlineMs);
    const onAbort = () => stop.abort(this.cancel());
    signal?.addEventListener('abort', onAbort, { once: true });
    this.inFlight += 1;
    try {
      const answer = (await this.pool.run(job, { signal: stop.signal })) as RenderAnswer;
      if (!answer.ok) throw new DomainError(answer.kind ?? 'UNAVAILABLE', answer.kind ? answer.message : RENDER_MESSAGES.failed);
      this.typicalMs = Math.round(this.typicalMs * 0.7 + answer.drawMs * 0.3);
      return answer.bytes;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // Aborted: the reason says whose (deadline or client); else a crashed or stopped worker.
      throw stop.signal.reason instanceof DomainError ? stop.signal.reason : new DomainError('UNAVAILABLE', RENDER_MESSAGES.failed);
    } finally {
      this.inFlight -= 1;
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Stops every worker and refuses what waits; later jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool.destroy();
  }

  private cancel(): DomainError {
    this.cancelled += 1;
    return new DomainError('UNAVAILABLE', RENDER_MESSAGES.cancelled);
  }

  private retryAfterSeconds(): number {
    return Math.min(60, Math.max(1, Math.ceil((this.inFlight * this.typicalMs) / this.options.workers / 1000)));
  }
}

let shared: RenderPool | null = null;

/** The process's pool, started on first use. */
export function sharedRenderPool(): RenderPool {
  shared ??= new RenderPool();
  return shared;
}
