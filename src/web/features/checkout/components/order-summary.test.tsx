import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary';

const order = { size: 'M' as const, quantity: 2, price: 499.5 };

describe('OrderSummary', () => {
  it('adds the COD fee while Cash on Delivery is chosen: its own line, and in the total', () => {
    const withFee = renderToStaticMarkup(<OrderSummary name="Lake Tee" color="White" image={undefined} order={order} codFee={49} />);
    expect(withFee).toContain('Cash on Delivery fee');
    expect(withFee).toContain('<span data-testid="summary-cod-fee">₹49</span>');
    expect(withFee).toContain('<strong data-testid="checkout-total">₹1,048</strong>');
  });

  it('shows no fee line and the goods total for Online Payment', () => {
    const online = renderToStaticMarkup(<OrderSummary name="Lake Tee" color="White" image={undefined} order={order} codFee={0} />);
    expect(online).not.toContain('Cash on Delivery fee');
    expect(online).toContain('<strong data-testid="checkout-total">₹999</strong>');
  });
});
