import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaPostLookup } from '../../src/server/adapters/postal/india-post';
import { loadPincodeDirectoryIfEmpty } from '../../src/server/adapters/postal/directory';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { startOrderShop } from './support/order-shop';
import type { TestShop } from './support/test-app';

/** A local stand-in for India Post's pincode API, answering as the real one does. */
let double: Server;
const hits: string[] = [];
let shop: TestShop;
beforeAll(async () => {
  double = createServer((request, reply) => {
    const pincode = /\/pincode\/(\d{6})$/.exec(request.url ?? '')?.[1] ?? '';
    hits.push(pincode);
    const json = (body: unknown) => reply.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (pincode === '462011') return json([{ Message: 'Number of pincode(s) found:2', Status: 'Success', PostOffice: [{ Name: 'Bhopal', Block: 'Huzur', District: 'Bhopal', State: 'Madhya Pradesh' }] }]);
    if (pincode === '110001') return json([{ Status: 'Success', PostOffice: [{ Name: 'Connaught Place', Block: 'NA', District: 'Central Delhi', State: 'Delhi' }] }]);
    if (pincode === '555555') return setTimeout(() => json([{ Status: 'Success', PostOffice: [{ Block: 'Late', State: 'Late' }] }]), 6000);
    if (pincode === '500500') return reply.writeHead(502).end('bad gateway');
    return json([{ Message: 'No records found', Status: 'Error', PostOffice: null }]);
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(double.address() as AddressInfo).port}/pincode/{pincode}`;
  shop = await startOrderShop({ postal: indiaPostLookup({ url, timeoutMs: 1500 }) });
});
afterAll(async () => {
  await shop?.close();
  await new Promise((resolve) => double?.close(resolve));
});

describe('postal-code lookup proxy', () => {
  it('answers Block as the city and State, caching the answer', async () => {
    const visitor = new Browser(shop.app);
    const first = await visitor.get('/postal/462011');
    expect(first.status).toBe(200);
    expect(contractErrors('lookupPostalCode', 200, first.body)).toEqual([]);
    expect(first.body.data).toEqual({ found: true, city: 'Huzur', state: 'Madhya Pradesh' });
    await visitor.get('/postal/462011');
    expect(hits.filter((pincode) => pincode === '462011')).toHaveLength(1);
  });

  it('uses the district when the block is NA', async () => {
    expect((await new Browser(shop.app).get('/postal/110001')).body.data).toEqual({ found: true, city: 'Central Delhi', state: 'Delhi' });
  });

  it('says not found for an unknown pincode, and not found (without caching) when India Post is slow or failing', async () => {
    const visitor = new Browser(shop.app);
    expect((await visitor.get('/postal/999999')).body.data).toEqual({ found: false, city: '', state: '' });
    const started = Date.now();
    expect((await visitor.get('/postal/555555')).body.data).toEqual({ found: false, city: '', state: '' });
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await visitor.get('/postal/500500')).body.data.found).toBe(false);
    await visitor.get('/postal/500500');
    expect(hits.filter((pincode) => pincode === '500500')).toHaveLength(2);
  });

  it('refuses a pincode that is not 6 digits', async () => {
    const answer = await new Browser(shop.app).get('/postal/4620');
    expect(answer.status).toBe(400);
  });
});

describe('the offline pincode directory', () => {
  it('is loaded once into an empty table, then answers first, India Post only for a pincode it lacks', async () => {
    const started = Date.now();
    const loaded = await loadPincodeDirectoryIfEmpty(shop.database.db);
    const loadMs = Date.now() - started;
    expect(loaded).toBeGreaterThan(19_000);
    // Measured start-up cost on a fresh database (reported, and bounded loosely for a shared 2-core machine).
    console.log(`pincode directory: ${loaded} rows loaded in ${loadMs} ms`);
    expect(loadMs).toBeLessThan(30_000);
    expect(await loadPincodeDirectoryIfEmpty(shop.database.db)).toBe(0);

    const visitor = new Browser(shop.app);
    const hitsBefore = hits.length;
    const bhopal = await visitor.get('/postal/462001');
    expect(contractErrors('lookupPostalCode', 200, bhopal.body)).toEqual([]);
    expect(bhopal.body.data).toEqual({ found: true, city: 'Huzur', state: 'Madhya Pradesh' });
    // Telangana and Ladakh as the data's 2014 and 2019 changes have them; a quoted block read whole.
    expect((await visitor.get('/postal/500001')).body.data).toEqual({ found: true, city: 'Nampally', state: 'Telangana' });
    expect((await visitor.get('/postal/194101')).body.data).toEqual({ found: true, city: 'Leh', state: 'Ladakh' });
    expect((await visitor.get('/postal/832101')).body.data).toEqual({ found: true, city: 'Dhalbhum, Jamshedpur', state: 'Jharkhand' });
    expect(hits.length).toBe(hitsBefore);
    // Not in the directory: India Post is asked.
    expect((await visitor.get('/postal/999998')).body.data).toEqual({ found: false, city: '', state: '' });
    expect(hits.slice(hitsBefore)).toEqual(['999998']);
  });
});
