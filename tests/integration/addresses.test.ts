import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { startTestShop, type TestShop } from './support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const HOME = { label: 'Home', name: 'Asha Verma', phoneNumber: '9876543210', deliveryAddress: '12 MP Nagar, Zone 1', pincode: '462011', city: 'Bhopal', state: 'Madhya Pradesh' };
const OFFICE = { ...HOME, label: 'Office', deliveryAddress: '4th floor, DB City Mall, Arera Hills', pincode: '462016', alternativeNumber: '9123456780' };

interface Saved {
  _id: string;
  label: string;
  isDefault: boolean;
  deliveryAddress: string;
  alternativeNumber: string;
}
const list = async (browser: Browser): Promise<Saved[]> => (await browser.get('/account/addresses')).body.data;

describe('saved delivery addresses', () => {
  it('asks a visitor to log in', async () => {
    const visitor = new Browser(shop.app);
    expect((await visitor.get('/account/addresses')).status).toBe(401);
    expect((await visitor.post('/account/addresses', HOME)).status).toBe(401);
  });

  it('keeps several, the first as default; set default, edit and delete move the default as they should', async () => {
    const { browser } = await signUp(shop);
    expect(await list(browser)).toEqual([]);

    const home = await browser.post('/account/addresses', { ...HOME, name: '  Asha Verma  ' });
    expect(home.status).toBe(201);
    expect(home.body.message).toBe('Address saved.');
    expect(home.body.data).toMatchObject({ label: 'Home', name: 'Asha Verma', isDefault: true, alternativeNumber: '' });
    const office = (await browser.post('/account/addresses', OFFICE)).body.data as Saved;
    expect(office.isDefault).toBe(false);
    expect((await list(browser)).map((one) => [one.label, one.isDefault])).toEqual([
      ['Home', true],
      ['Office', false],
    ]);

    const made = await browser.post(`/account/addresses/${office._id}/default`);
    expect(made.status).toBe(200);
    expect((made.body.data as Saved[]).map((one) => [one.label, one.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);

    const edited = await browser.request('PUT', `/account/addresses/${home.body.data._id}`, { ...HOME, deliveryAddress: '14 MP Nagar, Zone 2', isDefault: true });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ deliveryAddress: '14 MP Nagar, Zone 2', isDefault: true });
    expect((await list(browser)).filter((one) => one.isDefault).map((one) => one.label)).toEqual(['Home']);

    // Deleting the default hands it to the oldest one left.
    const third = (await browser.post('/account/addresses', { ...HOME, label: 'Parents', pincode: '452001', city: 'Indore' })).body.data as Saved;
    const left = await browser.request('DELETE', `/account/addresses/${home.body.data._id}`);
    expect(left.status).toBe(200);
    expect((left.body.data as Saved[]).map((one) => [one.label, one.isDefault])).toEqual([
      ['Office', true],
      ['Parents', false],
    ]);
    expect((await browser.request('DELETE', `/account/addresses/${third._id}`)).status).toBe(200);
    expect((await browser.request('DELETE', `/account/addresses/${office._id}`)).body.data).toEqual([]);
  });

  it('checks every field by the checkout rules, names the field, and saves nothing', async () => {
    const { browser } = await signUp(shop);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...HOME, name: '   ' }, 'Name: This field is required'],
      [{ ...HOME, phoneNumber: '98765' }, 'Phone number: Please enter a valid phone number.'],
      [{ ...HOME, alternativeNumber: '12ab' }, 'Alternative number: Please enter a valid phone number.'],
      [{ ...HOME, deliveryAddress: '' }, 'Delivery address: This field is required'],
      [{ ...HOME, pincode: '4620' }, 'Pincode: Please enter a valid 6-digit pincode.'],
      [{ ...HOME, city: ' ' }, 'City: This field is required'],
      [{ ...HOME, state: '' }, 'State: This field is required'],
      [{ ...HOME, label: 'x'.repeat(30) + '   ' + 'y' }, 'Label: A label has at most 30 characters.'],
    ];
    for (const [body, message] of cases) {
      const refused = await browser.post('/account/addresses', body);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    // The contract refuses unknown fields and missing ones before the rules run.
    expect((await browser.post('/account/addresses', { ...HOME, email: 'a@b.in' })).status).toBe(400);
    const { state: _state, ...withoutState } = HOME;
    expect((await browser.post('/account/addresses', withoutState)).status).toBe(400);
    expect(await list(browser)).toEqual([]);

    const saved = (await browser.post('/account/addresses', HOME)).body.data as Saved;
    const badEdit = await browser.request('PUT', `/account/addresses/${saved._id}`, { ...HOME, pincode: 'abcdef' });
    expect(badEdit.status).toBe(400);
    expect((await list(browser))[0]).toMatchObject({ pincode: '462011' });
  });

  it('stops at 10 addresses with a message, and takes one again after a delete', async () => {
    const { browser } = await signUp(shop);
    const ids: string[] = [];
    for (let n = 0; n < 10; n++) ids.push((await browser.post('/account/addresses', { ...HOME, label: `Place ${n}` })).body.data._id);
    const eleventh = await browser.post('/account/addresses', { ...HOME, label: 'One more' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe('You can keep up to 10 addresses. Please delete one you no longer use first.');
    expect(await list(browser)).toHaveLength(10);
    await browser.request('DELETE', `/account/addresses/${ids[3]}`);
    expect((await browser.post('/account/addresses', { ...HOME, label: 'One more' })).status).toBe(201);
  });

  it('holds one default and the cap under concurrent adds', async () => {
    const { browser } = await signUp(shop);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => browser.post('/account/addresses', { ...HOME, label: `Race ${n}`, isDefault: true })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    const saved = await list(browser);
    expect(saved).toHaveLength(10);
    expect(saved.filter((one) => one.isDefault)).toHaveLength(1);
  });

  it("never shows or changes another shopper's address", async () => {
    const { browser: owner } = await signUp(shop);
    const { browser: other } = await signUp(shop);
    const saved = (await owner.post('/account/addresses', HOME)).body.data as Saved;
    expect(await list(other)).toEqual([]);
    for (const answer of [
      await other.request('PUT', `/account/addresses/${saved._id}`, OFFICE),
      await other.request('DELETE', `/account/addresses/${saved._id}`),
      await other.post(`/account/addresses/${saved._id}/default`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Address not found. It may have been deleted.');
    }
    expect(await list(owner)).toEqual([expect.objectContaining({ _id: saved._id, label: 'Home', isDefault: true })]);
  });
});
