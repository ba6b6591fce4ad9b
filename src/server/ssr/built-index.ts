import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../errors';

/**
 * The storefront's build as the server reads it (dist/web): index.html, Vite's manifest, the
 * stylesheets a page carries inline and boot.ts, read again only when a rebuild changes index.html.
 */

/** A stylesheet of the build as a page carries it inline: its text and the SHA-256 the policy names. */
export interface BuiltStyle {
  text: string;
  hash: string;
}

/** The build's stylesheets by address (`/assets/name.css`), read once per build. */
async function builtStyles(webRoot: string): Promise<Map<string, BuiltStyle>> {
  const styles = new Map<string, BuiltStyle>();
  const files = await readdir(path.join(webRoot, 'assets')).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.css'))) {
    const text = await readFile(path.join(webRoot, 'assets', file), 'utf8');
    // Text that could end the element early stays a file (a minified build has none).
    if (/<\/style/i.test(text)) continue;
    styles.set(`/assets/${file}`, { text, hash: createHash('sha256').update(text).digest('base64') });
  }
  return styles;
}

export type BuildManifest = Record<string, { file: string; src?: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

/** The manifest keys reachable from `start` through static imports. */
function reachable(manifest: BuildManifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  start.forEach(walk);
  return seen;
}

/**
 * `<link rel="modulepreload">` for each screen's chunk and the chunks it imports, leaving out
 * what the entry already brings (index.html preloads those): the browser then fetches the
 * screen with the entry instead of one round trip after it. Worked out once per build, on first
 * use of each screen; '' for a module the build does not have.
 */
export function screenPreloads(manifest: BuildManifest): (module: string) => string {
  const fromEntry = reachable(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const links = new Map<string, string>();
  return (module) => {
    let found = links.get(module);
    if (found === undefined) {
      found = manifest[module]
        ? [...reachable(manifest, [module])]
            .filter((key) => !fromEntry.has(key))
            .map(
              (key) =>
                // The screen's own CSS too: a server-rendered page is styled before its script runs (and without it).
                (manifest[key]!.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`).join('') +
                `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`,
            )
            .join('')
        : '';
      links.set(module, found);
    }
    return found;
  };
}

/** What a page is made from: index.html and what the build around it holds. */
export interface BuiltIndex {
  mtimeMs: number;
  html: string;
  preloadsOf: (module: string) => string;
  styles: Map<string, BuiltStyle>;
  /** boot.ts as built (vite.config.ts: its second entry), or null in a build without it. */
  boot: string | null;
}

/** The build's index.html and its parts, read once per build (a rebuild changes its mtime), not once per page view. */
export function builtIndex(indexPath: string): () => Promise<BuiltIndex> {
  // The build manifest (vite.config.ts: build.manifest) is read with it; a build without one
  // only means no screen preloads.
  let index: BuiltIndex | null = null;
  // index.html is looked at (stat) at most once a second, not on every page view: a rebuild is
  // still picked up within a second (a stat per view cost the page rows).
  let checkedAt = 0;
  return async () => {
    if (index && Date.now() - checkedAt < 1000) return index;
    checkedAt = Date.now();
    // While a rebuild rewrites dist/web there is briefly no index.html: keep serving the last
    // one read, or say the storefront is being built (503) rather than fail (500).
    const mtimeMs = await stat(indexPath).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) {
      if (index) return index;
      throw new DomainError('UNAVAILABLE', 'The storefront is being built. Please try again in a minute.');
    }
    if (index?.mtimeMs !== mtimeMs) {
      const manifest = await readFile(path.join(path.dirname(indexPath), '.vite/manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as BuildManifest,
        () => ({}),
      );
      index = {
        mtimeMs,
        html: await readFile(indexPath, 'utf8'),
        preloadsOf: screenPreloads(manifest),
        styles: await builtStyles(path.dirname(indexPath)),
        boot: Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'boot.ts')?.file ?? null,
      };
    }
    return index;
  };
}
