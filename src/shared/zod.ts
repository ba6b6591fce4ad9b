import { z } from 'zod';

/**
 * Zod for the shop's rules, the one way browser code reaches it. In the browser it runs without
 * its JIT: on the first object it parses, zod probes for eval with `new Function('')`; the shop's
 * CSP refuses it (no 'unsafe-eval'), and although zod catches the error, the browser still
 * reports a `script-src eval` violation on every page that validates (the studio's design model
 * did). Set here, where zod is imported, rather than by the storefront's entry: zod then stays
 * out of the entry script (86 KB minified) and loads with the first screen that validates.
 * The server keeps the JIT.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
