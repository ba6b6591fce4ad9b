// `npm start`: node runs the server's bundle (dist/server, rebuilt here when a source is newer),
// not its TypeScript through tsx, whose loader was most of a warm start. `node src/server/cli/run.mjs main`
// runs the server alone (no storefront build check, no early data-folder check), as the tests do.
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt } from './server-build.mjs';

const entry = process.argv[2] === 'main' ? 'main' : 'start';
await import(pathToFileURL(await ensureServerBuilt(entry)).href);
