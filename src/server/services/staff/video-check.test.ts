import { describe, expect, it } from 'vitest';
import { checkVideo } from './video-check';

function box(type: string, body: Buffer, size = 8 + body.length): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(size, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
const ftyp = (brand: string) => box('ftyp', Buffer.from(`${brand}\0\0\x02\0isommp41`, 'latin1'));

describe('checkVideo', () => {
  it('accepts an MP4 with its moov index, also with a 64-bit box size or a last box running to the end', () => {
    expect(checkVideo(Buffer.concat([ftyp('isom'), box('moov', Buffer.alloc(16)), box('mdat', Buffer.alloc(64))]))).toEqual({ ok: true, contentType: 'video/mp4', extension: 'mp4' });
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(16n + 32n, 8);
    expect(checkVideo(Buffer.concat([ftyp('mp42'), large, Buffer.alloc(32), box('moov', Buffer.alloc(8))])).ok).toBe(true);
    expect(checkVideo(Buffer.concat([ftyp('avc1'), box('moov', Buffer.alloc(8)), box('mdat', Buffer.alloc(100), 0)])).ok).toBe(true);
  });

  it('names a QuickTime movie, a HEIC photo, a cut-off file and a file without an index', () => {
    expect(checkVideo(Buffer.concat([ftyp('qt  '), box('moov', Buffer.alloc(8))]))).toEqual({ ok: false, reason: 'quicktime' });
    expect(checkVideo(Buffer.concat([ftyp('heic'), box('meta', Buffer.alloc(8))]))).toEqual({ ok: false, reason: 'not-video' });
    expect(checkVideo(Buffer.concat([ftyp('isom'), box('moov', Buffer.alloc(8)), box('mdat', Buffer.alloc(10), 500)]))).toEqual({ ok: false, reason: 'incomplete' });
    expect(checkVideo(Buffer.concat([ftyp('isom'), box('mdat', Buffer.alloc(10))]))).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('tells WebM from Matroska by the EBML DocType, and refuses anything else', () => {
    const ebml = (docType: string) => {
      const header = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType, 'latin1')]);
      return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, Buffer.alloc(32)]);
    };
    expect(checkVideo(ebml('webm'))).toEqual({ ok: true, contentType: 'video/webm', extension: 'webm' });
    expect(checkVideo(ebml('matroska'))).toEqual({ ok: false, reason: 'matroska' });
    expect(checkVideo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, reason: 'not-video' });
    expect(checkVideo(Buffer.alloc(0))).toEqual({ ok: false, reason: 'not-video' });
  });
});
