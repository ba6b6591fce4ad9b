import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { DomainError } from '../errors';
import { DataFolderInUse, describeHolder, type DataFolderHolder } from '../db/data-folder-lock';
import { shopOnDataFolder, STARTING_SHOP_PATIENCE_MS } from './running-shop';
import { embeddedDatabaseDir, openRuntime } from '../runtime';
import { GRANT_SIGNATURE_HEADER, STAFF_GRANT_PATH } from '../routes/staff-grant';
import { signGrant, type SignedGrant } from '../services/staff/grant-signature';
import { describeGrant, grantStaff } from '../services/staff/staff-accounts';
import { ACCOUNT_MESSAGES, isValidEmail, isValidPassword, normaliseEmail } from '../../shared/account-rules';

const USAGE = 'Usage: npm run create-admin -- --email you@example.in --password "Secret@123" [--name "Your Name"]';

/**
 * Asks the shop that holds this configuration's embedded database (found through the data
 * folder's lock file, whatever its port) to make the grant: only one process may open PGlite.
 */
async function grantThroughRunningShop(config: Config, holder: DataFolderHolder, grant: Omit<SignedGrant, 'timestamp'>): Promise<string> {
  const folder = embeddedDatabaseDir(config);
  if (!holder.url) {
    throw new DomainError('CONFLICT', `${new DataFolderInUse(folder, holder).message} (It has not started serving in ${STARTING_SHOP_PATIENCE_MS / 1000} s.)`);
  }
  const signed: SignedGrant = { ...grant, timestamp: Math.floor(Date.now() / 1000) };
  let response: Response;
  try {
    response = await fetch(`${holder.url}${STAFF_GRANT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [GRANT_SIGNATURE_HEADER]: signGrant(config.sessionSecret, signed) },
      body: JSON.stringify(signed),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new DomainError('UNAVAILABLE', `The shop holding the embedded database, ${describeHolder(holder)}, did not answer (${error instanceof Error ? error.message : String(error)}).`);
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (response.status === 404) {
    // The grant route answers loopback callers only.
    throw new DomainError('NOT_ALLOWED', `The shop at ${holder.url} takes grants over the loopback interface only; start it with HOST=0.0.0.0 or 127.0.0.1, or stop it and run this again.`);
  }
  if (!response.ok) throw new DomainError('INVALID_DATA', body?.message ?? `The running shop refused (HTTP ${response.status}).`);
  return `${body?.message ?? 'Done.'} (through the shop running at ${holder.url})`;
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
    const holder = await shopOnDataFolder(embeddedDatabaseDir(config));
    if (holder) {
      console.log(await grantThroughRunningShop(config, holder, grant));
      return;
    }
  }
  // Nobody holds the folder (or it is PostgreSQL): open it here. Should a shop take the folder
  // in the meantime, opening is refused with that shop's name, and nothing is written twice.
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
