import { describe, expect, it } from 'vitest';
import { unprintableCharacters, unprintableMessage } from './printable-text';

describe('printable text', () => {
  it('accepts Latin, ₹, Hindi, symbols, emoji and line breaks', () => {
    expect(unprintableCharacters('Bhopal ♥ ₹499 नमस्ते 😀')).toEqual([]);
    expect(unprintableCharacters('Café déjà vu — “quoted” ★ ✓ ⚡\nline two')).toEqual([]);
    // Joiners and variation selectors draw nothing themselves.
    expect(unprintableCharacters('❤️ क्‍ष')).toEqual([]);
  });

  it('names characters no font of the stack has, each once, in the order typed', () => {
    // Phoenician, Tamil and Chinese are outside the stack.
    expect(unprintableCharacters('a𐤀b தமிழ் 中𐤀')).toEqual(['𐤀', 'த', 'ம', 'ி', 'ழ', '்', '中']);
    expect(unprintableCharacters('中')).toEqual(['中']);
  });

  it('says so plainly', () => {
    expect(unprintableMessage(['中', '𐤀'])).toBe('These characters cannot be printed: 中 𐤀. Please remove them or use other characters.');
  });
});
