import { Link } from 'react-router-dom';
import { shopContact } from '../../../components/shop-contact';
import { policyFacts } from '../logic/policy-facts';
import { PolicyPage, type PolicySection } from './policy-page';

const sections: PolicySection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to sell you clothes and deliver them:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, phone number, address and a password (we store
            only a secure scrambled form of it, never the password itself).
          </li>
          <li>
            <strong>Order details:</strong> the products, sizes and quantities you buy, your delivery address, pincode,
            city and state, an alternative phone number if you give one, and how you chose to pay.
          </li>
          <li>
            <strong>Your designs:</strong> the text and graphics you place on a t-shirt or hoodie in our design studio,
            and the preview and print files we make from them.
          </li>
          <li>
            <strong>Reviews:</strong> the star rating and comment you post on a product, shown with your username.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>To create and secure your account, including sending you one-time passwords (OTP) by e-mail.</li>
        <li>To process, print, pack, ship and deliver your orders, and to handle cancellations, returns and refunds.</li>
        <li>To check whether we deliver to your pincode and whether cash on delivery is available there.</li>
        <li>To send you e-mails about your orders. We do not send marketing messages unless you ask us to.</li>
        <li>To answer your questions when you contact us.</li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Online payments are handled by our payment partner on their own secure page. We never see or store your card
        number, UPI PIN or net-banking password; we receive only whether the payment succeeded and its reference number.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell or rent your personal information. We share it only when needed to serve you:</p>
        <ul>
          <li>with our courier partners: your name, phone number and delivery address, to deliver your order;</li>
          <li>with our payment partner: the amount and order reference, to take your payment;</li>
          <li>with authorities, when Indian law requires us to.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use a small number of essential cookies: one keeps you signed in and another protects your account against
        forged requests. We do not use advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'keeping-it-safe',
    title: 'How long we keep it and how we protect it',
    body: (
      <p>
        We keep your account details while your account is open, and order records for as long as Indian tax and
        accounting laws require. Your data travels over encrypted connections and only staff who need it to fulfil your
        orders can see it.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your rights',
    body: (
      <p>
        You can see and update your details in your profile. You can ask us for a copy of your data, to correct it, or to
        delete your account, by writing to <a href={`mailto:${shopContact.supportEmail}`}>{shopContact.supportEmail}</a>.
        These are your rights under India&apos;s Digital Personal Data Protection Act, 2023.
      </p>
    ),
  },
  {
    id: 'age',
    title: 'Age',
    body: (
      <p>
        You must be at least {policyFacts.minimumAge} years old to create an account or place an order. We do not
        knowingly collect information from anyone younger.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Write to <a href={`mailto:${shopContact.supportEmail}`}>{shopContact.supportEmail}</a>, call{' '}
        <a href={shopContact.phoneHref}>{shopContact.phoneDisplay}</a>, or see <Link to="/help-support">Help and
        support</Link>. If we change this policy, we will update this page.
      </p>
    ),
  },
];

/** Privacy policy (spec section 2: a static page), written for this shop. */
export function PrivacyPolicyScreen() {
  return (
    <PolicyPage
      title="Privacy Policy"
      eyebrow="Our policy"
      description="How Bhopal Threads collects, uses and protects your personal information when you shop or design with us."
      lead={
        <p>
          {policyFacts.shopName}, {policyFacts.city}, respects your privacy. This page explains what we collect when you
          shop with us, why, and how we keep it safe.
        </p>
      }
      sections={sections}
    />
  );
}
