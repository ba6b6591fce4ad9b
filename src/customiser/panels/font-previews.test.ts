import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_FAMILY_ID, TEXT_FONT_FAMILIES } from '../../shared/text-font-families';
import { FONT_PREVIEW_CSS_HEIGHT, FONT_PREVIEW_DENSITY } from '../../shared/font-preview-size';
import { FONT_PREVIEWS } from './font-previews.gen';

describe('font picker previews (npx tsx src/server/cli/gen-font-previews.ts)', () => {
  it('has a row for every picker family but the default, in one image of their size', async () => {
    const image = readFileSync(new URL('./font-previews.webp', import.meta.url));
    const families = TEXT_FONT_FAMILIES.filter((family) => family.id !== DEFAULT_FONT_FAMILY_ID);
    expect(Object.keys(FONT_PREVIEWS.rows).sort()).toEqual(families.map((family) => family.id).sort());
    const { width, height } = await sharp(image).metadata();
    expect(width).toBe(Math.round(FONT_PREVIEWS.width * FONT_PREVIEW_DENSITY));
    expect(height).toBe(families.length * FONT_PREVIEW_CSS_HEIGHT * FONT_PREVIEW_DENSITY);
    // Each row holds its name: some ink in it.
    const alpha = await sharp(image).ensureAlpha().extractChannel(3).raw().toBuffer();
    const rowPixels = width! * FONT_PREVIEW_CSS_HEIGHT * FONT_PREVIEW_DENSITY;
    for (const [id, { row }] of Object.entries(FONT_PREVIEWS.rows)) {
      expect(alpha.subarray(row * rowPixels, (row + 1) * rowPixels).some((a) => a > 128), id).toBe(true);
    }
    // Far less than the ten Latin font files the picker fetched before (198 kB).
    expect(image.length).toBeLessThan(16 * 1024);
  });
});
