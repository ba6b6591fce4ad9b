import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FaqScreen } from './faq';
import { faqEntries } from './faq-entries';
import { HelpSupportScreen } from './help-support';
import { PrivacyPolicyScreen } from './privacy-policy';
import { ReturnCancellationScreen } from './return-cancellation';
import { TermsScreen } from './terms';

function render(Screen: ComponentType): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&apos;/g, "'").replace(/\s+/g, ' ');

describe('FAQ', () => {
  it('has twelve different questions, each shown once', () => {
    expect(faqEntries).toHaveLength(12);
    expect(new Set(faqEntries.map((entry) => entry.question)).size).toBe(12);
    const html = render(FaqScreen);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(12);
  });

  it('says 7 days for returns, never 30', () => {
    const page = text(render(FaqScreen));
    expect(page).toContain('within 7 days of delivery');
    expect(page).not.toMatch(/30 days/);
  });

  it('starts with every answer closed and tied to its question', () => {
    const html = render(FaqScreen);
    expect(html.match(/role="region" aria-labelledby="faq-\d+-question"[^>]*hidden=""/g)).toHaveLength(12);
  });
});

describe('policy pages', () => {
  const pages: [string, ComponentType][] = [
    ['Privacy Policy', PrivacyPolicyScreen],
    ['Terms &amp; Conditions', TermsScreen],
    ['Cancellation and Returns', ReturnCancellationScreen],
    ['Help &amp; Support', HelpSupportScreen],
  ];

  it.each(pages)('%s has its heading and section headings', (title, Screen) => {
    const html = render(Screen);
    expect(html).toContain(`>${title}</h1>`);
    expect(html.match(/<h2/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('agree on the facts: 7 days returns, 5–7 business days refunds, 24 hours to cancel, 18+', () => {
    const all = pages.map(([, Screen]) => text(render(Screen))).join(' ') + text(render(FaqScreen));
    expect(all).not.toMatch(/30 days|7-10|7–10/);
    expect(text(render(ReturnCancellationScreen))).toContain('7 days of delivery');
    expect(text(render(ReturnCancellationScreen))).toContain('5–7 business days');
    expect(text(render(TermsScreen))).toContain('24 hours');
    expect(text(render(TermsScreen))).toContain('7 to 15 business days');
    expect(text(render(PrivacyPolicyScreen))).toContain('at least 18 years old');
  });

  it('help and support gives the phone, both e-mails and the social links', () => {
    const html = render(HelpSupportScreen);
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('+91 98765 43210');
    expect(html).toContain('mailto:support@bhopalthreads.in');
    expect(html).toContain('mailto:info@bhopalthreads.in');
    expect(html).toContain('instagram.com/bhopalthreads');
    expect(html).toContain('facebook.com/bhopalthreads');
  });
});
