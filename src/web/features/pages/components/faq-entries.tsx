import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shopContact } from '../../../components/shop-contact';
import { policyFacts, returnWindow } from '../logic/policy-facts';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

/** The twelve questions shoppers ask us most, answered from the policy facts. */
export const faqEntries: readonly FaqEntry[] = [
  {
    question: 'How long does delivery take?',
    answer: (
      <p>
        Orders reach you within {policyFacts.deliveryDays} of being placed, depending on your city. Custom-printed
        orders are printed first, so they are usually towards the end of that range.
      </p>
    ),
  },
  {
    question: 'Do you deliver to my pincode, and is cash on delivery available there?',
    answer: (
      <p>
        Enter your 6-digit pincode on any product page. It tells you whether we deliver there. Cash on delivery is
        available where our courier partners offer it; if it is, you can choose it at checkout.
      </p>
    ),
  },
  {
    question: 'How can I pay?',
    answer: (
      <p>
        Pay online (UPI, cards and net banking through our secure payment partner) or choose Cash on Delivery where it
        is available. All prices are in rupees (₹).
      </p>
    ),
  },
  {
    question: 'How do I track my order?',
    answer: (
      <p>
        Sign in and open <Link to="/user-orders">My Orders</Link>. Each order shows its status, payment status and an
        estimated delivery date.
      </p>
    ),
  },
  {
    question: 'Can I cancel my order?',
    answer: (
      <p>
        Yes, within {policyFacts.cancelHours} hours of placing it, as long as it has not been dispatched. Press Cancel on
        the order in <Link to="/user-orders">My Orders</Link>. After dispatch you can return it once it is delivered.
      </p>
    ),
  },
  {
    question: 'What is your return policy?',
    answer: (
      <p>
        You can return a product within {returnWindow} of delivery, unused, unwashed and with its tags attached. See
        our <Link to="/return-cancellation">Cancellation and Returns</Link> policy for the details.
      </p>
    ),
  },
  {
    question: 'How do I return a product?',
    answer: (
      <p>
        Open <Link to="/user-orders">My Orders</Link> within {returnWindow} of delivery and press Return on the order.
        We arrange a pickup from your delivery address.
      </p>
    ),
  },
  {
    question: 'When will I get my refund?',
    answer: (
      <p>
        Within {policyFacts.refundDays} after we receive the returned product (or after you cancel a prepaid order).
        Online payments go back to the account you paid with; for cash on delivery orders we refund to your bank
        account or UPI ID.
      </p>
    ),
  },
  {
    question: 'Can I return a t-shirt or hoodie I designed myself?',
    answer: (
      <p>
        Custom-printed items are made just for you, so they cannot be returned unless they arrive damaged or
        misprinted. If that happens, write to us within {returnWindow} of delivery with a photo and we will reprint it
        or refund you.
      </p>
    ),
  },
  {
    question: 'Which sizes do you offer?',
    answer: (
      <p>
        Our t-shirts, hoodies and shackets come in M, L, XL and XXL; the product page shows which sizes are in stock.
        Oversized tees are cut loose on purpose, so pick your usual size for the relaxed look. In the design studio you
        can also choose S.
      </p>
    ),
  },
  {
    question: 'How do I design my own t-shirt or hoodie?',
    answer: (
      <p>
        Open the <Link to="/customized">design studio</Link>, pick a t-shirt or hoodie and its colour, then add your
        own text and graphics to the front and the back. We print it in Bhopal and ship it to you.
      </p>
    ),
  },
  {
    question: 'Do I need an account to shop?',
    answer: (
      <p>
        You can browse, search and design without one. To add to your cart, buy or review a product, sign up with your
        e-mail address; you must be {policyFacts.minimumAge} or older. Still stuck? Write to{' '}
        <a href={`mailto:${shopContact.supportEmail}`}>{shopContact.supportEmail}</a>.
      </p>
    ),
  },
];
