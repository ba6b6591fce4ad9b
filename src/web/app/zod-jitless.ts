import { z } from 'zod';

/**
 * Zod in the browser without its JIT. On the first object it parses, zod probes for eval with
 * `new Function('')`; the shop's CSP refuses it (no 'unsafe-eval'), and although zod catches the
 * error, the browser still reports a `script-src eval` violation on every page that validates
 * (the studio's design model did). Imported first by each browser entry, before anything parses.
 */
z.config({ jitless: true });
