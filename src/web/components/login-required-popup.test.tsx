import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { togglePopupAtom } from '../stores/popup-atoms';
import { accountHref, LoginRequiredPopup } from './login-required-popup';

function render(path: string) {
  const store = createStore();
  store.set(togglePopupAtom);
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LoginRequiredPopup />
      </MemoryRouter>
    </Provider>,
  );
  return { html };
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('LoginRequiredPopup', () => {
  it('has the title, the text, Log In, Register and a close button of the spec', () => {
    const { html } = render('/display/p1/v1');
    expect(html).toContain('Log In or Register');
    expect(html).toContain('You need to log in or register to place your order.');
    expect(html).toMatch(/>Log In<\/a>/);
    expect(html).toMatch(/>Register<\/a>/);
    expect(html).toContain('aria-label="Close"');
  });

  it('sends Log In and Register back to the current path and query, URL-encoded', () => {
    const { html } = render('/display/p1/v1?size=XL&qty=2');
    expect(hrefs(html)).toEqual([
      '/login?redirect=%2Fdisplay%2Fp1%2Fv1%3Fsize%3DXL%26qty%3D2',
      '/signup?redirect=%2Fdisplay%2Fp1%2Fv1%3Fsize%3DXL%26qty%3D2',
    ]);
  });
});

describe('accountHref', () => {
  it('encodes the path so that its own query stays inside the redirect parameter', () => {
    expect(accountHref('/login', '/trending')).toBe('/login?redirect=%2Ftrending');
    expect(new URLSearchParams(accountHref('/signup', '/cart?a=1&b=2').split('?')[1]).get('redirect')).toBe('/cart?a=1&b=2');
  });
});
