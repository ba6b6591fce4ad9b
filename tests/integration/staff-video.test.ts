import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { samplePhoto, signedIn, type StaffShop, withStaffShop } from './staff-shop';

let shop: StaffShop;
let staff: Browser;
withStaffShop((started) => ({ shop, staff } = started));

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An ISO-BMFF file as cameras and ffmpeg write it: ftyp with its brands, the moov index, then the media. */
function mp4(mediaBytes = 4096, brand = 'isom'): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1')]));
  return Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', randomBytes(mediaBytes))]);
}

/** An EBML header with the given DocType, then a Segment of unknown size (as MediaRecorder writes WebM). */
function ebml(docType: 'webm' | 'matroska', mediaBytes = 4096): Buffer {
  const element = (id: number[], value: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | value.length]), value]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from(docType, 'latin1')),
    element([0x42, 0x87], Buffer.from([4])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), randomBytes(mediaBytes)]);
}

function videoForm(files: Partial<Record<'mobile' | 'desktop' | 'poster', { body: Buffer; filename: string }>>) {
  const form = new FormData();
  for (const [field, file] of Object.entries(files)) form.append(field, new Blob([new Uint8Array(file.body)], { type: 'video/mp4' }), file.filename);
  return form;
}

const publicVideo = async () => (await shop.app.inject({ method: 'GET', url: '/api/api/v1/video/get-video' })).json().data as { mobileVideoPath: string; desktopVideoPath: string } | null;

describe('the home video from the staff screens', () => {
  it('is for staff only: 401 for a visitor, 403 for a shopper, before any upload is read', async () => {
    const visitor = new Browser(shop.app);
    const shopper = await signedIn(shop.app, shop.database, 'shopper');
    for (const [method, body] of [['GET', undefined], ['POST', videoForm({ mobile: { body: mp4(), filename: 'a.mp4' } })], ['DELETE', undefined]] as const) {
      expect((await visitor.request(method, '/staff/video', body)).status).toBe(401);
      const refused = await shopper.request(method, '/staff/video', body);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This part of the shop is for staff only.');
    }
    expect(await shop.files()).toEqual([]);
    expect(await publicVideo()).toBeNull();
  });

  it('uploads one MP4 for both screens, replaces each screen on its own, and removes it with its files', async () => {
    expect((await staff.get('/staff/video')).body.data).toBeNull();
    // Read once so that the catalogue cache holds "no video": the upload must drop it.
    expect(await publicVideo()).toBeNull();

    const first = await staff.request('POST', '/staff/video', videoForm({ mobile: { body: mp4(), filename: 'drop.mp4' } }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(contractErrors('staffUploadVideo', 200, first.body)).toEqual([]);
    expect(first.body.message).toBe('Home video saved. The home page shows it now.');
    const one = first.body.data.mobile.path as string;
    expect(one).toMatch(/^v-[\w-]+-mobile\.mp4$/);
    expect(first.body.data.desktop.path).toBe(one);
    expect(await publicVideo()).toEqual({ mobileVideoPath: one, desktopVideoPath: one });
    expect(await shop.files()).toEqual([one]);
    const served = await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${one}` });
    expect(served.headers['content-type']).toBe('video/mp4');

    // A WebM for desktops: phones keep the MP4.
    const webm = ebml('webm');
    const second = await staff.request('POST', '/staff/video', videoForm({ desktop: { body: webm, filename: 'wide.webm' } }));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const wide = second.body.data.desktop.path as string;
    expect(second.body.data).toMatchObject({ mobile: { path: one, contentType: 'video/mp4' }, desktop: { contentType: 'video/webm', sizeBytes: webm.length } });
    expect(await publicVideo()).toEqual({ mobileVideoPath: one, desktopVideoPath: wide });
    expect((await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${wide}` })).headers['content-type']).toBe('video/webm');

    // A new phone file: the first MP4 is no longer used and goes.
    const third = await staff.request('POST', '/staff/video', videoForm({ mobile: { body: mp4(8192), filename: 'tall.mp4' } }));
    const tall = third.body.data.mobile.path as string;
    expect(await publicVideo()).toEqual({ mobileVideoPath: tall, desktopVideoPath: wide });
    expect((await shop.files()).sort()).toEqual([tall, wide].sort());
    expect(contractErrors('staffGetVideo', 200, (await staff.get('/staff/video')).body)).toEqual([]);

    const removed = await staff.request('DELETE', '/staff/video');
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Home video removed. The home page leaves the video section out.');
    expect(await publicVideo()).toBeNull();
    expect(await shop.files()).toEqual([]);
    const again = await staff.request('DELETE', '/staff/video');
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'The shop has no home video.' });
  });

  it('refuses what is not an MP4 or WebM video, a file over 50 MB and an empty form, leaving the video as it was', async () => {
    const kept = await staff.request('POST', '/staff/video', videoForm({ mobile: { body: mp4(), filename: 'keep.mp4' }, desktop: { body: mp4(), filename: 'keep-wide.mp4' } }));
    const before = await shop.files();
    const refusals: [Buffer, string, number, string | RegExp][] = [
      [await samplePhoto(), 'photo.mp4', 415, '"photo.mp4" is not an MP4 or WebM video. Please upload the video as MP4 (H.264) or WebM.'],
      [Buffer.concat([Buffer.from('MZ'), randomBytes(4000)]), 'setup.exe.mp4', 415, /is not an MP4 or WebM video/],
      [mp4(4096, 'qt  '), 'clip.mov', 415, '"clip.mov" is a QuickTime (.mov) video, which not every browser plays. Please export it as MP4 (H.264) or WebM.'],
      [mp4(4096, 'heic'), 'photo.heic', 415, /is not an MP4 or WebM video/],
      [mp4().subarray(0, 3000), 'cut.mp4', 415, '"cut.mp4" is not a complete MP4 video; the file may be cut off. Please export it again.'],
      [ebml('matroska'), 'film.mkv', 415, /is a Matroska \(\.mkv\) video/],
      [mp4(51 * 1024 * 1024), 'huge.mp4', 400, '"huge.mp4" is larger than 50 MB. Please upload a shorter or more compressed video (at most 50 MB).'],
    ];
    for (const [body, filename, status, message] of refusals) {
      const refused = await staff.request('POST', '/staff/video', videoForm({ desktop: { body, filename } }));
      expect(refused.status, filename).toBe(status);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toMatch(message);
      expect(contractErrors('staffUploadVideo', status, refused.body)).toEqual([]);
    }
    const textOnly = new FormData();
    textOnly.append('note', 'x');
    const note = await staff.request('POST', '/staff/video', textOnly);
    expect(note.status).toBe(400);
    expect(note.body.message).toBe('The form field note is not part of the home video form.');
    const none = await staff.request('POST', '/staff/video', videoForm({}));
    expect(none.status).toBe(400);
    expect(none.body.success).toBe(false);
    const poster = await staff.request('POST', '/staff/video', videoForm({ poster: { body: mp4(), filename: 'p.mp4' } }));
    expect(poster.body.message).toBe('The form field poster is not part of the home video form.');

    expect(await shop.files()).toEqual(before);
    expect(await publicVideo()).toEqual({ mobileVideoPath: kept.body.data.mobile.path, desktopVideoPath: kept.body.data.desktop.path });
  });
});
