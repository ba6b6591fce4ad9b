import { existsSync } from 'node:fs';

/**
 * The browser of the end-to-end tests: Debian's `chromium-headless-shell` when it is installed,
 * else Debian's `chromium` (CHROMIUM_PATH overrides both). The headless shell is the same Chromium
 * build (Blink, V8, Skia) without the desktop browser around it, and it is what Playwright itself
 * runs headless tests on. Measured on one spec set (storefront home, product page and cart on
 * the phone, 24 tests, two runs each): chromium's processes used 118.6 and 118.4 s of CPU, the
 * headless shell's 72.4 and 69.9 s (CI time). A headed run (`--headed`, the inspector)
 * needs the full browser: `CHROMIUM_PATH=/usr/bin/chromium`.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH = '/usr/bin/chromium';

export function e2eChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

/** The flags every e2e browser starts with (the e2e config's launch options). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * Hinting as a desktop Chromium on Linux draws text (fontconfig's 'hintslight'). The headless
 * shell hints fully by default, which snaps glyph advances to whole pixels at the font's size:
 * text drawn at 300 DPI under a scaled canvas then sat up to 3 print pixels off Skia's (7 % of a
 * line's inked pixels apart, against 0.09 % with this flag, the same as the full browser's).
 * No shopper's browser hints fully; the print-parity spec draws with this.
 */
export const DESKTOP_FONT_HINTING = '--font-render-hinting=slight';
