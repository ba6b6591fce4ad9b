import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BANNERS, BANNER_SIZE } from './banners-svg';
import { isOneInk } from '../../../engine/kernels/tint';
import { graphicSvg, STENCIL_MOTIFS, stencilSvg } from './graphics-svg';
import { PRODUCT_IMAGE, productSceneSvg, type ProductLook } from './product-scenes';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diskStore } from '../../adapters/storage/disk';
import { renderAndStore, renderSvg } from './render';
import { studioGarmentSvg } from './studio-garments';

const blackTee: ProductLook = { cut: 'tee', hex: '#151517', print: { motif: 'tiger', words: ['TIGER STATE'], layout: 'badge' } };

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

describe('drawing', () => {
  it('renders a product photo to an 800 x 1000 WebP with the garment drawn in its colour', async () => {
    const webp = await renderSvg(productSceneSvg(blackTee, 'front'), 'webp');
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([PRODUCT_IMAGE.width, PRODUCT_IMAGE.height]);
    // Lower body of the tee (below the print) is near-black; the corner is the light studio backdrop.
    const [r, g, b] = await pixel(webp, 330, 760);
    expect(Math.max(r!, g!, b!)).toBeLessThan(70);
    const [cr, cg, cb] = await pixel(webp, 10, 10);
    expect(Math.min(cr!, cg!, cb!)).toBeGreaterThan(180);
  });

  it('draws front, back, close-up and flat lay as different pictures', async () => {
    const views = await Promise.all((['front', 'back', 'detail', 'flatlay'] as const).map((view) => renderSvg(productSceneSvg(blackTee, view), 'webp')));
    expect(new Set(views.map((buffer) => buffer.toString('base64'))).size).toBe(4);
  });

  it('renders a blank studio garment at 1000 x 1000 and a graphic as a PNG with a transparent background', async () => {
    const garment = await sharp(await renderSvg(studioGarmentSvg('hoodie', '#1f2a44', 'front'), 'webp')).metadata();
    expect([garment.width, garment.height]).toEqual([1000, 1000]);

    const png = await renderSvg(graphicSvg('lotus'), 'png');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 512, 512, true]);
    expect((await pixel(png, 2, 2))[3]).toBe(0);
    expect((await pixel(png, 256, 250))[3]).toBe(255);
  });

  it('renders the first home banner wide', async () => {
    const meta = await sharp(await renderSvg(BANNERS[0]!.svg(), 'webp')).metadata();
    expect([meta.width, meta.height]).toEqual([BANNER_SIZE.width, BANNER_SIZE.height]);
  });

  it('keeps a drawn image in the cache folder and reuses it for the same drawing only', async () => {
    const cache = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
    const store = diskStore(await mkdtemp(path.join(tmpdir(), 'seed-store-')));
    const lotus = { key: 'lotus-test.png', format: 'png' as const, svg: () => graphicSvg('lotus') };
    const [first] = await renderAndStore(store, [lotus], { cacheDir: cache });
    const kept = await readdir(cache);
    expect(kept).toHaveLength(1);
    expect(first!.sha256).toBe((await renderAndStore(store, [lotus]))[0]!.sha256);

    // The next seed reads the kept file instead of drawing (here marked so that it shows).
    await writeFile(path.join(cache, kept[0]!), 'kept');
    expect((await renderAndStore(store, [lotus], { cacheDir: cache }))[0]!.sizeBytes).toBe(4);
    // Another drawing or another encoding is drawn, not mistaken for the kept one.
    await renderAndStore(store, [{ ...lotus, svg: () => graphicSvg('lotus').replace('<svg', '<svg data-x="1"') }, { ...lotus, format: 'webp' as const }], { cacheDir: cache });
    expect(await readdir(cache)).toHaveLength(3);
  });
});

describe('one-ink stencils', () => {
  const rgba = async (svg: string) => new Uint8ClampedArray((await sharp(await renderSvg(svg, 'png')).resize(64, 64).ensureAlpha().raw().toBuffer()).buffer);

  it('every stencil is one ink on a transparent ground (the studio offers inks for it); its full-colour motif is not', async () => {
    for (const name of STENCIL_MOTIFS) {
      expect(isOneInk(await rgba(stencilSvg(name))), `${name} stencil`).toBe(true);
      expect(isOneInk(await rgba(graphicSvg(name))), `${name} in colour`).toBe(false);
    }
  });
});

