import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { codRulesQuery, deliveryDatesQuery, deliveryRuleQuery } from '../api/settings-calls';
import { CodRulesForm } from './cod-rules-form';
import { DeliveryDatesForm } from './delivery-dates-form';
import { DeliveryRuleForm } from './delivery-rule-form';

/** A settings form as the server renders it, its rules already read. */
function render(form: ReactElement) {
  const client = new QueryClient();
  client.setQueryData(deliveryRuleQuery.queryKey, { freeDeliveryFrom: 999, deliveryCharge: 49 });
  client.setQueryData(deliveryDatesQuery.queryKey, { dispatchDaysStock: 2, dispatchDaysPrinted: 4, cutoffHour: 14, holidays: ['2026-12-25'] });
  client.setQueryData(codRulesQuery.queryKey, {
    minOrder: 0,
    maxOrder: 5000,
    feeKind: 'flat',
    fee: 40,
    offForDesigns: false,
    confirmDesigns: true,
    confirmAbove: null,
    maxRefusals: 2,
    blockedPincodes: ['110001'],
  });
  return renderToStaticMarkup(<QueryClientProvider client={client}>{form}</QueryClientProvider>);
}

/** The attributes of the input with this id, by name. */
function input(html: string, id: string): Record<string, string> {
  const tag = html.match(new RegExp(`<input id="${id}"[^>]*/>`))?.[0];
  if (!tag) throw new Error(`no input ${id}`);
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

const wholeRupees = { type: 'number', inputMode: 'numeric', min: '0', step: '1', required: '' };

describe("the staff settings forms' number fields", () => {
  it('writes each delivery-charge field once, whole rupees up to 1,00,000 and required, under its label', () => {
    const html = render(<DeliveryRuleForm />);
    expect(html).toContain('<label for="free-delivery-from" class="');
    expect(input(html, 'free-delivery-from')).toMatchObject({ ...wholeRupees, max: '100000', value: '999' });
    expect(input(html, 'delivery-charge')).toMatchObject({ ...wholeRupees, max: '100000', value: '49' });
    expect(html).toContain('Delivery charge below that (₹)</label>');
  });

  it('bounds the dispatch days at 30 and the cut-off hour at 23', () => {
    const html = render(<DeliveryDatesForm />);
    expect(input(html, 'delivery-dates-dispatchDaysStock')).toMatchObject({ ...wholeRupees, max: '30', value: '2' });
    expect(input(html, 'delivery-dates-dispatchDaysPrinted')).toMatchObject({ ...wholeRupees, max: '30', value: '4' });
    expect(input(html, 'delivery-dates-cutoffHour')).toMatchObject({ ...wholeRupees, max: '23', value: '14' });
    expect(input(html, 'delivery-dates-cutoffHour')['aria-describedby']).toBeUndefined();
    expect(html).toContain('Cut-off hour (0-23, India time)</label>');
  });

  it('leaves the COD amounts open (empty: no limit), decimal, and points each at its hint', () => {
    const html = render(<CodRulesForm />);
    const max = input(html, 'cod-max');
    expect(max).toMatchObject({ type: 'number', inputMode: 'decimal', min: '0', step: '1', value: '5000', 'aria-describedby': 'cod-max-hint' });
    expect(max.required).toBeUndefined();
    expect(max.max).toBeUndefined();
    expect(html).toContain('<span id="cod-max-hint" class="');
    expect(input(html, 'cod-confirm-above').value).toBe('');
    expect(input(html, 'cod-fee')).toMatchObject({ step: '1', value: '40' });
  });
});
