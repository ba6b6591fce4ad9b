/** A signed-in shopper as a browser holds it: the cookies to send and the XSRF token to echo on writes. */
export interface ShopperSession {
  email: string;
  cookie: string;
  xsrf: string;
}

/** Signs a shopper in over HTTP (GET auth/verify for the XSRF cookie, then POST auth/login) and keeps what the shop set. */
export async function signIn(base: string, email: string, password: string): Promise<ShopperSession> {
  const api = `${base}/api/api/v1`;
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  keep(await fetch(`${api}/auth/verify`));
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': jar.get('XSRF-TOKEN')!, cookie: `XSRF-TOKEN=${jar.get('XSRF-TOKEN')}` },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  keep(login);
  return { email, xsrf: jar.get('XSRF-TOKEN')!, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}
