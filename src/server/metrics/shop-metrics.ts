import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Registry, type Metric } from 'prom-client';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';
import type { CatalogueCache } from '../services/catalogue/cache';
import type { RenderPool } from '../services/designs/render-pool';
import { appendRouteHook } from '../plugins/route-hooks';

/**
 * What the shop tells Prometheus: requests per route with their latency, orders
 * placed and refused by payment method, payment callbacks, the order-mail queue, the design
 * render pool, the database pool, the catalogue cache, and Node's own figures (event-loop lag,
 * memory, CPU). One registry per app (tests build many); served on its own port by
 * metrics-server.ts, and only when METRICS_PORT is set: a shop without it pays nothing.
 */
export interface ShopMetrics {
  registry: Registry;
  /** Counts an answer written before Fastify's pipeline (plugins/replay.ts). */
  replayed(method: string): void;
  /** Counts an answer of no route: a rendered page, a moved address or an unknown one (plugins/web.ts). */
  unrouted(request: FastifyRequest, reply: FastifyReply): void;
}

export interface MetricsSources {
  database: Database;
  cache: CatalogueCache;
  renders: RenderPool;
}

/** Latency buckets (seconds): a cached read takes a millisecond, a rendered page tens, a print file seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The order-placing operations, by the end of their address (openapi.yaml), and the payment method each means. */
const ORDER_ROUTES: Record<string, 'cod' | 'online' | 'from-body'> = {
  '/order/cod': 'cod',
  '/order/payment': 'online',
  '/order/cart-checkout': 'from-body',
};
const PAYMENT_CALLBACK_ROUTE = '/order/callback';

/** placed (2xx), refused (4xx: stock, price, rules; the shopper was told why), failed (5xx). */
function outcomeOf(status: number): 'placed' | 'refused' | 'failed' {
  return status < 400 ? 'placed' : status < 500 ? 'refused' : 'failed';
}

function orderMethodOf(request: FastifyRequest, kind: 'cod' | 'online' | 'from-body'): string {
  if (kind !== 'from-body') return kind;
  const method = (request.body as { paymentMethod?: unknown } | undefined)?.paymentMethod;
  return method === 'cod' || method === 'online' ? method : 'unknown';
}

/** The route label of an answer no route gave (web.ts's not-found handler). */
const UNROUTED = 'page or not found';

export function createShopMetrics(app: FastifyInstance, sources: MetricsSources): ShopMetrics {
  const registry = new Registry();
  registerNodeFigures(registry);

  // Every request passes the hook below: it only adds to plain numbers here (a prom-client
  // counter and histogram hash their labels on every call), and the scrape turns them into samples.
  const tally = new RequestTally();
  registry.registerMetric(tally.counter('shop_http_requests_total', 'HTTP answers by method, route pattern and status code.'));
  registry.registerMetric(tally.histogram('shop_http_request_duration_seconds', 'Time from the request to the last byte of the answer, by method and route pattern.'));
  const orders = new Counter({
    name: 'shop_orders_total',
    help: 'Order placements by payment method and outcome (placed, refused with a reason, failed).',
    labelNames: ['payment_method', 'outcome'] as const,
    registers: [registry],
  });
  const callbacks = new Counter({
    name: 'shop_payment_callbacks_total',
    help: "The payment provider's callbacks by outcome (placed: accepted; refused: bad signature or unknown; failed: our error).",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const db = sources.database.db;
  new Gauge({
    name: 'shop_mail_queue_depth',
    help: 'Order mails waiting to be sent (not sent, not given up).',
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ depth: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${mailQueue.createdAt})` })
        .from(mailQueue)
        .where(sql`${mailQueue.sentAt} is null and ${mailQueue.gaveUpAt} is null`);
      this.set(row?.depth ?? 0);
      oldestMail = row?.oldest ? (Date.now() - new Date(row.oldest).getTime()) / 1000 : 0;
    },
  });
  // Read by the depth gauge's query, which runs first (registration order): one query for both.
  let oldestMail = 0;
  new Gauge({
    name: 'shop_mail_queue_oldest_age_seconds',
    help: 'Age of the oldest order mail still waiting (0 when none waits).',
    registers: [registry],
    collect() {
      this.set(Math.max(0, oldestMail));
    },
  });
  new Gauge({
    name: 'shop_render_pool_jobs',
    help: 'Design drawings (previews, print files) running and waiting in the render pool.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.renders.stats();
      this.set({ state: 'running' }, stats.running);
      this.set({ state: 'queued' }, stats.queued);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'PostgreSQL pool connections (total, idle, and requests waiting for one); absent on the embedded database.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Counter({
    name: 'shop_catalogue_cache_lookups_total',
    help: 'Catalogue cache look-ups by result (hit: answered from memory; miss: read from the database).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = sources.cache.stats();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });

  // A hook of each route's own, made as the route is added: it knows its route and its figures,
  // so an answer costs a few additions (a hook for every request would ask Fastify for the
  // route's options, a new object each time, and look its figures up by name).
  app.addHook('onRoute', (route) => {
    const order = Object.entries(ORDER_ROUTES).find(([suffix]) => route.url.endsWith(suffix))?.[1];
    const callback = route.url.endsWith(PAYMENT_CALLBACK_ROUTE);
    const count: onResponseHookHandler = (request, reply, done) => {
      const status = reply.statusCode;
      tally.add(request.method, route.url, status, reply.elapsedTime / 1000);
      if (request.method === 'POST' && order) orders.inc({ payment_method: orderMethodOf(request, order), outcome: outcomeOf(status) });
      else if (request.method === 'POST' && callback) callbacks.inc({ outcome: outcomeOf(status) });
      done();
    };
    appendRouteHook(route, 'onResponse', count);
  });

  return {
    registry,
    replayed(method) {
      // Written in a few microseconds, before Fastify could time it: counted, not timed.
      tally.add(method, 'replayed', 200, null);
    },
    unrouted(request, reply) {
      reply.raw.once('finish', () => tally.add(request.method, UNROUTED, reply.statusCode, reply.elapsedTime / 1000));
    },
  };
}

/** One method and route's answers: how many per status, and their latencies in LATENCY_BUCKETS. */
interface RouteFigures {
  method: string;
  route: string;
  statuses: Map<number, number>;
  /** Answers timed (replayed ones are not), their summed seconds, and how many fell in each bucket (the last: above every bound). */
  timed: number;
  seconds: number;
  inBucket: number[];
}

type Sample = { value: number; labels: Record<string, string | number>; metricName?: string };

/**
 * Requests counted into plain numbers, read out as Prometheus samples only when scraped: a
 * counter of answers by status and a histogram of latency, each as prom-client's registry takes
 * a metric (its `get()`), so they print like the library's own.
 */
class RequestTally {
  private readonly routes = new Map<string, RouteFigures>();

  add(method: string, route: string, status: number, seconds: number | null): void {
    const key = `${method} ${route}`;
    let figures = this.routes.get(key);
    if (!figures) {
      figures = { method, route, statuses: new Map(), timed: 0, seconds: 0, inBucket: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0) };
      this.routes.set(key, figures);
    }
    figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    if (seconds === null) return;
    figures.timed += 1;
    figures.seconds += seconds;
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket += 1;
    figures.inBucket[bucket]! += 1;
  }

  counter(name: string, help: string): Metric {
    return this.metric(name, help, 'counter', () =>
      [...this.routes.values()].flatMap(({ method, route, statuses }) => [...statuses].map(([status, value]) => ({ value, labels: { method, route, status } }))),
    );
  }

  histogram(name: string, help: string): Metric {
    return this.metric(name, help, 'histogram', () =>
      [...this.routes.values()]
        .filter((figures) => figures.timed > 0)
        .flatMap(({ method, route, timed, seconds, inBucket }): Sample[] => {
          let below = 0;
          const buckets = LATENCY_BUCKETS.map((bound, index) => {
            below += inBucket[index]!;
            return { value: below, labels: { method, route, le: bound }, metricName: `${name}_bucket` };
          });
          return [
            ...buckets,
            { value: timed, labels: { method, route, le: '+Inf' }, metricName: `${name}_bucket` },
            { value: seconds, labels: { method, route }, metricName: `${name}_sum` },
            { value: timed, labels: { method, route }, metricName: `${name}_count` },
          ];
        }),
    );
  }

  private metric(name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]): Metric {
    const metric = {
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
      reset: () => this.routes.clear(),
    };
    return metric as unknown as Metric;
  }
}

/**
 * Node's own figures, read when scraped: event-loop lag (a native histogram sampled every 20 ms,
 * its mean and p99 since the last scrape), resident memory, the JavaScript heap and CPU time.
 * Not prom-client's defaults, whose garbage-collection observer costs every request.
 */
function registerNodeFigures(registry: Registry): void {
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  // Read in registration order: the mean's collect reads the histogram, the p99's resets it.
  gauge('shop_nodejs_eventloop_lag_seconds', 'Mean event-loop delay since the last scrape.', () => (Number.isFinite(lag.mean) ? lag.mean / 1e9 : 0));
  gauge('shop_nodejs_eventloop_lag_p99_seconds', 'The 99th percentile of event-loop delay since the last scrape.', () => {
    const p99 = lag.percentile(99) / 1e9;
    lag.reset();
    return p99;
  });
  gauge('shop_process_resident_memory_bytes', 'Resident memory of the shop process.', () => process.memoryUsage.rss());
  gauge('shop_nodejs_heap_used_bytes', 'JavaScript heap in use.', () => process.memoryUsage().heapUsed);
  new Counter({
    name: 'shop_process_cpu_seconds_total',
    help: 'CPU time (user and system) the shop process has used.',
    registers: [registry],
    collect() {
      const { user, system } = process.cpuUsage();
      this.reset();
      this.inc((user + system) / 1e6);
    },
  });
}
