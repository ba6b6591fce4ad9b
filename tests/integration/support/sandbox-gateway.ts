import type { ShopApp } from '../../../src/server/app';
import { SANDBOX_FORM_COOKIE } from '../../../src/server/routes/sandbox-gateway';

/**
 * The sandbox gateway's page opened in a browser tab: the answer, and a press of Pay, Fail or
 * Cancel that posts the form as that tab would (its cookie and hidden token), at any later time.
 */
export async function openSandboxPage(app: ShopApp, redirectUrl: string) {
  const response = await app.inject({ method: 'GET', url: redirectUrl });
  const token = /name="token" value="([^"]+)"/.exec(response.body)?.[1] ?? '';
  const nonce = response.cookies.find((cookie) => cookie.name === SANDBOX_FORM_COOKIE)?.value ?? '';
  const press = (decision: 'pay' | 'fail' | 'cancel') =>
    app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${SANDBOX_FORM_COOKIE}=${nonce}` },
      payload: new URLSearchParams({ decision, token }).toString(),
    });
  return { response, token, nonce, press };
}

/** The shopper opens the sandbox gateway's page and presses Pay, Fail or Cancel. */
export async function decideSandboxPayment(app: ShopApp, redirectUrl: string, decision: 'pay' | 'fail' | 'cancel') {
  return (await openSandboxPage(app, redirectUrl)).press(decision);
}
