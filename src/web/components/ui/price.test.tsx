import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

function text(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
}

describe('Price', () => {
  it('shows the final price alone when there is no M.R.P. or discount', () => {
    const html = renderToStaticMarkup(<Price finalPrice={1299} />);
    expect(text(html)).toBe('Price ₹1,299');
    expect(html).not.toContain('<s>');
  });

  it('strikes through the M.R.P. and shows the discount', () => {
    const html = renderToStaticMarkup(<Price finalPrice={899.5} mrp={1499} discount={40} />);
    expect(text(html)).toBe('Price ₹899M.R.P. ₹1,49940% off');
    expect(html).toContain('<s>₹1,499</s>');
  });

  it('uses en-IN grouping and rounds down', () => {
    expect(text(renderToStaticMarkup(<Price finalPrice={129999.99} />))).toBe('Price ₹1,29,999');
  });

  it('hides an M.R.P. that is not above the final price and a zero discount', () => {
    const html = renderToStaticMarkup(<Price finalPrice={999} mrp={999} discount={0} />);
    expect(text(html)).toBe('Price ₹999');
  });
});
