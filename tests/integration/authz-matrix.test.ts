import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxCallback } from '../../src/server/adapters/payments/sandbox/provider';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type ShopApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import type { Mail } from '../../src/server/adapters/mail/mailer';
import { banners, customiserGarments, productVariants, customiserGraphics, designTemplates, discountCodes, orderReturns, orders, products, refundBankAccounts, refunds, reviews, shopSettings, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { operations } from '../fuzz/contract';
import { changedTables, snapshotDatabase } from '../fuzz/snapshot';
import { codeIn } from './support/accounts';
import { writeDesignIntoPng } from '../../src/engine/model/design-png';
import { parseDesign } from '../../src/engine/model/validate';

function parsedDesign(json: unknown) {
  const parsed = parseDesign(json);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.design;
}
import { codConfirmCode, codConfirmToken } from '../../src/server/services/cod/cod-confirmation';
import { decideSandboxPayment } from './support/sandbox-gateway';
import { Browser } from './support/browser';
import { checkAnswersAgainstContract } from './support/contract-check';
import { stockedLine, withDelivery, type StockedLine } from './support/order-shop';
import { openTestDatabase, testDocumentsFolder, TEST_AUTH_POLICY, TEST_SECRET } from './support/test-app';

/**
 * Who may call what: every operation of openapi.yaml has a row (the first test fails when
 * one is missing), called by a visitor, shopper A, shopper B and a staff member. Requests
 * that name a resource always name shopper A's (cart line, order, design), so B and staff
 * act on someone else's. The allowed callers must succeed; every other one must get 401,
 * 403 or 404 and leave every table as it was.
 */

type Who = 'visitor' | 'shopperA' | 'shopperB' | 'staff';
const CALLERS: Who[] = ['visitor', 'shopperA', 'shopperB', 'staff'];
const EVERYONE: Who[] = CALLERS;
const SIGNED_IN: Who[] = ['shopperA', 'shopperB', 'staff'];
const OWNER: Who[] = ['shopperA'];
const STAFF: Who[] = ['staff'];

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Row {
  allowed: Who[];
  /** The request a caller sends (the same one for all, unless the row needs one per caller). */
  call: (who: Who) => Call | Promise<Call>;
  /** The success status (200 unless said). */
  ok?: number;
  /** Checks on a successful answer (e.g. that B's list holds nothing of A's). */
  check?: (who: Who, body: { data?: unknown }) => void;
  /** The row signs its callers in afresh (login, logout and password resets end sessions). */
  fresh?: boolean;
}

const PASSWORD = 'Matrix@1234';
let app: ShopApp;
let database: Database;
let drop: () => Promise<void>;
const outbox: Mail[] = [];
let counter = 0;
const browsers = {} as Record<Who, Browser>;
const emails = {} as Record<Who, string>;

// Shopper A's things, and the staff's, made before the rows run.
let line: StockedLine;
let cartIdA: string;
let designA: string;
let designToDelete: string;
let designInCart: string;
let designToUnshare: string;
let sharedSlug: string;
let designToOrder: { id: string; price: number };
let printOrder: string;
let orderToCancel: { _id: string; trackingId: string };
/** A's COD order, cancelled in setup: invoiced at placing, so it has a credit note. */
let creditedOrder: string;
let orderToReturn: { _id: string; trackingId: string };
let orderToMove: string;
/** A's COD orders in Processing for 'Create shipment' (one, and many), and one already shipped (its label, its webhook). */
let orderToShip: string;
let ordersToShip: string[];
let shippedOrder: { _id: string; awb: string };
const COURIER_TOKEN = 'matrix-courier-webhook-token';
let returnToDecide: string;
let ordersToBulkMove: string[];
let reviewToModerate: string;
let bankDetailsOrder: { _id: string; trackingId: string };
let refundToRetry: string;
let refundToPayOut: string;
let addressA: string;
let addressToDelete: string;
let onlineOrder: { orderId: string; transactionId: string };
let failedToRetry: { orderId: string; transactionId: string };
let failedToCod: { orderId: string; transactionId: string };
let returnPhotoKey: string;
let bannerId: string;
let codeToChange: string;
let codeToDelete: string;
let garmentId: string;
/** A garment colour whose photos staff replace (garmentId is deleted by an earlier row). */
let garmentForPhotos: string;
/** A product staff edit whole: two colours, sizes M and L, two photos of the first. */
let editable: { productId: string; colour: string; spare: string; photos: string[] };
/** A product with no orders, for staff's delete. */
let productToDelete: string;
let graphicId: string;
let staffDesign: string;
let templateToChange: string;
let templateToMove: string;
let templateToDelete: string;
let documentKey: string;
let png: Buffer;
/** A studio preview PNG with a design in it (text only), for POST /designs/from-png. */
let designPng: Uint8Array;

const uniqueEmail = () => `matrix${Date.now()}${counter++}@example.in`;

async function account(role: 'shopper' | 'staff', email = uniqueEmail()): Promise<{ browser: Browser; email: string }> {
  if (role === 'staff') await grantStaff(database.db, { email, password: PASSWORD, name: 'Neha Staff' });
  else await database.db.insert(users).values({ username: 'Asha', email, phone: '9876543210', address: 'Bhopal', passwordHash: await hashPassword(PASSWORD) });
  return { browser: await logIn(email), email };
}

async function logIn(email: string): Promise<Browser> {
  const browser = new Browser(app);
  const login = await browser.post('/auth/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return browser;
}

function expectOk(response: { status: number; body: unknown }, what: string) {
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { data: Record<string, unknown> & { _id?: string } };
}

function form(fields: Record<string, string>, files: Record<string, { body: Buffer; type: string; name: string }>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  return body;
}

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
/** An ISO-BMFF file's outline (ftyp, moov, mdat), what the video check reads. */
const mp4 = () =>
  Buffer.concat([box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1')])), box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', randomBytes(4096))]);

const photo = () => ({ body: png, type: 'image/png', name: 'photo.png' });

function productForm(): FormData {
  const fields: Record<string, string> = {
    name: `Matrix Tee ${counter++}`,
    description: 'Soft cotton tee made in Bhopal.',
    price: '1299',
    discount: '20',
    finalPrice: '1039',
    category: 'upperwear',
    subCategory: 'oversize-t-shirt',
    returnPolicy: '7',
    codAvailable: 'true',
    'tags[]': 'newarrival',
    'variants[0][color]': 'Maroon',
    'variants[0][sizes][0][size]': 'M',
    'variants[0][sizes][0][stock]': '5',
    'productDetails[overview]': 'An everyday tee.',
  };
  return form(fields, { 'variants[0][images][0]': photo() });
}

/** The product's price now (the staff rows change it). */
async function refreshPrice(): Promise<void> {
  const [row] = await database.db.select({ paise: products.finalPricePaise }).from(products).where(eq(products.id, line.productId));
  line = { ...line, price: row!.paise / 100 };
}

function orderDraft(email: string) {
  return {
    name: 'Asha Verma',
    email,
    phoneNumber: '9876543210',
    product: { productId: line.productId, variantId: line.variantId, quantity: 1, price: line.price, size: line.size },
    deliveryAddress: '12 MP Nagar, Zone 1',
    pincode: '462011',
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    totalAmount: withDelivery(line.price),
  };
}

function checkoutBody(email: string, items: unknown[], designs: unknown[], totalAmount: number) {
  const { product: _product, totalAmount: _total, ...details } = orderDraft(email);
  return { ...details, items, designs, totalAmount, paymentMethod: 'cod' };
}

let garmentColour: string;
const designDocument = () => ({
  version: 1,
  garment: 'tshirt',
  color: garmentColour,
  size: 'L',
  sides: { front: [{ id: 'text-1', kind: 'text', content: 'Bhopal', color: '#ffffff', fontSize: 24, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 160, rotation: 0, width: 600 }], back: [] },
});

async function saveDesign(browser: Browser): Promise<string> {
  return expectOk(await browser.post('/designs', { document: designDocument() }), 'saving a design').data._id!;
}

async function placeCod(browser: Browser, email: string) {
  return expectOk(await browser.post('/order/cod', orderDraft(email)), 'placing a COD order').data as { _id: string; trackingId: string };
}

const ADDRESS = { label: 'Home', name: 'Asha Verma', phoneNumber: '9876543210', deliveryAddress: '12 MP Nagar, Zone 1', pincode: '462011', city: 'Bhopal', state: 'Madhya Pradesh' };

/** Ids in an answer, to see that one shopper's list holds nothing of another's. */
const idsIn = (body: unknown) => JSON.stringify(body);

const MATRIX: Record<string, Row> = {
  // ------------------------------------------------------------------ auth and OTP (XSRF only)
  register: {
    allowed: EVERYONE,
    async call(who) {
      const email = uniqueEmail();
      expectOk(await browsers[who].post('/otp/saveotp', { email }), 'sending a sign-up code');
      const otp = codeIn(outbox.findLast((mail) => mail.to === email)!.text);
      return { method: 'POST', path: '/auth/register', body: { username: 'Ravi', email, password: PASSWORD, phone: '9876543210', address: 'Bhopal', otp } };
    },
    fresh: true,
  },
  verify: {
    allowed: SIGNED_IN,
    call: () => ({ method: 'GET', path: '/auth/verify' }),
    check: (who, body) => expect((body.data as { user: { email: string } }).user.email).toBe(emails[who]),
  },
  login: {
    allowed: EVERYONE,
    async call() {
      const { email } = await account('shopper');
      return { method: 'POST', path: '/auth/login', body: { email, password: PASSWORD } };
    },
    fresh: true,
  },
  logout: { allowed: EVERYONE, call: () => ({ method: 'POST', path: '/auth/logout' }), fresh: true },
  resetPassword: {
    allowed: EVERYONE,
    async call(who) {
      const { email } = await account('shopper');
      expectOk(await browsers[who].post('/otp/forgot-password', { email }), 'sending a reset code');
      const otp = codeIn(outbox.findLast((mail) => mail.to === email)!.text);
      return { method: 'POST', path: '/auth/save-pswd', body: { email, password: 'Newer@1234', otp } };
    },
    fresh: true,
  },
  sendSignUpOtp: { allowed: EVERYONE, call: () => ({ method: 'POST', path: '/otp/saveotp', body: { email: uniqueEmail() } }) },
  sendResetOtp: {
    allowed: EVERYONE,
    async call() {
      const { email } = await account('shopper');
      return { method: 'POST', path: '/otp/forgot-password', body: { email } };
    },
  },

  // ------------------------------------------------------------------ catalogue (public)
  searchProducts: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/product/search?query=tee' }) },
  listProductsByTag: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/product/tags/trending' }) },
  listProductsByCategory: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/product/category/upperwear' }) },
  listProductsBySubCategories: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/product/subcategory/hoodie,t-shirt/upperwear' }) },
  getProduct: { allowed: EVERYONE, call: () => ({ method: 'GET', path: `/product/product/${line.productId}` }) },
  addReview: { allowed: SIGNED_IN, call: () => ({ method: 'POST', path: `/product/${line.productId}/addreview`, body: { rating: 4, comment: 'Good fabric.' } }) },
  listBanners: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/banner' }) },
  getHomeVideo: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/video/get-video' }) },
  listGarments: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/customized/getImage?types=tshirt' }) },
  listGraphics: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/customized/getGraphic' }) },
  listTemplates: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/customized/templates?types=tshirt' }) },
  checkPincode: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/order/serviceCheck/462011' }) },
  // Signed by the courier's token, not by a caller: whoever sends it with the token is the courier.
  courierWebhook: {
    allowed: EVERYONE,
    call: () => ({
      method: 'POST',
      path: '/courier/webhook',
      body: { awb: shippedOrder.awb, current_status: 'IN TRANSIT', shipment_status_id: 18, current_timestamp: '01 12 2026 09:00:00' },
      headers: { 'x-api-key': COURIER_TOKEN },
    }),
  },
  // The order id with its e-mail is the key: anyone holding both may see the parcel's journey.
  trackOrder: { allowed: EVERYONE, call: () => ({ method: 'POST', path: '/order/track', body: { orderId: orderToReturn.trackingId, contact: emails.shopperA } }) },
  lookupPostalCode: { allowed: EVERYONE, call: () => ({ method: 'GET', path: '/postal/462011' }) },
  getDocument: { allowed: EVERYONE, call: () => ({ method: 'GET', path: `/document/${documentKey}` }) },
  paymentCallback: {
    // Signed by the gateway, not by a caller: whoever sends it, a good signature only makes the shop ask the gateway.
    allowed: EVERYONE,
    call() {
      const { response, xVerify } = signSandboxCallback(TEST_SECRET, { transactionId: onlineOrder.transactionId, amountPaise: Math.round(line.price * 100), state: 'PENDING' });
      return { method: 'POST', path: '/order/callback', body: { response }, headers: { 'x-verify': xVerify } };
    },
  },

  // ------------------------------------------------------------------ staff
  createProduct: { allowed: STAFF, call: () => ({ method: 'POST', path: '/product/create', body: productForm() }) },
  staffListProducts: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/products' }) },
  staffEditProduct: {
    allowed: STAFF,
    call: () => ({
      method: 'PUT',
      path: `/staff/products/${line.productId}`,
      body: { name: 'Renamed Tee', description: 'Soft cotton.', price: 1299, discount: 10, category: 'upperwear', subCategory: 't-shirt', returnPolicy: 7, tags: ['trending'], codAvailable: true },
    }),
  },
  staffUpdateProduct: { allowed: STAFF, call: () => ({ method: 'PATCH', path: `/staff/products/${line.productId}`, body: { hidden: false } }) },
  staffSetStock: { allowed: STAFF, call: () => ({ method: 'PUT', path: `/staff/products/${line.productId}/stock`, body: { variantId: line.variantId, size: 'M', stock: 100 } }) },
  staffListBanners: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/banners' }) },
  staffAddBanner: { allowed: STAFF, call: () => ({ method: 'POST', path: '/staff/banners', body: form({ alt: 'Festive drop', link: '/new-arrivals' }, { image: photo() }) }) },
  staffChangeBanner: { allowed: STAFF, call: () => ({ method: 'PATCH', path: `/staff/banners/${bannerId}`, body: { active: true } }) },
  staffDeleteBanner: { allowed: STAFF, call: () => ({ method: 'DELETE', path: `/staff/banners/${bannerId}` }) },
  staffSetImageFocalPoint: {
    allowed: STAFF,
    // Read at call time: an earlier row may have removed a banner, and a move gives the photo a new key.
    call: async () => {
      const [variant] = await database.db.select({ images: productVariants.images }).from(productVariants).where(sql`cardinality(${productVariants.images}) > 0`).limit(1);
      return { method: 'PUT', path: `/staff/images/${variant!.images[0]}/focal-point`, body: { x: 0.3, y: 0.7 } };
    },
  },
  staffGetVideo: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/video' }) },
  staffUploadVideo: { allowed: STAFF, call: () => ({ method: 'POST', path: '/staff/video', body: form({}, { mobile: { body: mp4(), type: 'video/mp4', name: 'm.mp4' } }) }) },
  staffRemoveVideo: { allowed: STAFF, call: () => ({ method: 'DELETE', path: '/staff/video' }) },
  staffListGarments: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/studio/garments' }) },
  staffAddGarment: {
    allowed: STAFF,
    call: () => ({ method: 'POST', path: '/staff/studio/garments', body: form({ type: 'tshirt', color: `Matrix ${counter++}`, hex: '#123456', price: '499' }, { front: photo(), back: photo() }) }),
  },
  staffChangeGarment: { allowed: STAFF, call: () => ({ method: 'PATCH', path: `/staff/studio/garments/${garmentId}`, body: { active: true } }) },
  staffDeleteGarment: { allowed: STAFF, call: () => ({ method: 'DELETE', path: `/staff/studio/garments/${garmentId}` }) },
  staffListGraphics: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/studio/graphics' }) },
  staffAddGraphic: { allowed: STAFF, call: () => ({ method: 'POST', path: '/staff/studio/graphics', body: form({ name: `Matrix ${counter++}` }, { image: photo() }) }) },
  staffChangeGraphic: { allowed: STAFF, call: () => ({ method: 'PATCH', path: `/staff/studio/graphics/${graphicId}`, body: { active: true } }) },
  staffDeleteGraphic: { allowed: STAFF, call: () => ({ method: 'DELETE', path: `/staff/studio/graphics/${graphicId}` }) },
  staffListTemplates: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/studio/templates' }) },
  staffAddTemplate: { allowed: STAFF, call: () => ({ method: 'POST', path: '/staff/studio/templates', body: { designId: staffDesign, name: `Matrix ${counter++}` } }) },
  staffChangeTemplate: { allowed: STAFF, call: () => ({ method: 'PATCH', path: `/staff/studio/templates/${templateToChange}`, body: { active: true } }) },
  staffMoveTemplate: { allowed: STAFF, call: () => ({ method: 'POST', path: `/staff/studio/templates/${templateToMove}/move`, body: { direction: 'down' } }) },
  staffDeleteTemplate: { allowed: STAFF, call: () => ({ method: 'DELETE', path: `/staff/studio/templates/${templateToDelete}` }) },
  staffListOrders: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/orders' }) },
  staffOrderPrintFile: { allowed: STAFF, call: () => ({ method: 'GET', path: `/staff/orders/${printOrder}/print/front` }) },
  staffDecideReturn: { allowed: STAFF, call: () => ({ method: 'POST', path: `/staff/orders/${returnToDecide}/return`, body: { decision: 'accept' } }) },
  staffDashboard: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/dashboard' }) },
  staffGetDeliveryRule: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/settings/delivery' }) },
  staffSetDeliveryRule: { allowed: STAFF, call: () => ({ method: 'PUT', path: '/staff/settings/delivery', body: { freeDeliveryFrom: 999, deliveryCharge: 49 } }) },
  staffGetCodRules: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/settings/cod' }) },
  staffSetCodRules: {
    allowed: STAFF,
    call: () => ({
      method: 'PUT',
      path: '/staff/settings/cod',
      body: { minOrder: 0, maxOrder: null, feeKind: 'flat', fee: 0, offForDesigns: false, confirmDesigns: true, confirmAbove: null, maxRefusals: null, blockedPincodes: [] },
    }),
  },
  staffMoveOrder: { allowed: STAFF, call: () => ({ method: 'POST', path: `/staff/orders/${orderToMove}/status`, body: { status: 'Shipped' } }) },
  staffDownloadInvoice: { allowed: STAFF, call: () => ({ method: 'GET', path: `/staff/orders/${creditedOrder}/invoice` }) },
  staffDownloadCreditNote: { allowed: STAFF, call: () => ({ method: 'GET', path: `/staff/orders/${creditedOrder}/credit-note` }) },
  staffRetryRefund: { allowed: STAFF, call: () => ({ method: 'POST', path: `/staff/orders/${refundToRetry}/refund/retry` }) },
  staffMarkRefundPaidOut: { allowed: STAFF, call: () => ({ method: 'POST', path: `/staff/orders/${refundToPayOut}/refund/payout`, body: { reference: 'UTR000123' } }) },
  staffCreateShipment: { allowed: STAFF, call: () => ({ method: 'POST', path: `/staff/orders/${orderToShip}/shipment` }) },
  staffCreateShipments: { allowed: STAFF, call: () => ({ method: 'POST', path: '/staff/shipments', body: { orderIds: ordersToShip } }) },
  staffShipmentLabel: { allowed: STAFF, call: () => ({ method: 'GET', path: `/staff/orders/${shippedOrder._id}/shipment/label` }) },
  staffGetDeliveryDates: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/settings/delivery-dates' }) },
  staffSetDeliveryDates: { allowed: STAFF, call: () => ({ method: 'PUT', path: '/staff/settings/delivery-dates', body: { dispatchDaysStock: 1, dispatchDaysPrinted: 3, cutoffHour: 14, holidays: ['2026-12-25'] } }) },
  staffGstReport: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/gst-report?from=2026-01-01&to=2026-12-31' }) },
  staffGetOrder: { allowed: STAFF, call: () => ({ method: 'GET', path: `/staff/orders/${printOrder}` }) },
  staffMoveOrders: { allowed: STAFF, call: () => ({ method: 'POST', path: '/staff/orders/bulk-status', body: { orderIds: ordersToBulkMove, status: 'Shipped' } }) },
  staffPackingSlips: { allowed: STAFF, call: () => ({ method: 'GET', path: `/staff/packing-slips?ids=${printOrder}&ids=${orderToCancel._id}` }) },
  staffExportOrders: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/exports/orders?from=2026-01-01&to=2026-12-31' }) },
  staffExportProducts: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/exports/products?from=2026-01-01&to=2026-12-31' }) },
  staffGetAlertSettings: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/settings/alerts' }) },
  staffSetAlertSettings: { allowed: STAFF, call: () => ({ method: 'PUT', path: '/staff/settings/alerts', body: { emails: ['owner@example.in'] } }) },
  staffStockAlerts: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/stock-alerts' }) },
  staffGetProduct: { allowed: STAFF, call: () => ({ method: 'GET', path: `/staff/products/${editable.productId}` }) },
  staffDeleteProduct: { allowed: STAFF, call: () => ({ method: 'DELETE', path: `/staff/products/${productToDelete}` }) },
  staffEditProductDetails: {
    allowed: STAFF,
    call: () => ({ method: 'PUT', path: `/staff/products/${editable.productId}/details`, body: { overview: 'Edited.', features: ['Soft'], materialAndCare: [], specifications: [{ name: 'Fit', value: 'Regular' }] } }),
  },
  staffAddColour: {
    allowed: STAFF,
    call: () => ({
      method: 'POST',
      path: `/staff/products/${editable.productId}/variants`,
      body: form({ color: `Matrix Colour ${counter++}`, 'sizes[0][size]': 'M', 'sizes[0][stock]': '3' }, { 'images[]': photo() }),
    }),
  },
  staffChangeColour: { allowed: STAFF, call: () => ({ method: 'PATCH', path: `/staff/products/${editable.productId}/variants/${editable.colour}`, body: { color: 'Matrix Renamed' } }) },
  staffRemoveColour: { allowed: STAFF, call: () => ({ method: 'DELETE', path: `/staff/products/${editable.productId}/variants/${editable.spare}` }) },
  staffAddPhotos: { allowed: STAFF, call: () => ({ method: 'POST', path: `/staff/products/${editable.productId}/variants/${editable.colour}/photos`, body: form({}, { 'images[]': photo() }) }) },
  staffArrangePhotos: {
    allowed: STAFF,
    call: () => ({ method: 'PUT', path: `/staff/products/${editable.productId}/variants/${editable.colour}/photos`, body: { images: [...editable.photos].reverse() } }),
  },
  staffRemoveSize: { allowed: STAFF, call: () => ({ method: 'DELETE', path: `/staff/products/${editable.productId}/variants/${editable.colour}/sizes/L` }) },
  staffReplaceGarmentPhotos: { allowed: STAFF, call: () => ({ method: 'POST', path: `/staff/studio/garments/${garmentForPhotos}/photos`, body: form({}, { front: photo() }) }) },
  staffSetLowStockThreshold: { allowed: STAFF, call: () => ({ method: 'PUT', path: `/staff/products/${line.productId}/low-stock`, body: { threshold: 5 } }) },
  staffListReviews: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/reviews' }) },
  staffModerateReview: { allowed: STAFF, call: () => ({ method: 'PATCH', path: `/staff/reviews/${reviewToModerate}`, body: { hidden: true, reply: 'Thank you.' } }) },

  // ------------------------------------------------------------------ designs (A's)
  listDesigns: {
    allowed: SIGNED_IN,
    call: () => ({ method: 'GET', path: '/designs' }),
    check: (who, body) => expect(idsIn(body).includes(designA)).toBe(who === 'shopperA'),
  },
  createDesign: { allowed: SIGNED_IN, ok: 201, call: () => ({ method: 'POST', path: '/designs', body: { document: designDocument() } }) },
  uploadDesignImage: { allowed: SIGNED_IN, ok: 201, call: () => ({ method: 'POST', path: '/designs/uploads', body: form({}, { image: photo() }) }) },
  openDesignPng: { allowed: SIGNED_IN, ok: 200, call: () => ({ method: 'POST', path: '/designs/from-png', body: form({}, { image: { body: Buffer.from(designPng), type: 'image/png', name: 'design-front.png' } }) }) },
  getDesign: { allowed: OWNER, call: () => ({ method: 'GET', path: `/designs/${designA}` }) },
  updateDesign: { allowed: OWNER, call: () => ({ method: 'PUT', path: `/designs/${designA}`, body: { document: { ...designDocument(), size: 'XL' } } }) },
  renameDesign: { allowed: OWNER, call: () => ({ method: 'PATCH', path: `/designs/${designA}`, body: { name: 'Lake tee' } }) },
  deleteDesign: { allowed: OWNER, call: () => ({ method: 'DELETE', path: `/designs/${designToDelete}` }) },
  addDesignToCart: { allowed: OWNER, call: () => ({ method: 'POST', path: `/designs/${designA}/cart` }) },
  setDesignCartLine: { allowed: OWNER, call: () => ({ method: 'PUT', path: `/designs/${designA}/cart`, body: { size: 'XL', quantity: 2 } }) },
  removeDesignFromCart: { allowed: OWNER, call: () => ({ method: 'DELETE', path: `/designs/${designInCart}/cart` }) },
  getDesignPrintFile: { allowed: OWNER, call: () => ({ method: 'GET', path: `/designs/${designA}/print/front` }) },
  shareDesign: { allowed: OWNER, call: () => ({ method: 'POST', path: `/designs/${designA}/share` }) },
  unshareDesign: { allowed: OWNER, call: () => ({ method: 'DELETE', path: `/designs/${designToUnshare}/share` }) },
  // A shared design's link is public; making it yours needs an account (the copy is the caller's).
  getSharedDesign: { allowed: EVERYONE, call: () => ({ method: 'GET', path: `/shared-designs/${sharedSlug}` }) },
  remixSharedDesign: { allowed: SIGNED_IN, ok: 201, call: () => ({ method: 'POST', path: `/shared-designs/${sharedSlug}/remix` }) },

  updateProfile: {
    allowed: SIGNED_IN,
    call: () => ({ method: 'PUT', path: '/account/profile', body: { username: 'Asha', phone: '9876543210', address: 'Bhopal' } }),
    check: (who, body) => expect((body.data as { user: { email: string } }).user.email).toBe(emails[who]),
  },

  // ------------------------------------------------------------------ saved addresses (A's)
  listAddresses: {
    allowed: SIGNED_IN,
    call: () => ({ method: 'GET', path: '/account/addresses' }),
    check: (who, body) => expect(idsIn(body).includes(addressA)).toBe(who === 'shopperA'),
  },
  addAddress: { allowed: SIGNED_IN, ok: 201, call: () => ({ method: 'POST', path: '/account/addresses', body: ADDRESS }) },
  updateAddress: { allowed: OWNER, call: () => ({ method: 'PUT', path: `/account/addresses/${addressA}`, body: { ...ADDRESS, label: 'Office' } }) },
  deleteAddress: { allowed: OWNER, call: () => ({ method: 'DELETE', path: `/account/addresses/${addressToDelete}` }) },
  setDefaultAddress: { allowed: OWNER, call: () => ({ method: 'POST', path: `/account/addresses/${addressA}/default` }) },

  staffListDiscountCodes: { allowed: STAFF, call: () => ({ method: 'GET', path: '/staff/discount-codes' }) },
  staffCreateDiscountCode: { allowed: STAFF, call: () => ({ method: 'POST', path: '/staff/discount-codes', body: { ...{ code: 'MATRIX10', kind: 'percent', amount: 10, minOrder: 0, maxDiscount: null, validFrom: null, validTo: null, totalUses: null, usesPerShopper: null, firstOrderOnly: false, scope: [], paused: false }, code: `MATRIX-NEW${counter++}` } }) },
  staffUpdateDiscountCode: { allowed: STAFF, call: () => ({ method: 'PUT', path: `/staff/discount-codes/${codeToChange}`, body: { code: 'MATRIX10', kind: 'percent', amount: 10, minOrder: 0, maxDiscount: null, validFrom: null, validTo: null, totalUses: null, usesPerShopper: null, firstOrderOnly: false, scope: [], paused: false } }) },
  staffDeleteDiscountCode: { allowed: STAFF, call: () => ({ method: 'DELETE', path: `/staff/discount-codes/${codeToDelete}` }) },
  // ------------------------------------------------------------------ cart (A's line)
  addToCart: { allowed: SIGNED_IN, call: () => ({ method: 'POST', path: '/cart/add', body: { productId: line.productId, variantId: line.variantId } }) },
  removeFromCart: { allowed: OWNER, call: () => ({ method: 'POST', path: '/cart/removetocart', body: { cartId: cartIdA, productId: line.productId, variantId: line.variantId } }) },
  applyDiscountCode: {
    allowed: SIGNED_IN,
    async call(who) {
      // A code applies to what is in the caller's own cart: give them something.
      if (who !== 'visitor') await browsers[who].post('/cart/add', { productId: line.productId, variantId: line.variantId });
      return { method: 'PUT', path: '/cart/discount-code', body: { code: 'matrix10' } };
    },
  },
  removeDiscountCode: { allowed: SIGNED_IN, call: () => ({ method: 'DELETE', path: '/cart/discount-code' }) },
  quoteCashOnDelivery: {
    allowed: SIGNED_IN,
    call: () => ({ method: 'POST', path: '/order/cod-quote', body: { pincode: '462011', amount: line.price, productIds: [line.productId], hasDesign: false } }),
  },
  confirmCodOrder: {
    // The signed token is the proof, not a session: whoever holds the mailed link confirms, once (a fresh order per caller).
    allowed: EVERYONE,
    async call() {
      // For this one order, every COD order waits for confirmation (the rule set and put back around it).
      await database.db.insert(shopSettings).values({ id: 1, freeDeliveryFromPaise: 99_900, deliveryChargePaise: 4_900, codConfirmAbovePaise: 0 }).onConflictDoUpdate({ target: shopSettings.id, set: { codConfirmAbovePaise: 0 } });
      const order = await placeCod(browsers.shopperA, emails.shopperA);
      await database.db.update(shopSettings).set({ codConfirmAbovePaise: null });
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row!.status).toBe('Awaiting confirmation');
      return { method: 'POST', path: '/order/confirm-cod', body: { token: codConfirmToken(TEST_SECRET, order._id, row!.codConfirmBy!) } };
    },
  },
  confirmCodOrderByCode: {
    // The code typed in My Orders: only the order's own account (a fresh order per caller, A's).
    allowed: OWNER,
    async call() {
      await database.db.insert(shopSettings).values({ id: 1, freeDeliveryFromPaise: 99_900, deliveryChargePaise: 4_900, codConfirmAbovePaise: 0 }).onConflictDoUpdate({ target: shopSettings.id, set: { codConfirmAbovePaise: 0 } });
      const order = await placeCod(browsers.shopperA, emails.shopperA);
      await database.db.update(shopSettings).set({ codConfirmAbovePaise: null });
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row!.status).toBe('Awaiting confirmation');
      return { method: 'POST', path: '/order/confirm-cod/code', body: { orderId: order._id, code: codConfirmCode(TEST_SECRET, row!.checkoutNumber!, row!.codConfirmBy!) } };
    },
  },
  quoteDiscountCode: {
    allowed: SIGNED_IN,
    call: () => ({ method: 'POST', path: '/order/discount-quote', body: { discountCode: 'MATRIX10', items: [{ productId: line.productId, variantId: line.variantId, quantity: 1 }] } }),
  },
  getCart: {
    allowed: SIGNED_IN,
    call: () => ({ method: 'GET', path: '/cart/getusercart' }),
    check: (who, body) => expect((body.data as { _id: string })._id === cartIdA).toBe(who === 'shopperA'),
  },

  // ------------------------------------------------------------------ orders (A's)
  startOnlinePayment: {
    allowed: SIGNED_IN,
    async call(who) {
      await refreshPrice();
      return { method: 'POST', path: '/order/payment', body: orderDraft(emails[who] ?? 'x@example.in') };
    },
  },
  placeCodOrder: {
    allowed: SIGNED_IN,
    async call(who) {
      await refreshPrice();
      return { method: 'POST', path: '/order/cod', body: orderDraft(emails[who] ?? 'x@example.in') };
    },
  },
  checkoutCart: {
    // The request orders A's saved design: only A may.
    allowed: OWNER,
    call: (who) => ({
      method: 'POST',
      path: '/order/cart-checkout',
      body: checkoutBody(emails[who] ?? 'x@example.in', [], [{ designId: designToOrder.id, size: 'L', quantity: 1, price: designToOrder.price }], withDelivery(designToOrder.price)),
    }),
  },
  listMyOrders: {
    allowed: SIGNED_IN,
    call: () => ({ method: 'GET', path: '/order/getorderbyid' }),
    check: (who, body) => expect(idsIn(body).includes(orderToCancel._id)).toBe(who === 'shopperA'),
  },
  confirmPayment: { allowed: OWNER, call: () => ({ method: 'POST', path: '/order/status', body: onlineOrder }) },
  downloadInvoice: { allowed: OWNER, call: () => ({ method: 'GET', path: `/order/invoice/${creditedOrder}` }) },
  downloadCreditNote: { allowed: OWNER, call: () => ({ method: 'GET', path: `/order/credit-note/${creditedOrder}` }) },
  paymentRetryChoices: {
    allowed: OWNER,
    call: () => ({ method: 'GET', path: `/order/retryChoices?transactionId=${failedToRetry.transactionId}&orderId=${failedToRetry.orderId}` }),
  },
  retryPayment: { allowed: OWNER, call: () => ({ method: 'POST', path: '/order/retryPayment', body: failedToRetry }) },
  payOnDeliveryInstead: { allowed: OWNER, call: () => ({ method: 'POST', path: '/order/payOnDeliveryInstead', body: failedToCod }) },
  getReturnPhoto: { allowed: ['shopperA', 'staff'], call: () => ({ method: 'GET', path: `/order/returnPhoto/${returnPhotoKey}` }) },
  cancelOrder: { allowed: OWNER, call: () => ({ method: 'DELETE', path: '/order/cancelOrder', body: { orderId: orderToCancel._id, trackingId: orderToCancel.trackingId } }) },
  saveRefundBankDetails: {
    allowed: OWNER,
    call: () => ({
      method: 'PUT',
      path: '/order/refundBankDetails',
      body: { orderId: bankDetailsOrder._id, trackingId: bankDetailsOrder.trackingId, accountHolder: 'Asha Verma', accountNumber: '123456789012', confirmAccountNumber: '123456789012', ifsc: 'SBIN0001234' },
    }),
  },
  returnOrder: { allowed: OWNER, call: () => ({ method: 'POST', path: '/order/returnOrder', body: { orderId: orderToReturn._id, trackingId: orderToReturn.trackingId } }) },
};

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    database,
    store: diskStore(testDocumentsFolder()),
    mailer: { send: async (mail) => void outbox.push(mail), close: async () => {} },
    authPolicy: { ...TEST_AUTH_POLICY, otpPerIpPerHour: 1000 },
    secret: TEST_SECRET,
    secureCookies: false,
    webRoot: null,
    paymentSweepMs: 0,
    postal: { lookup: async () => null },
    courierWebhookToken: COURIER_TOKEN,
  });
  await app.ready();
  checkAnswersAgainstContract(app);
  png = await sharp({ create: { width: 1600, height: 1600, channels: 4, background: { r: 200, g: 60, b: 40, alpha: 1 } } }).png().toBuffer();
  const db = database.db;
  browsers.visitor = new Browser(app);
  for (const [who, role] of [['shopperA', 'shopper'], ['shopperB', 'shopper'], ['staff', 'staff']] as const) {
    const signed = await account(role);
    browsers[who] = signed.browser;
    emails[who] = signed.email;
  }
  line = await stockedLine(db, 500);
  const [garment] = await db.select({ color: customiserGarments.color }).from(customiserGarments).where(and(eq(customiserGarments.type, 'tshirt'), eq(customiserGarments.active, true))).limit(1);
  garmentColour = garment!.color;
  designPng = await writeDesignIntoPng(png, parsedDesign(designDocument()));
  const a = browsers.shopperA;
  designA = await saveDesign(a);
  designToDelete = await saveDesign(a);
  designInCart = await saveDesign(a);
  // Sharing changes nothing else about a design: two of the designs above serve (no more saves, each draws previews).
  designToUnshare = designInCart;
  expectOk(await a.post(`/designs/${designToUnshare}/share`), 'sharing a design');
  sharedSlug = expectOk(await a.post(`/designs/${designA}/share`), 'sharing a design').data.slug as string;
  expectOk(await a.post(`/designs/${designInCart}/cart`), 'a design to the cart');
  const toOrder = await saveDesign(a);
  designToOrder = { id: toOrder, price: expectOk(await a.post(`/designs/${toOrder}/cart`), 'a design to the cart').data.price as number };
  const printed = await saveDesign(a);
  const printedPrice = expectOk(await a.post(`/designs/${printed}/cart`), 'a design to the cart').data.price as number;
  const placed = expectOk(await a.post('/order/cart-checkout', checkoutBody(emails.shopperA, [], [{ designId: printed, size: 'L', quantity: 1, price: printedPrice }], withDelivery(printedPrice))), 'ordering a design');
  printOrder = (placed.data.orders as { _id: string }[])[0]!._id;
  // A custom design's COD order waits for the shopper's mailed confirmation before staff may print it: confirmed here.
  const printConfirmBy = (await database.db.select({ at: orders.codConfirmBy }).from(orders).where(eq(orders.id, printOrder)))[0]!.at!;
  expectOk(await new Browser(app).post('/order/confirm-cod', { token: codConfirmToken(TEST_SECRET, printOrder, printConfirmBy) }), 'confirming the design order');
  expectOk(await a.post('/cart/add', { productId: line.productId, variantId: line.variantId }), 'adding to the cart');
  cartIdA = expectOk(await a.get('/cart/getusercart'), 'reading the cart').data._id!;
  addressToDelete = expectOk(await a.post('/account/addresses', ADDRESS), 'saving an address').data._id!;
  addressA = expectOk(await a.post('/account/addresses', { ...ADDRESS, label: 'Parents' }), 'saving an address').data._id!;
  orderToCancel = await placeCod(a, emails.shopperA);
  const credited = await placeCod(a, emails.shopperA);
  expectOk(await a.request('DELETE', '/order/cancelOrder', { orderId: credited._id, trackingId: credited.trackingId }), 'cancelling an invoiced order');
  creditedOrder = credited._id;
  orderToReturn = await placeCod(a, emails.shopperA);
  await db.execute(sql`update orders set status = 'Delivered', delivered_at = now() where id = ${orderToReturn._id}`);
  orderToMove = (await placeCod(a, emails.shopperA))._id;
  orderToShip = (await placeCod(a, emails.shopperA))._id;
  ordersToShip = [(await placeCod(a, emails.shopperA))._id, (await placeCod(a, emails.shopperA))._id];
  const toLabel = (await placeCod(a, emails.shopperA))._id;
  shippedOrder = { _id: toLabel, awb: expectOk(await browsers.staff.post(`/staff/orders/${toLabel}/shipment`), 'creating a shipment').data.awb as string };
  returnToDecide = (await placeCod(a, emails.shopperA))._id;
  ordersToBulkMove = [(await placeCod(a, emails.shopperA))._id, (await placeCod(a, emails.shopperA))._id];
  const [reviewer] = await db.insert(users).values({ username: 'Reviewer', email: `reviewer${Date.now()}@example.in`, phone: '9876543210', address: 'Bhopal', passwordHash: '!' }).returning();
  const [review] = await db.insert(reviews).values({ productId: line.productId, userId: reviewer!.id, rating: 3, comment: 'Fine.' }).returning();
  reviewToModerate = review!.id;
  await db.execute(sql`update orders set status = 'Return requested', delivered_at = now() where id = ${returnToDecide}`);
  const online = expectOk(await a.post('/order/payment', orderDraft(emails.shopperA)), 'starting an online payment').data as { orderId: string; transactionId: string };
  onlineOrder = { orderId: online.orderId, transactionId: online.transactionId };
  failedToRetry = await failedPayment(a, emails.shopperA);
  failedToCod = await failedPayment(a, emails.shopperA);
  // A cash on delivery return asked for (bank details wanted), a provider refund that failed, and a COD refund to pay out.
  bankDetailsOrder = await placeCod(a, emails.shopperA);
  await db.execute(sql`update orders set status = 'Return requested', delivered_at = now() where id = ${bankDetailsOrder._id}`);
  refundToRetry = (await placeCod(a, emails.shopperA))._id;
  await db.insert(refunds).values({ orderId: refundToRetry, provider: 'sandbox', refundId: 'RFMATRIXRETRY', paymentTransactionId: 'TXMATRIXNONE', amountPaise: 100, status: 'failed' });
  refundToPayOut = (await placeCod(a, emails.shopperA))._id;
  await db.execute(sql`update orders set status = 'Returned', payment_status = 'Refund pending', delivered_at = now() where id = ${refundToPayOut}`);
  await db.insert(refunds).values({ orderId: refundToPayOut, provider: 'cod', refundId: 'RFMATRIXPAYOUT', amountPaise: 100 });
  await db.insert(refundBankAccounts).values({ orderId: refundToPayOut, accountHolder: 'Asha Verma', accountNumber: '123456789012', ifsc: 'SBIN0001234' });
  const withPhoto = await placeCod(a, emails.shopperA);
  await db.execute(sql`update orders set status = 'Delivered', delivered_at = now() where id = ${withPhoto._id}`);
  expectOk(await a.request('POST', '/order/returnOrder', form({ orderId: withPhoto._id, trackingId: withPhoto.trackingId, reason: 'damaged' }, { photos: photo() })), 'a return with a photo');
  const [photoReturn] = await db.select({ photos: orderReturns.photos }).from(orderReturns).where(eq(orderReturns.orderId, withPhoto._id));
  returnPhotoKey = photoReturn!.photos[0]!;
  const [banner] = await db.select({ id: banners.id }).from(banners).limit(1);
  bannerId = banner!.id;
  const codes = await db
    .insert(discountCodes)
    .values([
      { code: 'MATRIX10', kind: 'percent', percentOff: 10 },
      { code: 'MATRIXGONE', kind: 'flat', amountOffPaise: 5000 },
    ])
    .returning({ id: discountCodes.id });
  [codeToChange, codeToDelete] = codes.map((code) => code.id) as [string, string];
  const staff = browsers.staff;
  const addedGarment = expectOk(
    await staff.request('POST', '/staff/studio/garments', form({ type: 'hoodie', color: 'Matrix Spare', hex: '#654321', price: '899' }, { front: photo(), back: photo() })),
    'adding a garment colour',
  );
  const [garmentRow] = await db.select({ id: customiserGarments.id }).from(customiserGarments).where(eq(customiserGarments.color, 'Matrix Spare'));
  garmentId = garmentRow?.id ?? (addedGarment.data._id as string);
  garmentForPhotos = (
    expectOk(
      await staff.request('POST', '/staff/studio/garments', form({ type: 'tshirt', color: 'Matrix Photos', hex: '#445566', price: '499' }, { front: photo(), back: photo() })),
      'adding a garment colour for new photos',
    ).data as { _id: string }
  )._id;
  expectOk(await staff.request('POST', '/staff/studio/graphics', form({ name: 'Matrix Spare' }, { image: photo() })), 'adding a graphic');
  const [graphicRow] = await db.select({ id: customiserGraphics.id }).from(customiserGraphics).where(eq(customiserGraphics.name, 'Matrix Spare'));
  graphicId = graphicRow!.id;
  const twoColours = form(
    {
      ...Object.fromEntries([...productForm().entries()].filter(([, value]) => typeof value === 'string') as [string, string][]),
      'variants[0][sizes][1][size]': 'L',
      'variants[0][sizes][1][stock]': '2',
      'variants[1][color]': 'Olive',
      'variants[1][sizes][0][size]': 'M',
      'variants[1][sizes][0][stock]': '4',
    },
    { 'variants[0][images][0]': photo(), 'variants[0][images][1]': photo(), 'variants[1][images][0]': photo() },
  );
  const created = expectOk(await staff.request('POST', '/product/create', twoColours), 'adding a product to edit').data as unknown as { _id: string; variants: { _id: string; images: string[] }[] };
  editable = { productId: created._id, colour: created.variants[0]!._id, spare: created.variants[1]!._id, photos: created.variants[0]!.images };
  productToDelete = (expectOk(await staff.request('POST', '/product/create', productForm()), 'adding a product to delete').data as { _id: string })._id;
  staffDesign = await saveDesign(staff);
  // The seed's starter templates, first to last: one to show, one to move down, one to delete.
  const starters = await db.select({ id: designTemplates.id }).from(designTemplates).orderBy(designTemplates.position);
  [templateToChange, templateToMove, templateToDelete] = starters.map((row) => row.id) as [string, string, string];
  const product = expectOk(await browsers.visitor.get(`/product/product/${line.productId}`), 'reading a product');
  documentKey = (product.data.images as string[])[0]!;
  // The B and staff callers' rows for A's things must find them there: nothing of A's moved yet.
  const [check] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderToMove));
  expect(check?.status).toBe('Processing');
}, 120_000);

/** An online payment of A's that the shopper failed on the sandbox gateway's page. */
async function failedPayment(browser: Browser, email: string) {
  const started = expectOk(await browser.post('/order/payment', orderDraft(email)), 'starting an online payment').data as { orderId: string; transactionId: string; redirectUrl: string };
  await decideSandboxPayment(app, started.redirectUrl, 'fail');
  return { orderId: started.orderId, transactionId: started.transactionId };
}

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

describe('the authorisation matrix', () => {
  it('has a row for every operation of openapi.yaml, and none for an operation it lacks', () => {
    const ids = operations().map((operation) => operation.id);
    expect(ids.filter((id) => !(id in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((id) => !ids.includes(id))).toEqual([]);
  });

  for (const operation of operations()) {
    const row = MATRIX[operation.id];
    if (!row) continue;
    const refused = CALLERS.filter((who) => !row.allowed.includes(who));
    const name = `${operation.id}: ${row.allowed.join(', ')} allowed${refused.length ? `; ${refused.join(', ')} refused` : ''}`;
    it(name, { timeout: 60_000 }, async () => {
      // Refused callers first, on the untouched resources; then the allowed ones.
      for (const who of [...refused, ...row.allowed]) {
        const browser = row.fresh && who !== 'visitor' ? await logIn(emails[who]) : row.fresh ? new Browser(app) : browsers[who];
        const call = await (async () => {
          const saved = browsers[who];
          browsers[who] = browser;
          try {
            return await row.call(who);
          } finally {
            browsers[who] = saved;
          }
        })();
        const before = refused.includes(who) ? await snapshotDatabase(database.db) : null;
        const answer = await browser.request(call.method, call.path, call.body, call.headers ?? {});
        if (before) {
          expect([401, 403, 404], `${who}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
          expect(answer.body).toMatchObject({ success: false });
          expect(changedTables(before, await snapshotDatabase(database.db)), `${who}'s refused call changed the database`).toEqual([]);
        } else {
          expect(answer.status, `${who}: ${JSON.stringify(answer.body)?.slice(0, 300)}`).toBe(row.ok ?? 200);
          row.check?.(who, answer.body as { data?: unknown });
        }
      }
    });
  }
});
