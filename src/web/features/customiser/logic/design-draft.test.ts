import { describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, loadDraft, saveDraft } from './design-draft';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('design draft', () => {
  it("starts with the spec's default text on the front in the first colour", () => {
    const design = loadDraft(memoryStorage(), 'hoodie', 'navy');
    expect(design).toMatchObject({ garment: 'hoodie', color: 'navy', size: 'M' });
    expect(design.sides.front).toEqual([expect.objectContaining({ kind: 'text', content: 'Your Text', fontSize: 20, fontWeight: 'bold', color: '#000000' })]);
    expect(design.sides.back).toEqual([]);
  });

  it('restores a saved draft and ignores a broken one', () => {
    const storage = memoryStorage();
    const design = { ...loadDraft(storage, 'tshirt', 'black'), size: 'XL' as const };
    saveDraft(storage, design);
    expect(loadDraft(storage, 'tshirt', 'white')).toEqual(design);
    storage.setItem(DRAFT_STORAGE_KEY, '{"version":1,"garment":"cape"}');
    expect(loadDraft(storage, 'tshirt', 'white').color).toBe('white');
  });
});
