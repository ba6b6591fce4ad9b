import { describe, expect, it } from 'vitest';
import { documentSrcSet, documentUrl } from './documents';

describe('document addresses', () => {
  it('names the file under the API base, escaped, with an optional width', () => {
    expect(documentUrl('tee-1.webp')).toBe('/api/api/v1/document/tee-1.webp');
    expect(documentUrl('tee 1.webp', 480)).toBe('/api/api/v1/document/tee%201.webp?w=480');
  });

  it('lists every width as a srcset candidate', () => {
    expect(documentSrcSet('a.webp', [320, 640])).toBe('/api/api/v1/document/a.webp?w=320 320w, /api/api/v1/document/a.webp?w=640 640w');
    expect(documentSrcSet('a.webp').split(', ')).toHaveLength(5);
  });
});
