import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniff';

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#ff4d1c' } });

describe('sniffContentType', () => {
  it('recognises real images by their bytes', async () => {
    expect(sniffContentType(await pixel().webp().toBuffer())).toBe('image/webp');
    expect(sniffContentType(await pixel().png().toBuffer())).toBe('image/png');
    expect(sniffContentType(await pixel().jpeg().toBuffer())).toBe('image/jpeg');
  });
  it('refuses what is not a served type', () => {
    expect(sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffContentType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00'))).toBeNull();
    expect(sniffContentType(Buffer.alloc(4))).toBeNull();
  });
});
