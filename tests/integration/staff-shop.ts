import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type ShopApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { Browser } from './support/browser';
import { checkAnswersAgainstContract } from './support/contract-check';
import { openTestDatabase, TEST_AUTH_POLICY, TEST_SECRET } from './support/test-app';

export const STAFF_PASSWORD = 'Staff@1234';

/**
 * The shop on a fresh database copy with its own empty document folder, so that a test can
 * see exactly which files an upload left behind (the shared template folder has thousands).
 */
export async function startStaffShop() {
  const { database, drop } = await openTestDatabase();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'staff-docs-'));
  const app = await buildApp({
    database,
    store: diskStore(folder),
    mailer: { send: async () => {}, close: async () => {} },
    authPolicy: TEST_AUTH_POLICY,
    secret: TEST_SECRET,
    secureCookies: false,
    webRoot: null,
  });
  await app.ready();
  checkAnswersAgainstContract(app);
  return {
    app,
    database,
    folder,
    /** Stored files, without the disk store's temporary names. */
    files: async () => (await readdir(folder).catch(() => [])).filter((name) => !name.startsWith('.')),
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export type StaffShop = Awaited<ReturnType<typeof startStaffShop>>;

/**
 * For a test file: a staff shop started before its tests with a staff member signed in (handed
 * to `use`), and closed after them.
 */
export function withStaffShop(use: (started: { shop: StaffShop; staff: Browser }) => void): void {
  let shop: StaffShop | undefined;
  beforeAll(async () => {
    shop = await startStaffShop();
    use({ shop, staff: await signedIn(shop.app, shop.database, 'staff') });
  });
  afterAll(async () => shop?.close());
}

let counter = 0;

/** A browser signed in as a new shopper or a new staff member, through the normal login. */
export async function signedIn(app: ShopApp, database: Database, role: 'shopper' | 'staff'): Promise<Browser> {
  const email = `${role}${Date.now()}${counter++}@example.in`;
  if (role === 'staff') {
    await grantStaff(database.db, { email, password: STAFF_PASSWORD, name: 'Neha Staff' });
  } else {
    await database.db.insert(users).values({ username: 'Asha', email, phone: '9876543210', address: 'Bhopal', passwordHash: await hashPassword(STAFF_PASSWORD) });
  }
  const browser = new Browser(app);
  const login = await browser.post('/auth/login', { email, password: STAFF_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return browser;
}

/** A real photo-like JPEG with EXIF metadata, to see that it is stripped. */
export async function samplePhoto(width = 900, height = 1200, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } } });
  const withMeta = image.withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner', Artist: 'Someone' } } });
  return withMeta[format]().toBuffer();
}

/** The add-product form as the staff screen sends it (spec section 7's field names). */
export function productForm(options: { name: string; images: { variant: number; body: Buffer; filename: string; type?: string }[]; variants?: number }) {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: options.name,
    description: 'Soft cotton tee made in Bhopal.',
    price: '1299',
    discount: '20',
    finalPrice: '1039.2',
    category: 'upperwear',
    subCategory: 'oversize-t-shirt',
    returnPolicy: '7',
    codAvailable: 'true',
    'productDetails[overview]': 'An everyday oversize tee.',
    'productDetails[features][0]': 'Drop shoulder',
    'productDetails[materialAndCare][0]': '100% cotton',
    'productDetails[specifications][0][name]': 'Fit',
    'productDetails[specifications][0][value]': 'Oversize',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('tags[]', 'newarrival');
  form.append('tags[]', 'trending');
  const colours = ['Maroon', 'Olive'];
  for (let i = 0; i < (options.variants ?? 2); i++) {
    form.append(`variants[${i}][color]`, colours[i] ?? `Colour ${i}`);
    form.append(`variants[${i}][sizes][0][size]`, 'M');
    form.append(`variants[${i}][sizes][0][stock]`, '5');
    form.append(`variants[${i}][sizes][1][size]`, 'XL');
    form.append(`variants[${i}][sizes][1][stock]`, '0');
  }
  const perVariant = new Map<number, number>();
  for (const image of options.images) {
    const j = perVariant.get(image.variant) ?? 0;
    perVariant.set(image.variant, j + 1);
    form.append(`variants[${image.variant}][images][${j}]`, new Blob([new Uint8Array(image.body)], { type: image.type ?? 'image/jpeg' }), image.filename);
  }
  return form;
}
