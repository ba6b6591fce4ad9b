import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, designTemplates, documents } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Design } from '../../../engine/model/design';
import { allLayers } from '../../../engine/model/defaults';
import { parseDesign } from '../../../engine/model/validate';
import type { GarmentType } from '../../../shared/catalogue-options';
import { MAX_TEMPLATE_NAME, TEMPLATE_MESSAGES } from '../../../shared/template-rules';
import { validDesignDocument } from '../designs/designs';
import { checkLayerSources } from '../designs/layer-sources';
import type { StaffMediaDeps } from '../staff/staff-form';

/** What the studio lists: a template's document and its preview's document key. */
export interface DesignTemplate {
  _id: string;
  name: string;
  garment: GarmentType;
  preview: string;
  document: Design;
}

/** What staff see: every template with its place and whether shoppers see it. */
export interface StaffDesignTemplate extends DesignTemplate {
  position: number;
  active: boolean;
  /** One of the seed's starter templates (staff may still hide or delete it). */
  starter: boolean;
}

type Row = typeof designTemplates.$inferSelect;

const ORDER = [asc(designTemplates.position), asc(designTemplates.createdAt), asc(designTemplates.id)] as const;

function toTemplate(row: Row): DesignTemplate {
  // Stored documents were valid when added; reading migrates one added by an older version.
  const parsed = parseDesign(row.document);
  return { _id: row.id, name: row.name, garment: row.garment, preview: row.preview, document: parsed.ok ? parsed.design : (row.document as Design) };
}

const toStaffTemplate = (row: Row): StaffDesignTemplate => ({ ...toTemplate(row), position: row.position, active: row.active, starter: row.starterSlug !== null });

/** The templates shoppers see, in staff's order; one garment's when asked. */
export async function listTemplates(db: Db, garment?: GarmentType): Promise<DesignTemplate[]> {
  const shown = garment ? and(eq(designTemplates.active, true), eq(designTemplates.garment, garment)) : eq(designTemplates.active, true);
  const rows = await db.select().from(designTemplates).where(shown).orderBy(...ORDER);
  // A document this server cannot read (one added by a newer version, then rolled back) is left out, never offered broken.
  return rows.filter((row) => parseDesign(row.document).ok).map(toTemplate);
}

/** Every template, hidden ones too, in the studio's order. */
export async function listStaffTemplates(db: Db): Promise<StaffDesignTemplate[]> {
  return (await db.select().from(designTemplates).orderBy(...ORDER)).map(toStaffTemplate);
}

function templateName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new DomainError('INVALID_DATA', TEMPLATE_MESSAGES.nameRequired);
  if (trimmed.length > MAX_TEMPLATE_NAME) throw new DomainError('INVALID_DATA', TEMPLATE_MESSAGES.nameTooLong);
  return trimmed;
}

/**
 * Makes one of the staff member's saved designs a template, last in the studio's order: its
 * document is checked as a save is, and its preview (the front's, else the back's) is copied,
 * so the template keeps it when the design is later changed or deleted. An uploaded picture
 * is refused: it is its owner's, and the upload sweep would not know a template uses it. So is
 * any key that is not the shop's own graphic or garment.
 */
export async function addTemplateFromDesign(deps: StaffMediaDeps, staffId: string, input: { designId: string; name: string }): Promise<StaffDesignTemplate> {
  const name = templateName(input.name);
  const [design] = await deps.db.select().from(designs).where(and(eq(designs.id, input.designId), eq(designs.userId, staffId)));
  if (!design) throw new DomainError('NOT_FOUND', TEMPLATE_MESSAGES.designNotFound);
  const document = validDesignDocument(design.document);
  const layers = allLayers(document);
  if (layers.length === 0) throw new DomainError('INVALID_DATA', TEMPLATE_MESSAGES.blank);
  if (layers.some((layer) => layer.kind === 'image')) throw new DomainError('INVALID_DATA', TEMPLATE_MESSAGES.upload);
  // Saved before every key was checked, a design may still name a file that is not the shop's.
  await checkLayerSources(deps.db, staffId, document, 'template');
  const source = document.sides.front.length > 0 ? design.previewFront : design.previewBack;
  const bytes = source ? await deps.store.read(source) : null;
  if (!bytes) throw new DomainError('CONFLICT', TEMPLATE_MESSAGES.noPreview);

  const preview = `template-${randomBytes(9).toString('base64url')}.webp`;
  await deps.store.put(preview, bytes);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [last] = await tx.select({ max: sql<number>`coalesce(max(${designTemplates.position}), -1)` }).from(designTemplates);
      const [inserted] = await tx
        .insert(designTemplates)
        .values({ name, garment: document.garment, document, preview, position: Number(last?.max ?? -1) + 1 })
        .returning();
      return inserted!;
    });
    await deps.cache.changed();
    return toStaffTemplate(row);
  } catch (error) {
    await deps.store.delete(preview).catch(() => {});
    throw error;
  }
}

/** Shows or hides a template in the studio. */
export async function setTemplateShown(deps: Pick<StaffMediaDeps, 'db' | 'cache'>, templateId: string, active: boolean): Promise<StaffDesignTemplate> {
  const [row] = await deps.db.update(designTemplates).set({ active }).where(eq(designTemplates.id, templateId)).returning();
  if (!row) throw new DomainError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
  await deps.cache.changed();
  return toStaffTemplate(row);
}

/**
 * Moves a template one place up or down in the studio's order (hidden ones count: staff see
 * them in the list). Every position is written afresh in one transaction, so two staff moving
 * at once leave a clean 0..n-1 order rather than ties.
 */
export async function moveTemplate(deps: Pick<StaffMediaDeps, 'db' | 'cache'>, templateId: string, direction: 'up' | 'down'): Promise<StaffDesignTemplate[]> {
  const moved = await deps.db.transaction(async (tx) => {
    // Locks the table's rows in order: concurrent moves queue instead of interleaving.
    const rows = await tx.select({ id: designTemplates.id }).from(designTemplates).orderBy(...ORDER).for('update');
    const ids = rows.map((row) => row.id);
    const from = ids.indexOf(templateId);
    if (from < 0) throw new DomainError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) throw new DomainError('CONFLICT', TEMPLATE_MESSAGES.edge);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    for (const [position, id] of ids.entries()) await tx.update(designTemplates).set({ position }).where(eq(designTemplates.id, id));
    return true;
  });
  if (moved) await deps.cache.changed();
  return listStaffTemplates(deps.db);
}

/** Removes a template and its preview; designs started from it are the shoppers' own copies and keep everything. */
export async function deleteTemplate(deps: StaffMediaDeps, templateId: string): Promise<void> {
  const [row] = await deps.db.delete(designTemplates).where(eq(designTemplates.id, templateId)).returning();
  if (!row) throw new DomainError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
  // A starter template's preview has a documents row (the seed writes one per file); staff's have none.
  await deps.db.delete(documents).where(eq(documents.key, row.preview));
  await deps.store.delete(row.preview).catch(() => {});
  await deps.cache.changed();
}
