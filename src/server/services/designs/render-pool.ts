import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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
  /** Worker threads alive (a stopped one counts until its thread has ended). */
  threads: number;
}

interface Task {
  readonly job: RenderJob;
  readonly signal: AbortSignal | undefined;
  readonly resolve: (bytes: Uint8Array | null) => void;
  readonly reject: (error: Error) => void;
  readonly cleanup: () => void;
}

interface Running {
  readonly task: Task;
  readonly started: number;
}

// A .ts worker needs tsx's loader inside the thread; the boot file installs it (see there).
const BOOT = new URL('./render-worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./render-worker.ts', import.meta.url).href;

/**
 * Design drawing (previews at save, 300 DPI print files) in worker threads, so Konva and the
 * image decoders never hold the event loop: a small pool, a bounded queue that answers 503 with
 * Retry-After when full, a deadline per job, and a job whose client left is dropped from the
 * queue or its worker stopped.
 */
export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Running>();
  private readonly queue: Task[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly live = new Set<Worker>();
  private cancelled = 0;
  /** Recent job time, for Retry-After. */
  private typicalMs = 5_000;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions = DEFAULT_RENDER_POOL) {}

  stats(): RenderPoolStats {
    return { running: this.running.size, queued: this.queue.length, cancelled: this.cancelled, threads: this.live.size };
  }

  /** Draws a job; the signal drops it (queued) or stops its worker (running). */
  run(job: RenderJob, signal?: AbortSignal): Promise<Uint8Array | null> {
    if (signal?.aborted) return Promise.reject(this.cancel());
    if (this.closed) return Promise.reject(new DomainError('UNAVAILABLE', RENDER_MESSAGES.failed));
    if (this.running.size >= this.options.workers && this.queue.length >= this.options.queueLimit) {
      const seconds = this.retryAfterSeconds();
      return Promise.reject(new DomainError('UNAVAILABLE', RENDER_MESSAGES.busy(seconds), { retryAfterSeconds: seconds }));
    }
    return new Promise((resolve, reject) => {
      const deadline = setTimeout(() => this.stop(task, new DomainError('UNAVAILABLE', RENDER_MESSAGES.tooSlow)), this.options.deadlineMs);
      const onAbort = () => this.stop(task, this.cancel());
      signal?.addEventListener('abort', onAbort, { once: true });
      const task: Task = {
        job,
        signal,
        resolve,
        reject,
        cleanup: () => {
          clearTimeout(deadline);
          signal?.removeEventListener('abort', onAbort);
        },
      };
      this.queue.push(task);
      this.pump();
    });
  }

  /** Stops every worker and refuses what waits; later jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) this.settle(task, new DomainError('UNAVAILABLE', RENDER_MESSAGES.failed));
    const workers = [...this.idle.splice(0), ...this.running.keys()];
    for (const [worker, { task }] of this.running) {
      this.running.delete(worker);
      this.settle(task, new DomainError('UNAVAILABLE', RENDER_MESSAGES.failed));
    }
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private cancel(): DomainError {
    this.cancelled += 1;
    return new DomainError('UNAVAILABLE', RENDER_MESSAGES.cancelled);
  }

  private retryAfterSeconds(): number {
    const ahead = this.queue.length + this.running.size;
    return Math.min(60, Math.max(1, Math.ceil((ahead * this.typicalMs) / this.options.workers / 1000)));
  }

  /** A task that ends before its answer (client gone, deadline): out of the queue, or its worker stopped. */
  private stop(task: Task, error: Error): void {
    const waiting = this.queue.indexOf(task);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      this.settle(task, error);
      return;
    }
    for (const [worker, running] of this.running) {
      if (running.task !== task) continue;
      this.running.delete(worker);
      this.settle(task, error);
      // Stopping the thread is the only way to end native drawing mid-way; a new worker starts on demand.
      void worker.terminate();
      this.pump();
      return;
    }
  }

  private settle(task: Task, outcome: Error | { bytes: Uint8Array | null }): void {
    task.cleanup();
    if (outcome instanceof Error) task.reject(outcome);
    else task.resolve(outcome.bytes);
  }

  private pump(): void {
    while (this.queue.length > 0 && this.running.size < this.options.workers && !this.closed) {
      const task = this.queue.shift()!;
      const worker = this.idle.pop() ?? this.spawn();
      const timer = this.idleTimers.get(worker);
      if (timer) clearTimeout(timer);
      this.idleTimers.delete(worker);
      worker.ref();
      this.running.set(worker, { task, started: Date.now() });
      worker.postMessage(task.job);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(BOOT, { workerData: { entry: ENTRY } });
    this.live.add(worker);
    worker.on('message', (answer: RenderAnswer) => this.answered(worker, answer));
    // A worker that dies (a crash, or one we stopped) takes only its own job with it.
    const gone = () => {
      const running = this.running.get(worker);
      this.running.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      const timer = this.idleTimers.get(worker);
      if (timer) clearTimeout(timer);
      this.idleTimers.delete(worker);
      if (running) this.settle(running.task, new DomainError('UNAVAILABLE', RENDER_MESSAGES.failed));
      this.pump();
    };
    worker.on('error', gone);
    worker.on('exit', () => {
      this.live.delete(worker);
      gone();
    });
    return worker;
  }

  private answered(worker: Worker, answer: RenderAnswer): void {
    const running = this.running.get(worker);
    // A job stopped a moment ago may still answer before its thread ends: that worker is done.
    if (!running) return;
    this.running.delete(worker);
    {
      this.typicalMs = Math.round(this.typicalMs * 0.7 + (Date.now() - running.started) * 0.3);
      if (answer.ok) this.settle(running.task, { bytes: answer.bytes });
      else this.settle(running.task, new DomainError(answer.kind ?? 'UNAVAILABLE', answer.kind ? answer.message : RENDER_MESSAGES.failed));
    }
    this.idle.push(worker);
    // An idle worker neither keeps the process alive nor its memory for long.
    worker.unref();
    this.idleTimers.set(
      worker,
      setTimeout(() => {
        const index = this.idle.indexOf(worker);
        if (index >= 0) this.idle.splice(index, 1);
        this.idleTimers.delete(worker);
        void worker.terminate();
      }, this.options.idleMs).unref(),
    );
    this.pump();
  }
}

let shared: RenderPool | null = null;

/** The process's pool, started on first use. */
export function sharedRenderPool(): RenderPool {
  shared ??= new RenderPool();
  return shared;
}
