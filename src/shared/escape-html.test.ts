import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('writes the five characters that end text or an attribute as references, and nothing else', () => {
    expect(escapeHtml(`<a href="x">Men's & women's</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;Men&#39;s &#38; women&#39;s&#60;/a&#62;');
    expect(escapeHtml('₹1,299 हिन्दी')).toBe('₹1,299 हिन्दी');
  });
});
