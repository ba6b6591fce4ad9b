import { Link } from 'react-router-dom';
import { shopContact } from '../../../components/shop-contact';
import { policyFacts, returnWindow } from '../logic/policy-facts';
import { PolicyPage, type PolicySection } from './policy-page';

const sections: PolicySection[] = [
  {
    id: 'cancel',
    title: 'Cancelling an order',
    body: (
      <>
        <p>
          You can cancel an order within <strong>{policyFacts.cancelHours} hours</strong> of placing it, as long as it
          has not been dispatched. Open <Link to="/user-orders">My Orders</Link> and press <strong>Cancel</strong> on
          the order.
        </p>
        <p>
          Once an order has left our warehouse it can no longer be cancelled; you can return it after delivery instead.
          Custom-printed orders go to print quickly, so please cancel them as soon as you can.
        </p>
      </>
    ),
  },
  {
    id: 'return',
    title: 'Returning a product',
    body: (
      <>
        <p>
          You can return a product within <strong>{returnWindow} of delivery</strong>. It must be unused, unwashed and
          in its original condition with the tags attached.
        </p>
        <ol>
          <li>
            Open <Link to="/user-orders">My Orders</Link>. Delivered orders show a <strong>Return</strong> button.
          </li>
          <li>Press Return. We confirm the request by e-mail and arrange a pickup from your delivery address.</li>
          <li>Pack the product in its original packaging and hand it to the courier.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'custom',
    title: 'Custom-printed products',
    body: (
      <p>
        T-shirts and hoodies you design in our studio are printed just for you, so they cannot be returned, unless they
        reach you <strong>damaged or misprinted</strong>. In that case, write to us within {returnWindow} of delivery
        with your order number and a photo of the problem, and we will reprint it or refund you in full.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <ul>
        <li>
          For a return, the refund reaches you within <strong>{policyFacts.refundDays}</strong> after we receive and
          check the product.
        </li>
        <li>For a cancelled prepaid order, the refund reaches you within {policyFacts.refundDays} of the cancellation.</li>
        <li>Online payments are refunded to the same account, card or UPI ID you paid with.</li>
        <li>
          For cash on delivery orders, we refund to a bank account or UPI ID you share with us; we ask for it when we
          confirm your return.
        </li>
      </ul>
    ),
  },
  {
    id: 'damaged',
    title: 'Damaged, wrong or missing items',
    body: (
      <p>
        If a product arrives damaged, or you receive the wrong size or colour, write to us within {returnWindow} of
        delivery with a photo. We will replace it or refund you in full, and the return pickup is free.
      </p>
    ),
  },
  {
    id: 'help',
    title: 'Need help?',
    body: (
      <p>
        E-mail <a href={`mailto:${shopContact.supportEmail}`}>{shopContact.supportEmail}</a> or call{' '}
        <a href={shopContact.phoneHref}>{shopContact.phoneDisplay}</a> with your order number. Answers to common
        questions are in our <Link to="/faquetions">FAQ</Link>.
      </p>
    ),
  },
];

/** Cancellation and returns policy (spec section 2: a static page), written for this shop. */
export function ReturnCancellationScreen() {
  return (
    <PolicyPage
      title="Cancellation and Returns"
      eyebrow="Our policy"
      description="Cancel a Bhopal Threads order within 24 hours before dispatch, return products within 7 days of delivery, and get refunds in 5–7 business days."
      lead={
        <p>
          Changed your mind? Cancel within {policyFacts.cancelHours} hours before dispatch, or return within{' '}
          {returnWindow} of delivery. Here is how.
        </p>
      }
      sections={sections}
    />
  );
}
