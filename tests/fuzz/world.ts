import { and, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { banners, productVariants, products, users, variantSizes } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { API_PREFIX, type Operation } from './contract';
import { VALID_DESIGN, type FuzzContext } from './requests';
import type { KnownIds } from './values';

/** What a caller sends to prove who it is: the session cookie (if signed in) and the XSRF pair. */
export interface Caller {
  sid?: string;
  xsrf: string;
}

/** The shop's state the fuzzer and the matrix aim at: signed-in callers and ids of real rows. */
export interface World extends FuzzContext {
  visitor: Caller;
  shopper: Caller;
  staff: Caller;
}

const PASSWORD = 'Fuzz@1234';
let counter = 0;

function cookieValue(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of all) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

export async function newVisitor(app: FastifyInstance): Promise<Caller> {
  const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/auth/verify` });
  const xsrf = cookieValue(response.headers['set-cookie'], 'XSRF-TOKEN');
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie from /auth/verify');
  return { xsrf };
}

/** A new account signed in through the normal login (a staff one when role is staff). */
export async function signedInCaller(app: FastifyInstance, db: Db, role: 'shopper' | 'staff'): Promise<Caller & { email: string; userId: string }> {
  const email = `fuzz-${role}-${Date.now()}-${counter++}@example.in`;
  if (role === 'staff') await grantStaff(db, { email, password: PASSWORD, name: 'Fuzz Staff' });
  else await db.insert(users).values({ username: 'Fuzz Shopper', email, phone: '9876543210', address: '12 MP Nagar, Bhopal', passwordHash: await hashPassword(PASSWORD) });
  const visitor = await newVisitor(app);
  const login = await call(app, visitor, 'POST', '/auth/login', { email, password: PASSWORD });
  const sid = cookieValue(login.headers['set-cookie'], 'sid');
  // The XSRF token is bound to the session: the login answer carries the signed-in one.
  const xsrf = cookieValue(login.headers['set-cookie'], 'XSRF-TOKEN');
  if (login.statusCode !== 200 || !sid || !xsrf) throw new Error(`login failed: ${login.body}`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { sid, xsrf, email, userId: user!.id };
}

/** A JSON call as the storefront makes it. */
export async function call(app: FastifyInstance, caller: Caller, method: string, path: string, body?: unknown) {
  return app.inject({
    method: method as 'POST',
    url: `${API_PREFIX}${path}`,
    headers: {
      cookie: [`XSRF-TOKEN=${caller.xsrf}`, ...(caller.sid ? [`sid=${caller.sid}`] : [])].join('; '),
      'x-xsrf-token': caller.xsrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

function expectOk(response: { statusCode: number; body: string }, what: string): void {
  if (response.statusCode >= 300) throw new Error(`${what} failed (${response.statusCode}): ${response.body}`);
}

/** A product colour that takes cash on delivery, with `stock` units in size M. */
export async function stockedVariant(db: Db, stock: number, nth = 0) {
  const rows = await db
    .select({ productId: products.id, variantId: productVariants.id, finalPricePaise: products.finalPricePaise })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.hidden, false), eq(products.codAvailable, true), gt(products.finalPricePaise, 0)))
    .orderBy(productVariants.id)
    .limit(nth + 1);
  const row = rows[nth];
  if (!row) throw new Error('the seeded catalogue has no COD product');
  await db
    .insert(variantSizes)
    .values({ variantId: row.variantId, size: 'M', stock })
    .onConflictDoUpdate({ target: [variantSizes.variantId, variantSizes.size], set: { stock } });
  return { productId: row.productId, variantId: row.variantId, price: row.finalPricePaise / 100 };
}

/** A COD order draft for a Bhopal address at the shop's own price. */
export function orderDraft(line: { productId: string; variantId: string; price: number }, email: string) {
  return {
    name: 'Asha Verma',
    email,
    phoneNumber: '9876543210',
    product: { productId: line.productId, variantId: line.variantId, quantity: 1, price: line.price, size: 'M' },
    deliveryAddress: '12 MP Nagar, Zone 1',
    pincode: '462011',
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    // The quote's total: the line and, below ₹999, the ₹49 delivery charge (as the cart charges).
    totalAmount: Math.round((line.price + (line.price < 999 ? 49 : 0)) * 100) / 100,
  };
}

/**
 * Signs in a shopper and a staff member and gives the shopper a design, a cart line and an
 * order, so that a fuzzed request whose one broken part is its body aims at real rows.
 */
export async function prepareWorld(app: FastifyInstance, db: Db): Promise<World> {
  const visitor = await newVisitor(app);
  const shopper = await signedInCaller(app, db, 'shopper');
  const staff = await signedInCaller(app, db, 'staff');
  const line = await stockedVariant(db, 50);
  const design = await call(app, shopper, 'POST', '/designs', { document: VALID_DESIGN });
  expectOk(design, 'saving a design');
  expectOk(await call(app, shopper, 'POST', '/cart/add', { productId: line.productId, variantId: line.variantId }), 'adding to the cart');
  const cart = await call(app, shopper, 'GET', '/cart/getusercart');
  expectOk(cart, 'reading the cart');
  const order = await call(app, shopper, 'POST', '/order/cod', orderDraft(line, shopper.email));
  expectOk(order, 'placing a COD order');
  const [banner] = await db.select({ id: banners.id }).from(banners).limit(1);
  const orderData = (JSON.parse(order.body) as { data: { _id: string; trackingId: string } }).data;
  const ids: KnownIds = {
    productId: line.productId,
    variantId: line.variantId,
    designId: (JSON.parse(design.body) as { data: { _id: string } }).data._id,
    cartId: (JSON.parse(cart.body) as { data: { _id: string } }).data._id,
    orderId: orderData._id,
    trackingId: orderData.trackingId,
    bannerId: banner?.id ?? '00000000-0000-4000-8000-000000000001',
    userId: shopper.userId,
    transactionId: 'TXN123',
    email: shopper.email,
  };
  const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 120, g: 30, b: 50 } } }).png().toBuffer();
  return { ids, png, visitor, shopper, staff };
}

/** Which caller an operation's guard calls for. */
export function callerFor(world: World, operation: Operation): Caller {
  if (operation.guard.startsWith('staff')) return world.staff;
  if (operation.guard.startsWith('session')) return world.shopper;
  return world.visitor;
}
