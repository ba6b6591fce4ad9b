import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyVariant } from '../logic/product-form';
import { STUDIO_SIZE_NOTE } from './studio-size-note';
import { VariantFields } from './variant-fields';

describe('VariantFields', () => {
  it('says beside the S stock field that S is sold only through the design studio', () => {
    const html = renderToStaticMarkup(<VariantFields index={0} variant={emptyVariant()} onChange={() => {}} onRemove={null} errors={new Map()} />);
    expect(html).toContain(`<p id="variant-0-s-note"`);
    expect(html).toContain(STUDIO_SIZE_NOTE);
    // The S field (and only it) points at the note, so a screen reader reads it with the field.
    expect(html).toMatch(/<input id="variant-0-stock-S"[^>]*aria-describedby="variant-0-s-note"/);
    expect(html).not.toMatch(/<input id="variant-0-stock-M"[^>]*aria-describedby/);
  });
});
