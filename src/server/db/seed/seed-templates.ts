import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { isDocumentKey } from '../../adapters/storage/store';
import { renderPreview } from '../../services/designs/design-renders';
import type { RenderPool } from '../../services/designs/render-pool';
import { allLayers } from '../../../engine/model/defaults';
import { contentSeeds, customiserGarments, customiserGraphics, designTemplates, documents } from '../schema';
import { documentRow, type DocumentRow } from './render';
import type { SeedDeps } from './deps';
import { STARTER_TEMPLATES, type StarterTemplate } from './starter-templates';

/** The content_seeds mark: the starter set is added once per shop, so a template staff deleted stays deleted. */
export const STARTER_TEMPLATES_SEED = 'starter-templates';

/**
 * A template's preview: the studio's own preview renderer (garment photo and print, WebP), from
 * `cacheDir` when an earlier seed drew the same document on the same photo (tests and benches
 * seed many fresh databases; a shop passes no folder).
 */
async function drawnPreview(deps: SeedDeps, template: StarterTemplate, pool: RenderPool | undefined): Promise<Buffer | null> {
  const { document } = template;
  const side = document.sides.front.length > 0 ? 'front' : 'back';
  const [garment] = await deps.db
    .select({ front: customiserGarments.front, back: customiserGarments.back })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, document.garment), eq(customiserGarments.color, document.color)))
    .limit(1);
  const photo = garment ? await deps.store.read(garment[side]) : null;
  const draw = () => renderPreview(document, side, photo, async (src) => (isDocumentKey(src) ? deps.store.read(src) : null), pool);
  if (!deps.imageCache) return draw();
  const name = createHash('sha256')
    .update(JSON.stringify(document))
    .update(photo ?? '')
    .digest('hex');
  const file = path.join(deps.imageCache, `template-${name}.webp`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const body = await draw();
  if (!body) return null;
  await mkdir(deps.imageCache, { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, body);
  await rename(partial, file);
  return body;
}

/**
 * Adds the shop's starter templates (starter-templates.ts) with their previews, once: the demo
 * seed runs it, and every start runs it for a shop seeded before templates existed (one query
 * when done). A template whose graphics the shop no longer has is left out. Returns how many
 * were added.
 */
export async function seedStarterTemplates(deps: SeedDeps, pool?: RenderPool): Promise<number> {
  const [done] = await deps.db.select({ name: contentSeeds.name }).from(contentSeeds).where(eq(contentSeeds.name, STARTER_TEMPLATES_SEED));
  if (done) return 0;
  const wanted = [...new Set(STARTER_TEMPLATES.flatMap((t) => allLayers(t.document).flatMap((layer) => (layer.kind === 'text' ? [] : [layer.src]))))];
  const have = new Set((await deps.db.select({ image: customiserGraphics.image }).from(customiserGraphics).where(inArray(customiserGraphics.image, wanted))).map((row) => row.image));
  const rows: (typeof designTemplates.$inferInsert)[] = [];
  const files: DocumentRow[] = [];
  for (const template of STARTER_TEMPLATES) {
    const missing = allLayers(template.document).some((layer) => layer.kind !== 'text' && !have.has(layer.src));
    if (missing) {
      deps.log?.(`Starter template '${template.name}' left out: the shop no longer has one of its graphics.`);
      continue;
    }
    const preview = await drawnPreview(deps, template, pool);
    if (!preview) continue;
    // The bytes' hash in the key: a file under a key never changes (documents are cached for a year).
    const key = `template-${template.slug}-${createHash('sha256').update(preview).digest('hex').slice(0, 10)}.webp`;
    await deps.store.put(key, preview);
    files.push(documentRow(key, 'webp', preview));
    rows.push({ name: template.name, garment: template.document.garment, document: template.document, preview: key, position: rows.length, starterSlug: template.slug });
  }
  return deps.db.transaction(async (tx) => {
    // Two app servers starting together: the mark's primary key lets one of them add the set.
    const marked = await tx.insert(contentSeeds).values({ name: STARTER_TEMPLATES_SEED }).onConflictDoNothing().returning();
    if (marked.length === 0) return 0;
    if (rows.length === 0) return 0;
    await tx.insert(documents).values(files).onConflictDoNothing();
    const added = await tx.insert(designTemplates).values(rows).onConflictDoNothing().returning({ id: designTemplates.id });
    return added.length;
  });
}
