import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { GARMENT_FORM, addGarment, deleteGarment, listStaffGarments } from '../services/staff/staff-garments';
import { changeGarment, replaceGarmentPhotos } from '../services/staff/garment-edits';
import { GRAPHIC_FORM, addGraphic, deleteGraphic, listStaffGraphics, setGraphicShown } from '../services/staff/staff-graphics';
import { envelope, sendJson, type Handlers } from './handler';
import { readStaffForm } from './staff-form-reader';

const noStore = 'no-store';

/** The replace-photos form: the add form's two files, either or both. */
const GARMENT_PHOTOS_FORM = { ...GARMENT_FORM, name: 'the garment photos form', fields: [] };

/** Staff's studio garments (colours with their photos) and graphics. The contract's `staff` scheme has checked the caller. */
export function staffStudioHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache }) {
  return {
    async staffListGarments(_request, reply) {
      return sendJson(reply.header('cache-control', noStore), envelope(await listStaffGarments(deps.db)));
    },
    async staffAddGarment(request, reply) {
      const garment = await addGarment(deps, await readStaffForm(request, GARMENT_FORM));
      return sendJson(reply, envelope(garment, `${garment.color} ${garment.type} added to the studio.`));
    },
    async staffChangeGarment(request, reply) {
      const { garmentId } = request.params;
      const change = request.body;
      const garment = await changeGarment(deps, garmentId, change);
      // The message the show/hide button has always had; any other change is "saved".
      const onlyShown = Object.keys(change).length === 1 && change.active !== undefined;
      const message = onlyShown ? `${garment.color} ${garment.type} is ${garment.active ? 'shown in' : 'hidden from'} the studio.` : `${garment.color} ${garment.type} saved.`;
      return sendJson(reply, envelope(garment, message));
    },
    async staffReplaceGarmentPhotos(request, reply) {
      const garment = await replaceGarmentPhotos(deps, request.params.garmentId, await readStaffForm(request, GARMENT_PHOTOS_FORM));
      return sendJson(reply, envelope(garment, `Photos of the ${garment.color} ${garment.type} replaced.`));
    },
    async staffDeleteGarment(request, reply) {
      const { garmentId } = request.params;
      await deleteGarment(deps, garmentId);
      return sendJson(reply, envelope(null, 'Garment colour removed from the studio.'));
    },
    async staffListGraphics(_request, reply) {
      return sendJson(reply.header('cache-control', noStore), envelope(await listStaffGraphics(deps.db)));
    },
    async staffAddGraphic(request, reply) {
      const graphic = await addGraphic(deps, await readStaffForm(request, GRAPHIC_FORM));
      return sendJson(reply, envelope(graphic, `Graphic ${graphic.name} added to the studio.`));
    },
    async staffChangeGraphic(request, reply) {
      const { graphicId } = request.params;
      const { active } = request.body;
      const graphic = await setGraphicShown(deps, graphicId, active);
      return sendJson(reply, envelope(graphic, `Graphic ${graphic.name} is ${active ? 'shown in' : 'hidden from'} the studio.`));
    },
    async staffDeleteGraphic(request, reply) {
      const { graphicId } = request.params;
      const { fileKept } = await deleteGraphic(deps, graphicId);
      return sendJson(
        reply,
        envelope(null, fileKept ? 'Graphic removed from the studio. Saved designs that use it keep it.' : 'Graphic removed from the studio.'),
      );
    },
  } satisfies Partial<Handlers>;
}
