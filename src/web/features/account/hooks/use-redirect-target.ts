import { useSearchParams } from 'react-router-dom';

const HOME = '/';
// Screens that would only send the shopper back into the account flow they just finished.
const ACCOUNT_PATHS = new Set(['/login', '/signup', '/forgot-password']);
// Browsers drop tabs and newlines from URLs ('/\t/evil.com' becomes '//evil.com'), and control
// characters have no place in a path, so any of them is refused outright.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_LENGTH = 2048;
// Any origin would do: only whether the path stays on it matters.
const PROBE_ORIGIN = 'https://shop.invalid';

// '/x' is a path on this site; '//x' and '/\x' are protocol-relative addresses of another host.
function isRootRelative(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

// The path as a router or browser might read it after one or more rounds of percent-decoding;
// null when it does not decode.
function decodedForms(path: string): string[] | null {
  const forms = [path];
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * Where to go after login or sign-up: the `redirect` query parameter when it is a path on this
 * site (one leading '/', not '//' or '/\', no scheme, not even once percent-decoded), else
 * home. Keeps the shop from being used as an open redirect.
 */
export function safeRedirectPath(redirect: string | null | undefined): string {
  if (!redirect || redirect.length > MAX_LENGTH || CONTROL_OR_SPACE.test(redirect)) return HOME;
  const forms = decodedForms(redirect);
  if (!forms || !forms.every(isRootRelative) || forms.some((form) => CONTROL.test(form))) return HOME;
  let url: URL;
  try {
    url = new URL(redirect, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PROBE_ORIGIN || ACCOUNT_PATHS.has(url.pathname.toLowerCase())) return HOME;
  return redirect;
}

/** The safe after-login destination of the current address's `redirect` parameter. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirectPath(params.get('redirect'));
}
