import { Link } from 'react-router-dom';
import { shopContact } from '../../../components/shop-contact';
import { policyFacts, returnWindow } from '../logic/policy-facts';
import { PolicyPage, type PolicySection } from './policy-page';

const sections: PolicySection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        This website is run by {policyFacts.shopName}, {policyFacts.city}. By using it or placing an order you agree to
        these terms. Please read them together with our <Link to="/privacypolicy">Privacy Policy</Link> and our{' '}
        <Link to="/return-cancellation">Cancellation and Returns</Link> policy.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can buy',
    body: (
      <p>
        You must be at least {policyFacts.minimumAge} years old to create an account and place orders. You are
        responsible for keeping your password safe and for everything done with your account.
      </p>
    ),
  },
  {
    id: 'products-and-prices',
    title: 'Products and prices',
    body: (
      <>
        <p>
          All prices are in Indian rupees (₹). Where a product shows an M.R.P. struck through, the lower price is the
          price you pay. Colours on screen can look slightly different from the fabric in daylight.
        </p>
        <p>
          We try hard to keep prices and stock correct. If a mistake slips through, we will tell you before dispatch and
          you can choose to go ahead at the correct price or cancel for a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and payment',
    body: (
      <ul>
        <li>You can pay online through our payment partner, or choose cash on delivery (COD) where it is available.</li>
        <li>
          COD depends on your pincode: check it on the product page before you order. Please keep the exact amount
          ready for the courier.
        </li>
        <li>An order is confirmed when you receive our order confirmation. You can follow it under My Orders.</li>
        <li>We may refuse or cancel an order we suspect to be fraudulent; if you have paid, we refund you in full.</li>
      </ul>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <p>
        We deliver across India to the pincodes our courier partners serve. Orders usually reach you within{' '}
        {policyFacts.deliveryDays} of being placed. The estimated date on your order is a guide, not a promise: weather,
        festivals and remote locations can add a few days.
      </p>
    ),
  },
  {
    id: 'cancellation-returns',
    title: 'Cancellations, returns and refunds',
    body: (
      <p>
        You can cancel an order within {policyFacts.cancelHours} hours of placing it, as long as it has not been
        dispatched. You can return most products within {returnWindow} of delivery. Refunds reach you within{' '}
        {policyFacts.refundDays} after we receive the returned product. The details, and the exceptions for custom
        printed items, are in our <Link to="/return-cancellation">Cancellation and Returns</Link> policy.
      </p>
    ),
  },
  {
    id: 'custom-designs',
    title: 'Your custom designs',
    body: (
      <>
        <p>
          When you design a t-shirt or hoodie in our studio, you confirm that you own or have permission to use the
          text and images you add, and that they do not infringe anyone&apos;s trademark or copyright or contain hateful,
          obscene or unlawful content. We may refuse to print a design that breaks this rule and refund you in full.
        </p>
        <p>You keep the rights in your design; you let us use it only to print and deliver your order.</p>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <p>
        Reviews must be your honest experience of a product you have seen. We may remove reviews that are abusive,
        off-topic or advertise something else. You can post one review per product.
      </p>
    ),
  },
  {
    id: 'our-content',
    title: 'Our content',
    body: (
      <p>
        Our product photos, graphics, designs and the {policyFacts.shopName} name belong to us. Please do not copy them
        for commercial use without our written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        If something goes wrong with an order, our responsibility is limited to the amount you paid for it. Nothing in
        these terms takes away your rights under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute will be dealt with by the courts at Bhopal, Madhya
        Pradesh. Before that, please write to us: most problems are solved with one e-mail.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        E-mail <a href={`mailto:${shopContact.supportEmail}`}>{shopContact.supportEmail}</a> or call{' '}
        <a href={shopContact.phoneHref}>{shopContact.phoneDisplay}</a>. Our office is at {shopContact.office.lines.join(', ')}.
      </p>
    ),
  },
];

/** Terms and conditions (spec section 2: a static page), written for this shop. */
export function TermsScreen() {
  return (
    <PolicyPage
      title="Terms & Conditions"
      eyebrow="Our policy"
      description="The terms of buying from Bhopal Threads: eligibility, prices in ₹, payment and cash on delivery, delivery in 7 to 15 business days, cancellations and returns."
      lead={<p>The rules for using this website and buying from {policyFacts.shopName}, in plain words.</p>}
      sections={sections}
    />
  );
}
