import { describe, expect, it } from 'vitest';
import { Browser } from './support/browser';
import { samplePhoto, signedIn, type StaffShop, withStaffShop } from './staff-shop';

let shop: StaffShop;
let staff: Browser;
withStaffShop((started) => ({ shop, staff } = started));

async function bannerForm(fields: Record<string, string>, image?: { body: Buffer; filename: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image.body)], { type: 'image/jpeg' }), image.filename);
  return form;
}

const publicBanners = async () => (await shop.app.inject({ method: 'GET', url: '/api/api/v1/banner' })).json().data as { _id: string; imagePath: string }[];

describe('staff banners', () => {
  it('are for staff only', async () => {
    expect((await new Browser(shop.app).get('/staff/banners')).status).toBe(401);
    const shopper = await signedIn(shop.app, shop.database, 'shopper');
    expect((await shopper.get('/staff/banners')).status).toBe(403);
    expect((await shopper.request('POST', '/staff/banners', await bannerForm({ alt: 'x' }, { body: await samplePhoto(), filename: 'a.jpg' }))).status).toBe(403);
    expect(await shop.files()).toEqual([]);
  });

  it('adds a banner (1600x640 WebP) last in the carousel, moves it, hides it and removes it with its file', async () => {
    const before = await publicBanners();
    const added = await staff.request('POST', '/staff/banners', await bannerForm({ alt: 'Diwali sale', link: '/trending' }, { body: await samplePhoto(2000, 1000), filename: 'diwali.jpg' }));
    expect(added.status).toBe(200);
    const banner = added.body.data;
    // The banner and the whole picture it was cut from, kept for moving the crop later.
    expect((await shop.files()).sort()).toEqual([banner.imagePath, banner.masterPath].sort());
    const served = await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${banner.imagePath}` });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await publicBanners()).map((b) => b._id)).toEqual([...before.map((b) => b._id), banner._id]);

    expect((await staff.request('PATCH', `/staff/banners/${banner._id}`, { move: 'earlier' })).status).toBe(200);
    const moved = (await publicBanners()).map((b) => b._id);
    expect(moved.indexOf(banner._id)).toBe(before.length - 1);

    expect((await staff.request('PATCH', `/staff/banners/${banner._id}`, { active: false })).status).toBe(200);
    expect((await publicBanners()).map((b) => b._id)).not.toContain(banner._id);
    expect((await staff.get('/staff/banners')).body.data.find((b: { _id: string }) => b._id === banner._id).active).toBe(false);

    expect((await staff.request('DELETE', `/staff/banners/${banner._id}`)).status).toBe(200);
    expect(await shop.files()).toEqual([]);
    expect((await staff.get('/staff/banners')).body.data.map((b: { _id: string }) => b._id)).not.toContain(banner._id);
  });

  it('refuses a link to another site, a missing alt text and an SVG, leaving nothing behind', async () => {
    const photo = { body: await samplePhoto(), filename: 'p.jpg' };
    const offsite = await staff.request('POST', '/staff/banners', await bannerForm({ alt: 'x', link: '//evil.example/' }, photo));
    expect(offsite.body.message).toBe('link must be a path in the shop, such as /new-arrivals.');
    const noAlt = await staff.request('POST', '/staff/banners', await bannerForm({ link: '/' }, photo));
    expect(noAlt.body.message).toBe('Text for screen readers is required. Please fill the field.');
    const svg = await staff.request('POST', '/staff/banners', await bannerForm({ alt: 'x' }, { body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: 'x.png' }));
    expect(svg.status).toBe(400);
    expect(svg.body.message).toMatch(/is not a JPEG, PNG or WebP image/);
    expect(await shop.files()).toEqual([]);
  });
});
