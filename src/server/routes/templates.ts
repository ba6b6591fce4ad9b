import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { addTemplateFromDesign, deleteTemplate, listStaffTemplates, listTemplates, moveTemplate, setTemplateShown } from '../services/templates/templates';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';

/**
 * A minute in browsers and shared caches: the studio asks once per visit, and a template staff
 * hide is gone from offers a minute later (one already offered still opens: it is a copy).
 */
const LIST_CACHE = 'public, max-age=60';

/**
 * The studio's starter templates: the public list, cached like the catalogue until a
 * staff write, and staff's add, show or hide, move and delete. The contract's `staff` scheme
 * has checked the staff callers.
 */
export function templateHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache }) {
  return {
    async listTemplates(request, reply) {
      const { types } = request.query;
      const json = await deps.cache.get(`templates:${types ?? 'all'}`, async () => envelope(await listTemplates(deps.db, types)));
      return sendJson(reply.header('cache-control', LIST_CACHE), json);
    },
    async staffListTemplates(_request, reply) {
      return sendJson(reply.header('cache-control', 'no-store'), envelope(await listStaffTemplates(deps.db)));
    },
    staffAddTemplate: sessionHandler(async (request, reply) => {
      const template = await addTemplateFromDesign(deps, request.user.id, request.body);
      return sendJson(reply, envelope(template, `Template ${template.name} added to the studio.`));
    }),
    async staffChangeTemplate(request, reply) {
      const { active } = request.body;
      const template = await setTemplateShown(deps, request.params.templateId, active);
      return sendJson(reply, envelope(template, `Template ${template.name} is ${active ? 'shown in' : 'hidden from'} the studio.`));
    },
    async staffMoveTemplate(request, reply) {
      const { direction } = request.body;
      const templates = await moveTemplate(deps, request.params.templateId, direction);
      return sendJson(reply, envelope(templates, `Template moved ${direction}.`));
    },
    async staffDeleteTemplate(request, reply) {
      await deleteTemplate(deps, request.params.templateId);
      return sendJson(reply, envelope(null, 'Template removed from the studio.'));
    },
  } satisfies Partial<Handlers>;
}
