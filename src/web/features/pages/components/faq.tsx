import { Link } from 'react-router-dom';
import { returnWindow } from '../logic/policy-facts';
import { FaqAccordion } from './faq-accordion';
import { faqEntries } from './faq-entries';
import { PolicyPage } from './policy-page';

/** Frequently asked questions (spec section 2: an FAQ accordion of 12 entries), each shown once. */
export function FaqScreen() {
  return (
    <PolicyPage
      title="FAQ"
      eyebrow="Customer care"
      description={`Answers to common questions about Bhopal Threads: delivery in 7 to 15 business days, cash on delivery, cancellations, returns within ${returnWindow} of delivery, refunds, sizes and custom designs.`}
      lead={
        <p>
          Quick answers about delivery, payment, returns and the design studio. Can&apos;t find yours? Visit{' '}
          <Link to="/help-support">Help and support</Link>.
        </p>
      }
    >
      <FaqAccordion entries={faqEntries} />
    </PolicyPage>
  );
}
