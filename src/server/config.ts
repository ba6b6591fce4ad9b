import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { InvoiceSeller } from './db/schema';
import { gstinProblem } from './services/invoices/gstin';
import { DEMO_SELLER, shopSeller } from './services/invoices/shop-seller';
import { logFormatFor, type LogFormat } from './logging';

const PAYMENT_PROVIDERS = ['sandbox', 'phonepe', 'phonepe-v1', 'razorpay'] as const;
const COURIER_PROVIDERS = ['local', 'shiprocket'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS, { error: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` }).default('sandbox'),
  COURIER_PROVIDER: z.enum(COURIER_PROVIDERS, { error: `must be one of ${COURIER_PROVIDERS.join(', ')}` }).default('local'),
  COURIER_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/,\s]+)$/, 'must be true, false, a hop count, or a comma-separated list of proxy addresses')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
  METRICS_PORT: z.coerce.number().int().min(1, 'must be a port number (1-65535)').max(65_535, 'must be a port number (1-65535)').optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0, 'must be 0 or more').max(60_000, 'must be at most 60000 (a minute)').default(0),
  OTP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  SEED_IMAGE_CACHE: z.string().min(1).optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY: z
    .string()
    .regex(/^(daily|hourly|[1-9]\d{0,3}h)$/, 'must be daily, hourly, or a number of hours such as 6h')
    // A timer's delay stops at 2^31 ms (24.8 days).
    .refine((value) => backupIntervalMs(value)! <= 24 * 24 * 60 * 60 * 1000, 'must be at most 576h (24 days)')
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'must be at least 1').max(10_000).optional(),
  SHOP_GSTIN: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => gstinProblem(value) === null, { error: (issue) => gstinProblem(String(issue.input).trim().toUpperCase()) ?? 'not a GSTIN' })
    .default(DEMO_SELLER.gstin),
  SHOP_LEGAL_NAME: z.string().trim().min(2, 'must name the business').max(120).default(DEMO_SELLER.legalName),
  SHOP_ADDRESS: z.string().trim().min(10, 'must be the full address of the place of business').max(300).default(DEMO_SELLER.address),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where shoppers reach the shop; defaults to http://localhost:{port}. */
  publicUrl: string;
  /** True when the shop is served over https: cookies get Secure and the __Host- prefix. */
  secureCookies: boolean;
  smtpUrl: string | undefined;
  paymentProvider: (typeof PAYMENT_PROVIDERS)[number];
  /** The courier: the shop's own rules (`local`) or Shiprocket (SHIPROCKET_* variables). */
  courierProvider: (typeof COURIER_PROVIDERS)[number];
  /** The token couriers send in `x-api-key` on status webhooks; unset, every webhook is refused. */
  courierWebhookToken: string | undefined;
  sessionSecret: string;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false by default, so a
   * client cannot fake its address for the per-IP rate limits; set it behind a load balancer.
   */
  trustProxy: boolean | number | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Readable lines or JSON (logging.ts, logFormatFor: readable on a terminal unless LOG_FORMAT says). */
  logFormat: LogFormat;
  /** Where Prometheus reads the shop's figures (GET /metrics), or null: off. */
  metrics: { port: number; host: string } | null;
  /**
   * How long a server told to stop (SIGTERM) keeps serving while GET /healthz answers 503, so a
   * load balancer takes it out before it closes (0: it closes at once).
   */
  shutdownDrainMs: number;
  /**
   * Sign-up and reset codes one address may ask for in an hour (default 30). Many shoppers can
   * share one address (mobile carriers' NAT, an office): raise it where they do.
   */
  otpPerIpPerHour: number | undefined;
  /**
   * A folder where the demo seed keeps the images it draws, keyed by their drawing, so that tests
   * and benches which seed many fresh databases draw each image once. Unset for a real shop.
   */
  seedImageCache: string | undefined;
  /**
   * Where backups go (BACKUP_DIR, default DATA_DIR/backups), how often the running shop makes one
   * itself (BACKUP_EVERY; null: never) and how many of the newest it keeps (BACKUP_KEEP; null: all).
   */
  backups: { dir: string; everyMs: number | null; keep: number | null };
  /** Who the tax invoices name as supplier (SHOP_GSTIN, SHOP_LEGAL_NAME, SHOP_ADDRESS; a demo shop by default). */
  seller: InvoiceSeller;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Treats empty variables as unset, so that `FOO= npm start` means "use the default". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

/**
 * Reads and checks the configuration. Every problem is reported at once, by variable name,
 * so that a wrong deployment fails at start with a message rather than at the first request.
 */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    paymentProvider: e.PAYMENT_PROVIDER,
    courierProvider: e.COURIER_PROVIDER,
    courierWebhookToken: e.COURIER_WEBHOOK_TOKEN,
    sessionSecret: e.SESSION_SECRET ?? (await readOrCreateSecret(dataDir)),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    logFormat: logFormatFor(e.LOG_FORMAT, process.stdout.isTTY === true),
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    otpPerIpPerHour: e.OTP_PER_IP_PER_HOUR,
    seedImageCache: e.SEED_IMAGE_CACHE === undefined ? undefined : path.resolve(e.SEED_IMAGE_CACHE),
    backups: { dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')), everyMs: backupIntervalMs(e.BACKUP_EVERY), keep: e.BACKUP_KEEP ?? null },
    seller: shopSeller({ gstin: e.SHOP_GSTIN, legalName: e.SHOP_LEGAL_NAME, address: e.SHOP_ADDRESS }),
  };
}

/** BACKUP_EVERY as milliseconds: daily, hourly or `<n>h`; unset is off. */
function backupIntervalMs(every: string | undefined): number | null {
  if (!every) return null;
  const hours = every === 'daily' ? 24 : every === 'hourly' ? 1 : Number(every.slice(0, -1));
  return hours * 60 * 60 * 1000;
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A secret generated once and kept in DATA_DIR, so that a fresh checkout works without
 * setup and a restart keeps signatures valid. Several app servers must share SESSION_SECRET.
 */
async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
