import { existsSync } from 'node:fs';

/**
 * The browser of the end-to-end tests: Debian's `chromium-headless-shell` when it is installed,
 * else Debian's `chromium` (CHROMIUM_PATH overrides both). The headless shell is the same Chromium
 * build (Blink, V8, Skia) without the desktop browser around it, and it is what Playwright itself
 * runs headless tests on. Measured on one spec set (storefront home, product page and cart on
 * the phone, 24 tests, two runs each): chromium's processes used 118.6 and 118.4 s of CPU, the
 * headless shell's 72.4 and 69.9 s (issue 14, CI time). A headed run (`--headed`, the inspector)
 * needs the full browser: `CHROMIUM_PATH=/usr/bin/chromium`.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH = '/usr/bin/chromium';

export function e2eChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}
