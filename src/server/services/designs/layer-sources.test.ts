import { describe, expect, it } from 'vitest';
import { layerSourceKind } from './layer-sources';

describe('layerSourceKind', () => {
  it("tells the kinds a layer may draw by the names the server gives them", () => {
    expect(layerSourceKind('upload-0b0e5a39-2f7e-4d55-9c34-1d5f3c2a9e10.png')).toBe('studio-upload');
    expect(layerSourceKind('graphic-lotus.png')).toBe('shop-graphic');
    expect(layerSourceKind('graphic-lotus-stencil.png')).toBe('shop-graphic');
    expect(layerSourceKind('gr-AbCdEfGhIj_-.png')).toBe('shop-graphic');
    expect(layerSourceKind('garment-tshirt-white-front.webp')).toBe('garment-photo');
    expect(layerSourceKind('gm-AbCdEfGhIj_--back.webp')).toBe('garment-photo');
  });

  it('draws no other file: private ones, other public ones, width copies of drawable ones', () => {
    for (const key of [
      'r-ZVOVE56K15u9v8b0abcdefgh.webp',
      'shipping-label-0b0e5a39-2f7e-4d55-9c34-1d5f3c2a9e10.pdf',
      'design-0b0e5a39-2f7e-4d55-9c34-1d5f3c2a9e10-front.webp',
      'template-abc.webp',
      'p-kurta-blue-1.webp',
      'banner-1.webp',
      'b-AbCdEfGhIj_-.webp',
      'graphic-lotus__w320.webp',
      'upload-0b0e5a39-2f7e-4d55-9c34-1d5f3c2a9e10__w320.webp',
      'graphic-lotus.webp',
      '../graphic-lotus.png',
    ]) {
      expect(layerSourceKind(key), key).toBeNull();
    }
  });
});
