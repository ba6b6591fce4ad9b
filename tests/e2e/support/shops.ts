import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One `npm start` shop that the e2e run starts, on its own port and fresh embedded database. */
export interface E2eShop {
  port: number;
  dataDir: string;
}

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, `.tmp/e2e-data-${port}`);

/** The shop the shopper specs use. */
export const SHOPPER_SHOP: E2eShop = { port, dataDir };

/**
 * The staff specs' own shops, one per staff project (the next ports, their own data folders):
 * they add products and banners, hide graphics and replace the home video, so they run beside
 * the shopper specs from the start, on shops no shopper spec looks at, and the phone and desktop
 * staff specs never see each other's products and banners.
 */
export const STAFF_SHOPS: Record<'phone staff' | 'desktop staff', E2eShop> = {
  'phone staff': { port: port + 1, dataDir: `${dataDir}-phone-staff` },
  'desktop staff': { port: port + 2, dataDir: `${dataDir}-desktop-staff` },
};

/** The shop of the running test's project. */
export function currentShop(): E2eShop {
  const project = test.info().project.name;
  return project === 'phone staff' || project === 'desktop staff' ? STAFF_SHOPS[project] : SHOPPER_SHOP;
}

/** `npm run create-admin` against a running e2e shop: the shop holds its database, so the command hands it the grant. */
export function createAdmin(shop: E2eShop, email: string, password: string): Promise<string> {
  const env = { ...process.env, DATA_DIR: shop.dataDir, PORT: String(shop.port), HOST: '127.0.0.1', DATABASE_URL: '' };
  return new Promise((resolve, reject) => {
    execFile(path.join(root, 'node_modules/.bin/tsx'), ['src/server/cli/create-admin.ts', '--email', email, '--password', password, '--name', 'Neha'], { cwd: root, env, timeout: 120_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${stdout}${stderr}`)) : resolve(stdout.trim()),
    );
  });
}
