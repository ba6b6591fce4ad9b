import { DomainError } from '../../errors';
import { rupeesToPaise } from '../../../shared/money';
import { ORDER_MESSAGES } from './order-messages';

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An exact amount for a message (₹1,299 or ₹1,299.50): a refusal must show the real figure. */
export const exactInr = (paise: number) => (paise % 100 === 0 ? whole : withPaise).format(paise / 100);

export interface OrderAmounts {
  unitPricePaise: number;
  totalPaise: number;
}

/**
 * The server's own amounts: the product's final price times the quantity. What the browser
 * sent is only compared with them; a price or total that differs is refused, never used.
 */
export function priceOrder(finalPricePaise: number, quantity: number, sent: { price: number; totalAmount: number }): OrderAmounts {
  const unitPricePaise = finalPricePaise;
  const totalPaise = unitPricePaise * quantity;
  const sentPrice = rupeesToPaise(sent.price);
  if (sentPrice !== unitPricePaise) {
    throw new DomainError('CONFLICT', ORDER_MESSAGES.priceChanged(exactInr(unitPricePaise), exactInr(sentPrice)));
  }
  const sentTotal = rupeesToPaise(sent.totalAmount);
  if (sentTotal !== totalPaise) {
    throw new DomainError('CONFLICT', ORDER_MESSAGES.totalChanged(exactInr(totalPaise), exactInr(sentTotal)));
  }
  return { unitPricePaise, totalPaise };
}
