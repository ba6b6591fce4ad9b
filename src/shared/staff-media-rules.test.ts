import { describe, expect, it } from 'vitest';
import { parsedOrFirstMessage } from './form-rules';
import { bannerFormSchema, graphicFormSchema, isShopLink, STAFF_MEDIA_MESSAGES } from './staff-media-rules';

const image = new Uint8Array([1]);
const banner = (form: Record<string, unknown>) => parsedOrFirstMessage(bannerFormSchema<Uint8Array>(), form);
const graphic = (form: Record<string, unknown>) => parsedOrFirstMessage(graphicFormSchema<Uint8Array>(), form);

describe('banner form', () => {
  it('tells the first problem in the form order: image, text, link', () => {
    expect(banner({ alt: '', link: 'https://x' })).toEqual({ ok: false, message: STAFF_MEDIA_MESSAGES.imageRequired });
    expect(banner({ image, alt: '   ', link: 'https://x' })).toEqual({ ok: false, message: 'Text for screen readers is required. Please fill the field.' });
    expect(banner({ image, alt: 'x'.repeat(161) })).toEqual({ ok: false, message: 'alt must be at most 160 characters.' });
    expect(banner({ image, alt: 'Sale', link: '//evil.example' })).toEqual({ ok: false, message: 'link must be a path in the shop, such as /new-arrivals.' });
  });

  it('trims the text and takes a blank link as the home page', () => {
    expect(banner({ image, alt: '  Sale  ', link: '  ' })).toEqual({ ok: true, value: { image, alt: 'Sale', link: '/' } });
    expect(banner({ image, alt: 'x'.repeat(160), link: '/new-arrivals?page=2' })).toMatchObject({ ok: true });
  });
});

describe('graphic form', () => {
  it('tells the first problem in the form order: name, then image', () => {
    expect(graphic({ name: ' ' })).toEqual({ ok: false, message: 'name is required. Please fill the field.' });
    expect(graphic({ name: 'x'.repeat(61), image })).toEqual({ ok: false, message: 'name must be at most 60 characters.' });
    expect(graphic({ name: 'Lotus' })).toEqual({ ok: false, message: 'image is required. Please add at least one image.' });
    expect(graphic({ name: ' Lotus ', image })).toEqual({ ok: true, value: { name: 'Lotus', image } });
  });
});

describe('isShopLink', () => {
  it('takes paths in the shop only', () => {
    expect(isShopLink('/trending')).toBe(true);
    expect(isShopLink('//evil.example')).toBe(false);
    expect(isShopLink('javascript:alert(1)')).toBe(false);
    expect(isShopLink(`/${'a'.repeat(200)}`)).toBe(false);
  });
});
