import { DomainError } from '../../errors';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { ORDER_MESSAGES } from './order-messages';

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An exact amount for a message (₹1,299 or ₹1,299.50): a refusal must show the real figure. */
export const exactInr = (paise: number) => (paise % 100 === 0 ? whole : withPaise).format(paiseToRupees(paise));

export interface OrderAmounts {
  unitPricePaise: number;
  totalPaise: number;
}

/**
 * The server's own amounts: the product's final price times the quantity. What the browser
 * sent is only compared with them; a price or total that differs is refused, never used.
 */
export function priceOrder(finalPricePaise: number, quantity: number, sent: { price: number; totalAmount: number }): OrderAmounts {
  const amounts = priceLine(finalPricePaise, quantity, sent.price);
  checkTotal(amounts.totalPaise, sent.totalAmount);
  return amounts;
}

/** One line's amounts; the price the browser showed must be the server's. */
export function priceLine(finalPricePaise: number, quantity: number, sentPrice: number): OrderAmounts {
  const sentPaise = rupeesToPaise(sentPrice);
  if (sentPaise !== finalPricePaise) {
    throw new DomainError('CONFLICT', ORDER_MESSAGES.priceChanged(exactInr(finalPricePaise), exactInr(sentPaise)));
  }
  return { unitPricePaise: finalPricePaise, totalPaise: finalPricePaise * quantity };
}

/** The total the browser showed must be the server's. */
export function checkTotal(totalPaise: number, sentTotal: number): void {
  const sentPaise = rupeesToPaise(sentTotal);
  if (sentPaise !== totalPaise) {
    throw new DomainError('CONFLICT', ORDER_MESSAGES.totalChanged(exactInr(totalPaise), exactInr(sentPaise)));
  }
}
