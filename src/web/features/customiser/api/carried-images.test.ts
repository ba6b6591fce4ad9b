import { describe, expect, it } from 'vitest';
import type { Design } from '../../../../engine/model/design';
import { OPEN_PNG_UNREADABLE, restoreCarriedImages } from './carried-images';

const KEY = 'upload-0c7d2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.png';
const design = (...srcs: string[]): Design => ({
  version: 3,
  garment: 'tshirt',
  color: 'White',
  size: 'M',
  sides: { front: srcs.map((src, i) => ({ id: `image-${i}`, kind: 'image', src, x: 100, y: 100, width: 100, height: 100, rotation: 0, naturalWidth: 300, naturalHeight: 300 })), back: [] },
});
const file = new File([new Uint8Array([0x89])], 'design-front.png', { type: 'image/png' });

describe("opening a PNG's design in the storefront's studio", () => {
  it('opens a design without uploads as it is, without asking the server', async () => {
    const plain = design('graphic-lotus.png');
    let asked = 0;
    expect(await restoreCarriedImages(plain, file, async () => (asked++, null))).toBe(plain);
    expect(asked).toBe(0);
  });

  it("sends one with an upload to the server and opens the server's answer, never the file's own keys", async () => {
    const sent: File[] = [];
    const theirs = design('upload-9c7d2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.png');
    const opened = await restoreCarriedImages(design(KEY), file, async (given) => (sent.push(given), theirs));
    expect(sent).toEqual([file]);
    expect(opened.sides.front[0]).toMatchObject({ src: 'upload-9c7d2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.png' });
  });

  it("refuses an answer it cannot read, and passes the server's refusal on in its words", async () => {
    await expect(restoreCarriedImages(design(KEY), file, async () => ({ garment: 'kurta' }))).rejects.toThrow(OPEN_PNG_UNREADABLE);
    await expect(
      restoreCarriedImages(design(KEY), file, async () => {
        throw new Error("A picture in this design is another shopper's upload");
      }),
    ).rejects.toThrow("another shopper's upload");
  });
});
