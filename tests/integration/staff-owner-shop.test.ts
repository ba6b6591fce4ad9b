import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyRuns, mailQueue, products, reviews } from '../../src/server/db/schema';
import { sendDailyMails } from '../../src/server/services/staff/daily-mails';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { parseCsv } from '../support/csv';
import { contractErrors } from './support/contract';
import { draftFor, queuedMailsTo, startOrderShop, stockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';
import { indiaDay } from '../../src/shared/india-time';

/** The owner's shop-wide tools on both databases: CSV exports, stock alerts, daily mails, review moderation. */

let shop: TestShop;
let staff: Browser;
beforeAll(async () => {
  shop = await startOrderShop();
  await grantStaff(shop.database.db, { email: 'shop-staff@example.in', password: 'Staff@1234', name: 'Ravi Staff' });
  staff = new Browser(shop.app);
  expect((await staff.post('/auth/login', { email: 'shop-staff@example.in', password: 'Staff@1234' })).status).toBe(200);
});
afterAll(async () => shop?.close());

const download = (url: string) => shop.app.inject({ method: 'GET', url: `/api/api/v1${url}`, headers: { cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });

const today = () => indiaDay(new Date());

describe('CSV exports', () => {
  it('stream the orders of a date range as UTF-8 with a BOM, every cell safe from spreadsheet formulas', async () => {
    const line = await stockedLine(shop.database.db, 20, 1);
    const { browser, email } = await signUp(shop);
    // A name a spreadsheet would run as a formula, and an address with a comma and quotes.
    const placed = await browser.post('/order/cod', { ...draftFor(line, 2, email), name: '=HYPERLINK("x")', deliveryAddress: '12 "Lake View", MP Nagar' });
    expect(placed.status).toBe(200);
    const orderId = ((await browser.get('/order/getorderbyid')).body.data.orders ?? (await browser.get('/order/getorderbyid')).body.data)[0]._id as string;

    const csv = await download(`/staff/exports/orders?from=${today()}&to=${today()}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="orders-${today()}-to-${today()}.csv"`);
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toContain('Total (₹)');
    const header = rows[0]!;
    const mine = rows.find((row) => row[0] === `#${orderId.replaceAll('-', '').slice(-8).toUpperCase()}`)!;
    expect(mine).toBeDefined();
    const cell = (name: string) => mine[header.indexOf(name)];
    expect(cell('Shopper')).toBe(`'=HYPERLINK("x")`);
    expect(cell('Address')).toBe('12 "Lake View", MP Nagar');
    expect(cell('Quantity')).toBe('2');
    expect(cell('Total (₹)')).toBe((line.price * 2).toFixed(2));
    expect(cell('Status')).toBe('Processing');
    expect(rows.every((row) => row.length === header.length)).toBe(true);

    // Nothing placed in 2020: the headings alone.
    expect(parseCsv((await download('/staff/exports/orders?from=2020-01-01&to=2020-01-31')).rawPayload.toString('utf8').slice(1))).toHaveLength(1);
    expect((await download('/staff/exports/orders?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    for (const range of ['from=2026-03-02&to=2026-03-01', 'from=2024-01-01&to=2026-01-01']) {
      const bad = await download(`/staff/exports/orders?${range}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Choose a from date on or before the to date, at most 367 days apart.');
    }

    const productsCsv = await download(`/staff/exports/products?from=${today()}&to=${today()}`);
    expect(productsCsv.statusCode).toBe(200);
    const productRows = parseCsv(productsCsv.rawPayload.toString('utf8').slice(1));
    const [product] = await shop.database.db.select({ name: products.name }).from(products).where(eq(products.id, line.productId));
    const sold = productRows.find((row) => row[0] === product!.name && row[2] === 'M' && row[11] === '2');
    expect(sold, 'the product row counts the 2 units sold today').toBeDefined();
    expect(sold![3]).toBe('18');
  });
});

describe('stock alerts', () => {
  it('list sizes at or under the staff-set level (default 3) and sold-out sizes, and the level can be changed', async () => {
    const line = await stockedLine(shop.database.db, 2, 3);
    const alerts = await staff.get('/staff/stock-alerts');
    expect(alerts.status).toBe(200);
    expect(contractErrors('staffStockAlerts', 200, alerts.body)).toEqual([]);
    expect(alerts.body.data.low).toContainEqual(expect.objectContaining({ variantId: line.variantId, size: 'M', stock: 2, threshold: 3 }));

    expect((await staff.request('PUT', `/staff/products/${line.productId}/stock`, { variantId: line.variantId, size: 'M', stock: 0 })).status).toBe(200);
    const soldOut = (await staff.get('/staff/stock-alerts')).body.data;
    expect(soldOut.soldOut).toContainEqual(expect.objectContaining({ variantId: line.variantId, size: 'M', stock: 0 }));
    expect(soldOut.count).toBe(soldOut.low.length + soldOut.soldOut.length);

    expect((await staff.request('PUT', `/staff/products/${line.productId}/stock`, { variantId: line.variantId, size: 'M', stock: 2 })).status).toBe(200);
    const lowered = await staff.request('PUT', `/staff/products/${line.productId}/low-stock`, { threshold: 1 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.message).toBe('Low-stock level saved.');
    expect((await staff.get('/staff/stock-alerts')).body.data.low.some((size: { variantId: string; size: string }) => size.variantId === line.variantId && size.size === 'M')).toBe(false);
    expect((await staff.request('PUT', `/staff/products/00000000-0000-4000-8000-000000000000/low-stock`, { threshold: 1 })).status).toBe(404);
    expect((await staff.request('PUT', `/staff/products/${line.productId}/low-stock`, { threshold: 1001 })).status).toBe(400);
  });
});

describe('daily mails', () => {
  it('send the digest and the stock alert once a day, whichever servers ask at once', async () => {
    expect((await staff.request('PUT', '/staff/settings/alerts', { emails: ['digest@bhopalthreads.in'] })).status).toBe(200);
    await stockedLine(shop.database.db, 1, 4);
    const at = new Date('2031-05-10T03:00:00Z'); // 08:30 in India
    const early = new Date('2031-05-10T02:00:00Z'); // 07:30: not yet
    expect(await sendDailyMails(shop.database.db, '', early)).toEqual([]);
    // Two servers at the same moment: each mail goes once.
    const [one, two] = await Promise.all([sendDailyMails(shop.database.db, '', at), sendDailyMails(shop.database.db, '', at)]);
    expect([...one!, ...two!].sort()).toEqual(['digest', 'stock']);
    expect(await sendDailyMails(shop.database.db, '', new Date('2031-05-10T12:00:00Z'))).toEqual([]);
    const runs = await shop.database.db.select().from(dailyRuns).where(eq(dailyRuns.day, '2031-05-09'));
    expect(runs.map((run) => run.job).sort()).toEqual(['digest', 'stock']);

    const queued = await queuedMailsTo(shop.database.db, 'digest@bhopalthreads.in');
    expect(queued.map((mail) => mail.subject.replace(/:.*/, ''))).toEqual(['Daily digest for 2031-05-09', 'Stock alert for 2031-05-09']);
    // Through the queue to the real SMTP server.
    const first = await shop.mail.next('digest@bhopalthreads.in');
    const second = await shop.mail.next('digest@bhopalthreads.in');
    const stock = [first, second].find((mail) => mail.subject.startsWith('Stock alert'))!;
    expect(stock.text).toMatch(/size M: 1 left \(alert at 3\)/);
    const sent = async () => (await shop.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, 'digest@bhopalthreads.in'))).every((mail) => mail.sentAt !== null);
    for (let i = 0; i < 100 && !(await sent()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sent()).toBe(true);
    expect((await staff.request('PUT', '/staff/settings/alerts', { emails: [] })).status).toBe(200);
  });
});

describe('review moderation', () => {
  it('hides and shows a review (the page and its average follow) and shows the shop reply under it', async () => {
    const line = await stockedLine(shop.database.db, 5, 5);
    const { browser } = await signUp(shop);
    expect((await browser.post(`/product/${line.productId}/addreview`, { rating: 1, comment: 'Colour faded after one wash.' })).status).toBe(200);
    const [review] = await shop.database.db.select().from(reviews).where(eq(reviews.productId, line.productId));
    const pageOf = async () => (await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${line.productId}` })).json().data;

    const listed = await staff.get('/staff/reviews?hidden=false');
    expect(contractErrors('staffListReviews', 200, listed.body)).toEqual([]);
    expect(listed.body.data.reviews.map((r: { _id: string }) => r._id)).toContain(review!.id);

    const replied = await staff.request('PATCH', `/staff/reviews/${review!.id}`, { reply: '  Sorry about that: please write to us for a replacement.  ' });
    expect(replied.body.message).toBe('Reply saved. It shows under the review.');
    const withReply = (await pageOf()).reviews.find((r: { _id: string }) => r._id === review!.id);
    expect(withReply.staffReply.text).toBe('Sorry about that: please write to us for a replacement.');

    const hidden = await staff.request('PATCH', `/staff/reviews/${review!.id}`, { hidden: true });
    expect(hidden.body.message).toBe('Review hidden. It no longer shows on the product page.');
    const page = await pageOf();
    expect(page.reviews.map((r: { _id: string }) => r._id)).not.toContain(review!.id);
    // The hidden one-star review leaves the average (the rating sort's column too).
    const shown = (await shop.database.db.select().from(reviews).where(eq(reviews.productId, line.productId))).filter((r) => !r.hidden && r.rating !== null);
    const mean = shown.length ? shown.reduce((sum, r) => sum + r.rating!, 0) / shown.length : 0;
    const [stored] = await shop.database.db.select({ averageRating: products.averageRating }).from(products).where(eq(products.id, line.productId));
    expect(stored!.averageRating).toBeCloseTo(mean, 3);
    expect(page.averageRating).toBe(Math.round(mean * 10) / 10);
    expect((await staff.get('/staff/reviews?hidden=true')).body.data.reviews.map((r: { _id: string }) => r._id)).toContain(review!.id);
    expect((await staff.request('PATCH', `/staff/reviews/${review!.id}`, { hidden: false })).status).toBe(200);
    expect((await pageOf()).reviews.map((r: { _id: string }) => r._id)).toContain(review!.id);
    expect((await staff.request('PATCH', `/staff/reviews/${review!.id}`, { reply: '' })).body.message).toBe('Reply removed.');
    expect((await staff.request('PATCH', '/staff/reviews/00000000-0000-4000-8000-000000000000', { hidden: true })).status).toBe(404);
  });
});
