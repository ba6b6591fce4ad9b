import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import type { Design, Side } from '../src/engine/model/design';
import type * as PrintFileModule from '../src/server/services/designs/print-file';
import { BENCH_PRINT_PATH, BENCH_SERVER_CHANGED } from './bench-routes.ts';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The server's print-file drawing, by its path on disk (the studio page's root is studio/). */
const PRINT_FILE_MODULE = fileURLToPath(new URL('../src/server/services/designs/print-file.ts', import.meta.url));

/** The bytes of a data: URL (the bench's fixture graphics are inline SVG), or null for anything else. */
function dataUrlBytes(src: string): Buffer | null {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(src);
  if (!match) return null;
  return match[2] ? Buffer.from(match[3]!, 'base64') : Buffer.from(decodeURIComponent(match[3]!), 'utf8');
}

/**
 * The designers' bench's server half (`npm run studio` only): POST a design and a side, get the
 * server's 300 DPI print file, drawn by the very module the shop's render workers run
 * (src/server/services/designs/print-file.ts), loaded through Vite's SSR loader so that an edit
 * to the engine or the server's drawing is picked up on the next request. Such an edit also
 * tells the page (a custom HMR event), which asks again.
 */
export function designersBench(): Plugin {
  let server: ViteDevServer | null = null;
  return {
    name: 'designers-bench',
    apply: 'serve',
    configureServer(dev) {
      server = dev;
      dev.middlewares.use(BENCH_PRINT_PATH, (request, response) => {
        if (request.method !== 'POST') {
          response.statusCode = 405;
          response.end();
          return;
        }
        void (async () => {
          try {
            const { design, side } = JSON.parse(await readBody(request)) as { design: Design; side: Side };
            const images: Record<string, Buffer> = {};
            for (const layer of design.sides[side]) {
              if (layer.kind === 'text') continue;
              const bytes = dataUrlBytes(layer.src);
              if (bytes) images[layer.src] = bytes;
            }
            const module = (await dev.ssrLoadModule(PRINT_FILE_MODULE)) as typeof PrintFileModule;
            const started = performance.now();
            const png = await module.drawPrintFile(design, side, images);
            response.setHeader('x-render-ms', (performance.now() - started).toFixed(0));
            response.setHeader('content-type', 'image/png');
            response.setHeader('cache-control', 'no-store');
            response.end(png ?? Buffer.alloc(0));
          } catch (error) {
            response.statusCode = 500;
            response.setHeader('content-type', 'text/plain; charset=utf-8');
            response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
          }
        })();
      });
    },
    handleHotUpdate({ file }) {
      // The browser half reloads itself by HMR; the server half is told to draw again.
      if (server && /\/src\/(engine|server|shared)\//.test(file)) server.ws.send({ type: 'custom', event: BENCH_SERVER_CHANGED, data: { file } });
    },
  };
}
