import { describe, expect, it } from 'vitest';
import { queryWords, searchKey, variantSearchFields } from './search-text';

describe('search words', () => {
  it("are a colour's name, colour, sub-category with the names shoppers use, and tags, in lower case", () => {
    const { searchText } = variantSearchFields({ name: 'Bhopal Lakes Oversized Tee', color: 'Off-White', subCategory: 'oversize-t-shirt', tags: ['newarrival'] });
    expect(searchText).toBe('bhopal lakes oversized tee off white oversize oversized t shirt tshirt tee newarrival');
    expect(variantSearchFields({ name: 'Boat Club Hoodie', color: 'Navy', subCategory: 'hoodie', tags: [] }).searchText).toBe('boat club hoodie navy hoodie hoody');
  });

  it('of a query are letters and digits only, at most eight of at most 40 characters', () => {
    expect(queryWords("  Hoodie' OR 1=1 --")).toEqual(['hoodie', 'or', '1', '1']);
    expect(queryWords('hood:* | !tee & (x)')).toEqual(['hood', 'tee', 'x']);
    expect(queryWords('%_% !!! ')).toEqual([]);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords('x'.repeat(90))).toEqual(['x'.repeat(40)]);
    // A Hindi word keeps its vowel signs.
    expect(queryWords('कुर्ता')).toEqual(['कुर्ता']);
  });

  it('of the same search typed with other spaces or capitals share one cache entry', () => {
    expect(searchKey('  Oversize   TEE ', 1, 8)).toBe(searchKey('oversize tee', 1, 8));
    expect(searchKey('tee', 1, 8)).not.toBe(searchKey('tee', 2, 8));
  });
});
