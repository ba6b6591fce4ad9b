import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import styles from './staff-styles';
import { WriteNotice } from './write-notice';

describe('WriteNotice', () => {
  it('says what a write answered as a status, why it failed as an alert, and nothing before a write', () => {
    expect(renderToStaticMarkup(<WriteNotice notice={{ ok: true, text: 'Delivery charge saved.' }} />)).toBe(`<p role="status" class="${styles.hint}">Delivery charge saved.</p>`);
    expect(renderToStaticMarkup(<WriteNotice notice={{ ok: false, text: 'Enter whole rupees.' }} />)).toBe(`<p role="alert" class="${styles.error}">Enter whole rupees.</p>`);
    expect(renderToStaticMarkup(<WriteNotice notice={null} />)).toBe('');
  });
});
