import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { DomainError } from '../errors';
import { openRuntime } from '../runtime';
import { GRANT_SIGNATURE_HEADER, STAFF_GRANT_PATH } from '../routes/staff-grant';
import { signGrant, type SignedGrant } from '../services/staff/grant-signature';
import { describeGrant, grantStaff } from '../services/staff/staff-accounts';
import { ACCOUNT_MESSAGES, isValidEmail, isValidPassword, normaliseEmail } from '../../shared/account-rules';

const USAGE = 'Usage: npm run create-admin -- --email you@example.in --password "Secret@123" [--name "Your Name"]';

/** The address of a shop this configuration would start, as seen from this machine. */
function localShopUrl(config: Config): string {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '[::1]' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/**
 * Asks a shop that is running on this configuration's embedded database to make the grant.
 * Returns null when no such shop answers, so the caller can open the database itself.
 */
async function grantThroughRunningShop(config: Config, grant: Omit<SignedGrant, 'timestamp'>): Promise<string | null> {
  const signed: SignedGrant = { ...grant, timestamp: Math.floor(Date.now() / 1000) };
  let response: Response;
  try {
    response = await fetch(`${localShopUrl(config)}${STAFF_GRANT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [GRANT_SIGNATURE_HEADER]: signGrant(config.sessionSecret, signed) },
      body: JSON.stringify(signed),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (response.status === 404) return null;
  if (!response.ok) throw new DomainError('INVALID_DATA', body?.message ?? `The running shop refused (HTTP ${response.status}).`);
  return `${body?.message ?? 'Done.'} (through the shop running at ${localShopUrl(config)})`;
}

/**
 * `npm run create-admin -- --email E --password P`: creates a staff account or promotes an
 * existing one, on the same DATABASE_URL / DATA_DIR as `npm start`, and says what it did.
 */
async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.email) throw new DomainError('INVALID_DATA', `--email is required.\n${USAGE}`);
  const grant = { email: values.email, password: values.password, name: values.name };
  // Checked before the database is opened (seconds on PGlite), so a typo is answered at once.
  if (!isValidEmail(normaliseEmail(grant.email))) throw new DomainError('INVALID_DATA', ACCOUNT_MESSAGES.invalidEmail);
  if (grant.password !== undefined && !isValidPassword(grant.password)) throw new DomainError('INVALID_DATA', ACCOUNT_MESSAGES.invalidPassword);
  const config = await loadConfig();

  if (!config.databaseUrl) {
    const viaShop = await grantThroughRunningShop(config, grant);
    if (viaShop) {
      console.log(viaShop);
      return;
    }
  }
  const { database } = await openRuntime(config);
  try {
    console.log(describeGrant(await grantStaff(database.db, grant)));
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof DomainError ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
});
