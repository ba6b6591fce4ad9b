import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary';

const order = { size: 'M' as const, quantity: 2, price: 499.5 };
/** The server's quote for two at ₹499.50: ₹999, free delivery from ₹999. */
const quote = { code: null, applies: false, problem: null, saving: 0, items: [{ saving: 0 }], designs: [], subtotal: 999, delivery: 0, total: 999 };

describe('OrderSummary', () => {
  it('adds the COD fee while Cash on Delivery is chosen: its own line, and in the total', () => {
    const withFee = renderToStaticMarkup(<OrderSummary name="Lake Tee" color="White" image={undefined} order={order} quote={quote} codFee={49} />);
    expect(withFee).toContain('Cash on Delivery fee');
    expect(withFee).toContain('<span data-testid="summary-cod-fee">₹49</span>');
    expect(withFee).toContain('<strong data-testid="checkout-total">₹1,048</strong>');
  });

  it('shows no fee line and the quote’s total for Online Payment', () => {
    const online = renderToStaticMarkup(<OrderSummary name="Lake Tee" color="White" image={undefined} order={order} quote={quote} codFee={0} />);
    expect(online).not.toContain('Cash on Delivery fee');
    expect(online).toContain('<span data-testid="checkout-delivery">Free</span>');
    expect(online).toContain('<strong data-testid="checkout-total">₹999</strong>');
  });

  it('shows the quote’s delivery charge and code saving, and never a total of its own making', () => {
    const small = { ...quote, code: 'SAVE50', applies: true, saving: 50, subtotal: 499, delivery: 49, total: 498 };
    const html = renderToStaticMarkup(<OrderSummary name="Lake Tee" color="White" image={undefined} order={{ ...order, price: 499, quantity: 1 }} quote={small} codFee={0} />);
    expect(html).toContain('<span data-testid="checkout-delivery">₹49</span>');
    expect(html).toContain('Discount (SAVE50)');
    expect(html).toContain('<strong data-testid="checkout-total">₹498</strong>');
  });

  it('says Loading... until the quote is in', () => {
    const html = renderToStaticMarkup(<OrderSummary name="Lake Tee" color="White" image={undefined} order={order} quote={undefined} />);
    expect(html).toContain('<strong data-testid="checkout-total">Loading...</strong>');
  });
});
