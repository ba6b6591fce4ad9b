import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentProvider } from './adapters/payments/provider';
import type { CourierProvider } from './adapters/couriers/provider';
import { defaultCourier } from './adapters/couriers/from-env';
import { sandboxProvider } from './adapters/payments/sandbox/provider';
import { isRazorpay } from './adapters/payments/razorpay/provider';
import { indiaPostLookup } from './adapters/postal/india-post';
import type { PostalLookup } from './adapters/postal/lookup';
import type { DocumentStore } from './adapters/storage/store';
import type { Database } from './db/client';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/headers';
import { registerMultipart } from './plugins/multipart';
import { DEFAULT_NOT_FOUND_LIMIT, registerNotFoundLimit, type NotFoundLimit } from './plugins/not-found-limit';
import { API_PREFIX, registerOpenApi } from './plugins/openapi';
import { keepRawBody } from './plugins/raw-body';
import { registerRazorpayCheckout } from './routes/razorpay-checkout';
import type { Handlers } from './routes/handler';
import { keptSerializers, registerBodyContentCheck, registerListPathParams, registerValidation } from './plugins/validation';
import { registerWeb } from './plugins/web';
import { registerReplay } from './plugins/replay';
import { needsXsrfToken, registerSecurity } from './plugins/security';
import { authHandlers, userView } from './routes/auth';
import { findSessionUser } from './services/auth/sessions';
import { serverData } from './ssr/server-data';
import { registerSitemap } from './ssr/sitemap';
import { registerOgImages } from './ssr/og-image';
import { addressHandlers } from './routes/addresses';
import { profileHandlers } from './routes/profile';
import { cartHandlers } from './routes/cart';
import { discountHandlers } from './routes/discounts';
import { catalogueHandlers } from './routes/catalogue';
import { templateHandlers } from './routes/templates';
import { designHandlers } from './routes/designs';
import { documentHandlers } from './routes/documents';
import { orderHandlers, PAYMENT_CALLBACK_PATH } from './routes/orders';
import { registerSandboxGateway } from './routes/sandbox-gateway';
import { productAdminHandlers } from './routes/product-admin';
import { productEditHandlers } from './routes/product-edit-admin';
import { staffHandlers } from './routes/staff';
import { staffBannerHandlers } from './routes/staff-banners';
import { registerStaffGrantRoute } from './routes/staff-grant';
import { registerBackupRequestRoute } from './routes/backup-request';
import { startBackupSchedule, type BackupSchedule } from './services/backups/backup-schedule';
import { shopVersion } from './runtime';
import { DEFAULT_AUTH_POLICY, accountsService, type AuthPolicy } from './services/auth/accounts';
import { startMailSender, type MailQueuePolicy } from './services/mail-queue/sender';
import { sharedRenderPool, type RenderPool } from './services/designs/render-pool';
import { createCatalogueCache, type CatalogueCache } from './services/catalogue/cache';
import { invoiceHandlers } from './routes/invoices';
import { invoicePdfById } from './services/invoices/invoice-access';
import type { InvoiceSeller } from './db/schema';
import type { OrdersContext } from './services/orders/orders-context';
import { expireStalePayments } from './services/payments/online-payment';
import { sweepRefunds } from './services/refunds/issue-refund';
import { startEmbeddedVacuum } from './db/embedded-vacuum';
import { cancelUnconfirmedCod } from './services/cod/cod-confirmation';
import { directoryFirstLookup } from './adapters/postal/directory';
import { refundHandlers } from './routes/refunds';
import { createShopMetrics, type ShopMetrics } from './metrics/shop-metrics';
import { shipmentHandlers } from './routes/shipments';
import { DEFAULT_DESIGN_UPLOAD_POLICY, type DesignUploadPolicy } from './services/designs/upload-quota';
import { DEFAULT_CODE_LOOKUP_LIMIT, type CodeLookupLimit } from './services/discounts/code-lookup-limit';
import { sweepUnusedUploads } from './services/designs/upload-sweep';
import { staffSecurityHandler } from './plugins/staff-guard';
import { startDailyMails } from './services/staff/daily-mails';
import { preloadedScreenModule } from '../shared/preloaded-screens';

export interface AppDeps {
  database: Database;
  store: DocumentStore;
  mailer: Mailer;
  /** Login throttling and OTP limits; tests shorten the slow-down. */
  authPolicy?: AuthPolicy;
  /** Signs the XSRF tokens; shared by every app server. */
  secret: string;
  /** The shop is on https: cookies get Secure (and the session cookie the __Host- prefix). */
  secureCookies: boolean;
  /** The built storefront (dist/web), or null to serve the API only. */
  webRoot: string | null;
  /** Fastify's trustProxy: which load balancers' X-Forwarded-For to believe. */
  trustProxy?: boolean | number | string[];
  logger?: FastifyServerOptions['logger'];
  /** Where shoppers reach the shop (payment redirects and callbacks); relative paths when unset. */
  publicUrl?: string;
  /** The supplier named on tax invoices (config: SHOP_GSTIN and the rest); the demo shop when unset. */
  seller?: InvoiceSeller;
  /** The payment provider; the built-in sandbox gateway when unset. */
  payments?: PaymentProvider;
  /** The courier (COURIER_PROVIDER); the shop's own rules (service_areas) when unset. */
  courier?: CourierProvider;
  /** The token couriers send in `x-api-key` on status webhooks (COURIER_WEBHOOK_TOKEN) for the shop's own courier; unset refuses every webhook. */
  courierWebhookToken?: string;
  /** The pincode lookup; India Post (3 s timeout, a day's cache) when unset. */
  postal?: PostalLookup;
  /** How often unpaid online orders past their 30-minute hold are expired; 0 turns the timer off. */
  paymentSweepMs?: number;
  /** How often each app server looks whether the owner's daily mails are due (services/staff/daily-mails.ts); 0 turns it off. */
  dailyMailsEveryMs?: number;
  /** The studio's upload limits and the sweep of unused uploads (services/designs/upload-quota.ts); tests shorten them. */
  designUploads?: Partial<DesignUploadPolicy>;
  /** Look-ups of discount codes per account and per client address (services/discounts/code-lookup-limit.ts). */
  discountCodeLookups?: CodeLookupLimit;
  /** Requests for unknown addresses per client and window (plugins/not-found-limit.ts); false turns it off. */
  notFoundLimit?: NotFoundLimit | false;
  /** The order-mail sender's pace (services/mail-queue/sender.ts); tests shorten the retry waits. */
  mailQueue?: Partial<MailQueuePolicy>;
  /** Where designs are drawn (previews, print files); the process's shared worker pool when unset. */
  renderPool?: RenderPool;
  /** Keep Prometheus figures (metrics/shop-metrics.ts; main.ts serves them when METRICS_PORT is set). */
  metrics?: boolean;
  /** Backups the shop makes itself on a timer (BACKUP_EVERY, BACKUP_KEEP); none when unset. */
  backupSchedule?: BackupSchedule;
}

/**
 * Spec-free choices. A request (headers and body) must arrive within 5 minutes: the largest
 * upload, the home video form (two files of up to 50 MB), takes under 4 minutes over a
 * 4 Mbit/s uplink, and a client trickling bytes (slowloris) cannot hold a socket for ever
 * (headers alone: Node's 60 s). A socket idle for a minute is closed; idle keep-alive sockets
 * already close after Fastify's 72 s, longer than a load balancer's usual 60 s, so the
 * balancer never reuses a socket we close.
 */
const REQUEST_TIMEOUT_MS = 300_000;
const CONNECTION_TIMEOUT_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue read cache, exposed so that tests and writes can see and drop it. */
    catalogueCache: CatalogueCache;
    /** The order rules' dependencies, for staff routes that move orders (changeOrderStatus). */
    orders: OrdersContext;
    /** The shop's Prometheus figures, or null when AppDeps.metrics was not asked for. */
    metrics: ShopMetrics | null;
    /** From now on GET /healthz answers 503, so a load balancer sends no more (main.ts, before close). */
    startDraining: () => void;
  }
}

export type ShopApp = FastifyInstance;

/** The whole shop as a Fastify instance, not yet listening: main.ts listens, tests use inject(). */
export async function buildApp(deps: AppDeps): Promise<ShopApp> {
  const app = createServer(deps);
  const security = await registerRequestPipeline(app, deps);
  const catalogueCache = await createCatalogueCache(deps.database);
  app.addHook('onClose', async () => catalogueCache.close());
  // Kept answers of catalogue reads and visitors' pages, written before Fastify's pipeline (plugins/replay.ts).
  const dropReplayed: (() => void)[] = [];
  const renders = deps.renderPool ?? sharedRenderPool();
  const metrics = deps.metrics ? createShopMetrics(app, { database: deps.database, cache: catalogueCache, renders }) : null;
  registerReplay(app, {
    ...(metrics ? { onReplayed: metrics.replayed } : {}),
    sessionCookie: security.sessionCookieName,
    needsXsrf: (url) => needsXsrfToken('GET', url),
    xsrfCookieFor: security.xsrfCookieFor,
    onCatalogueDrop: (listener) => {
      catalogueCache.onDrop(listener);
      dropReplayed.push(listener);
    },
  });
  const ordersContext = ordersContextFor(app, deps, catalogueCache);
  const uploadPolicy: DesignUploadPolicy = { ...DEFAULT_DESIGN_UPLOAD_POLICY, ...deps.designUploads };
  const parts: ShopParts = { security, catalogueCache, ordersContext, renders, uploadPolicy };
  await registerApi(app, deps, parts);
  await startBackgroundWork(app, deps, parts);
  registerHealth(app, deps.database);
  await registerPages(app, deps, parts, { metrics, dropReplayed });
  // Order mails are queued in the database with the order change and sent from here, off the request
  // (started last: a buildApp that fails earlier leaves no loop running).
  const mailSender = await startMailSender({
    database: deps.database,
    mailer: deps.mailer,
    readDocument: (key) => deps.store.read(key),
    invoicePdf: (invoiceId) => invoicePdfById(deps.database.db, invoiceId),
    log: { warn: (message, error) => app.log.warn({ err: error }, message), error: (message, error) => app.log.error({ err: error }, message) },
    policy: deps.mailQueue,
  });
  app.addHook('onClose', async () => mailSender.stop());
  app.decorate('catalogueCache', catalogueCache);
  app.decorate('orders', ordersContext);
  app.decorate('metrics', metrics);
  return app;
}

/** What buildApp makes once and the API, the background work and the pages share. */
interface ShopParts {
  security: ReturnType<typeof registerSecurity>;
  catalogueCache: CatalogueCache;
  ordersContext: OrdersContext;
  renders: RenderPool;
  uploadPolicy: DesignUploadPolicy;
}

function createServer(deps: AppDeps): ShopApp {
  return Fastify({
    logger: deps.logger ?? false,
    // Fastify accepts a hop count at run time; its typings only list the other forms.
    trustProxy: (deps.trustProxy ?? false) as boolean | string[],
    bodyLimit: 1024 * 1024,
    // Long path segments reach the contract's own checks (a clear 400) instead of a bare 414.
    routerOptions: { maxParamLength: 500 },
    // Finish in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // A request that reached the server as it began to close (a load balancer's connection
    // accepted just before the listener closed) is served like the others, not answered 503:
    // the balancer cannot tell that 503 from one that did work, so it cannot retry it elsewhere
    // (the rolling-restart test saw one). close() waits for it; the 10 s shutdown bound stays.
    return503OnClosing: false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // What the router and Node's HTTP parser refuse gets the error envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Fastify's own answer serializers, kept for the process once built (plugins/validation.ts).
    schemaController: keptSerializers as FastifyServerOptions['schemaController'],
  });
}

/** What every request passes through before its route: errors, headers, limits, parsing, sessions. */
async function registerRequestPipeline(app: ShopApp, deps: AppDeps) {
  registerErrorHandler(app);
  // PUBLIC_URL on https is what makes cookies Secure; it also turns on HSTS.
  registerSecurityHeaders(app, { https: deps.secureCookies });
  if (deps.notFoundLimit !== false) registerNotFoundLimit(app, deps.database.db, deps.notFoundLimit ?? DEFAULT_NOT_FOUND_LIMIT);
  registerValidation(app);
  registerBodyContentCheck(app);
  registerListPathParams(app);
  keepRawBody(app, [`${API_PREFIX}${PAYMENT_CALLBACK_PATH}`]);
  await app.register(fastifyCookie);
  await registerMultipart(app);
  // API answers (product lists are 3-6 KB of JSON) go compressed to phones on 4G. Brotli at a
  // low quality: most of its gain for little CPU. Static assets are precompressed at build.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  return registerSecurity(app, { db: deps.database.db, secret: deps.secret, secureCookies: deps.secureCookies });
}

function ordersContextFor(app: ShopApp, deps: AppDeps, catalogueCache: CatalogueCache): OrdersContext {
  const db = deps.database.db;
  return {
    db,
    // The sandbox gateway is served by this very server: relative addresses work whichever host name the shopper used.
    payments: deps.payments ?? sandboxProvider({ db, secret: deps.secret, publicUrl: '' }),
    courier: deps.courier ?? defaultCourier(db, deps.courierWebhookToken),
    log: (message, error) => app.log.error({ err: error }, message),
    // A size sold out or back changes listings too; any other move only the products' own pages.
    stockChanged: (change) => (change.availabilityChanged ? catalogueCache.changed() : catalogueCache.productsChanged(change.productIds)),
    publicUrl: deps.publicUrl ?? '',
    ...(deps.seller ? { seller: deps.seller } : {}),
    linkSecret: deps.secret,
    codeLookups: deps.discountCodeLookups ?? DEFAULT_CODE_LOOKUP_LIMIT,
  };
}

/** Every route of openapi.yaml, with the sandbox gateway's pages when it is the gateway, or Razorpay's hand-off page. */
async function registerApi(app: ShopApp, deps: AppDeps, { security, catalogueCache, ordersContext, renders, uploadPolicy }: ShopParts): Promise<void> {
  const db = deps.database.db;
  const publicUrl = deps.publicUrl ?? '';
  // The shop's offline directory first; India Post only for a pincode it lacks.
  const postal = directoryFirstLookup(db, deps.postal ?? indiaPostLookup({ log: (message) => app.log.warn(message) }));
  const accounts = accountsService({ db, mailer: deps.mailer, secret: deps.secret, policy: deps.authPolicy ?? DEFAULT_AUTH_POLICY });
  await registerOpenApi(
    app,
    {
      ...catalogueHandlers({ db, cache: catalogueCache }),
      ...documentHandlers({ store: deps.store, db }),
      ...authHandlers({ db, accounts, sessionCookie: security.sessionCookie }),
      ...cartHandlers({ db }),
      ...discountHandlers({ db, lookups: deps.discountCodeLookups ?? DEFAULT_CODE_LOOKUP_LIMIT }),
      ...addressHandlers({ db }),
      ...profileHandlers({ db }),
      ...designHandlers({ db, store: deps.store, uploads: uploadPolicy, renders }),
      ...productAdminHandlers({ db, store: deps.store, cache: catalogueCache }),
      ...productEditHandlers({ db, store: deps.store, cache: catalogueCache }),
      ...staffHandlers({ db, store: deps.store, cache: catalogueCache, orders: ordersContext, renders }),
      ...staffBannerHandlers({ db, store: deps.store, cache: catalogueCache }),
      ...templateHandlers({ db, store: deps.store, cache: catalogueCache }),
      ...invoiceHandlers({ db }),
      ...refundHandlers({ orders: ordersContext }),
      ...shipmentHandlers({ orders: ordersContext, store: deps.store, cache: catalogueCache }),
      ...orderHandlers({ orders: ordersContext, store: deps.store, postal, publicUrl: ordersContext.payments.name === 'sandbox' ? '' : publicUrl }),
    } satisfies Handlers,
    { ...security.handlers, staff: staffSecurityHandler(security.handlers.session) },
  );
  if (ordersContext.payments.name === 'sandbox') await registerSandboxGateway(app, { db, secret: deps.secret, secureCookies: deps.secureCookies, publicUrl });
  if (isRazorpay(ordersContext.payments)) await registerRazorpayCheckout(app, { orders: ordersContext, checkout: ordersContext.payments.checkout, publicUrl, secureCookies: deps.secureCookies });
}

/** The timers the shop runs beside its requests, and the local commands' ways in to the embedded database. */
async function startBackgroundWork(app: ShopApp, deps: AppDeps, { ordersContext, uploadPolicy }: ShopParts): Promise<void> {
  const db = deps.database.db;
  startPaymentSweep(app, ordersContext, deps.paymentSweepMs ?? 60_000);
  startUploadSweep(app, { db, store: deps.store }, uploadPolicy);
  const stopVacuum = startEmbeddedVacuum(deps.database, (error) => app.log.error({ err: error }, 'embedded database vacuum failed'));
  app.addHook('onClose', stopVacuum);
  const stopDailyMails = startDailyMails({ db, shopUrl: deps.publicUrl ?? '', everyMs: deps.dailyMailsEveryMs ?? 10 * 60_000, onError: (error) => app.log.error({ err: error }, 'daily mails failed') });
  app.addHook('onClose', stopDailyMails);
  // create-admin's way in while the shop holds the embedded database (see routes/staff-grant.ts).
  if (deps.database.kind === 'pglite') registerStaffGrantRoute(app, { db, secret: deps.secret });
  const backupSources = { database: deps.database, store: deps.store, shopVersion: shopVersion() };
  // npm run backup's way in while the shop holds the embedded database (see routes/backup-request.ts).
  if (deps.database.kind === 'pglite') registerBackupRequestRoute(app, { sources: backupSources, secret: deps.secret });
  if (deps.backupSchedule) {
    const stopBackups = startBackupSchedule(deps.backupSchedule, backupSources, { info: (message) => app.log.info(message), error: (error, message) => app.log.error({ err: error }, message) });
    app.addHook('onClose', stopBackups);
  }
}

/** GET /healthz for a load balancer: 200 while the server and its database answer, 503 once told to stop. */
function registerHealth(app: ShopApp, database: Database): void {
  // A server told to stop says so here while it still serves: the balancer takes it out first.
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.status(503).send({ status: 'stopping' });
    await database.db.execute('select 1');
    return reply.send({ status: 'ok' });
  });
}

/** The storefront's pages: the sitemap, the share pictures and every screen rendered on the server. */
async function registerPages(
  app: ShopApp,
  deps: AppDeps,
  { security, catalogueCache, ordersContext }: ShopParts,
  { metrics, dropReplayed }: { metrics: ShopMetrics | null; dropReplayed: (() => void)[] },
): Promise<void> {
  const db = deps.database.db;
  const publicUrl = deps.publicUrl ?? '';
  registerSitemap(app, { db, cache: catalogueCache, publicUrl });
  const pageData = serverData({ db, cache: catalogueCache, orders: ordersContext });
  registerOgImages(app, { data: pageData, store: deps.store });
  await registerWeb(app, deps.webRoot, {
    screenModuleFor: preloadedScreenModule,
    ...(metrics ? { onUnrouted: metrics.unrouted } : {}),
    ssr: {
      data: pageData,
      async sessionUser(request) {
        const token = security.sessionCookie.read(request);
        const user = token ? await findSessionUser(db, token) : null;
        return user ? userView(user).user : null;
      },
      publicUrl,
      onCatalogueDrop: (listener) => catalogueCache.onDrop(listener),
      onBuildChanged: () => dropReplayed.forEach((drop) => drop()),
    },
  });
}

/**
 * Expires unpaid online orders past their hold on a timer, so their units go back even if
 * nobody looks, and cancels COD orders left unconfirmed past their 24 hours; then sends the refunds waiting for an unreachable provider and asks about those
 * the provider took (services/refunds).
 */
function startPaymentSweep(app: FastifyInstance, ctx: OrdersContext, everyMs: number): void {
  if (everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireStalePayments(ctx)
      .then(() => cancelUnconfirmedCod(ctx))
      .then(() => sweepRefunds(ctx))
      .catch((error: unknown) => app.log.error({ err: error }, 'payment sweep failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Removes uploads no saved design uses once their grace period is over. Every app server runs
 * it; the sweep locks the rows it takes (SKIP LOCKED), so two servers never take the same one.
 */
function startUploadSweep(app: FastifyInstance, deps: { db: Database['db']; store: DocumentStore }, policy: DesignUploadPolicy): void {
  if (policy.sweepEveryMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepUnusedUploads(deps.db, deps.store, policy.graceMs, (key, error) => app.log.warn({ err: error, key }, 'an unused upload could not be deleted from storage'))
      .catch((error: unknown) => app.log.error({ err: error }, 'upload sweep failed'))
      .finally(() => (running = null));
  }, policy.sweepEveryMs);
  timer.unref();
  // A sweep under way finishes before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
