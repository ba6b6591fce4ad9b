import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import { documentUrl } from '../../../../api/documents';
import { queryKeys } from '../../../../api/query-keys';
import type { Design } from '../../../../engine/model/design';
import { parseDesign } from '../../../../engine/model/validate';
import type { GarmentType } from '../../../../shared/catalogue-options';

export interface TemplateChoice {
  id: string;
  name: string;
  /** A 320 px WebP copy of its preview: the cards show it at 128-160 px. */
  previewUrl: string;
  design: Design;
}

/**
 * One garment's starter templates (`GET /customized/templates`), asked only once the shopper
 * opens the offer, so the studio's first paint never waits on them. A document this studio
 * cannot read is left out rather than offered broken.
 */
export const templatesQuery = (garment: GarmentType) =>
  queryOptions({
    queryKey: queryKeys.catalogue.studioTemplates(garment),
    queryFn: async ({ signal }): Promise<TemplateChoice[]> => {
      const rows = await unwrap(api.GET('/customized/templates', { params: { query: { types: garment } }, signal }));
      return rows.flatMap((row) => {
        const parsed = parseDesign(row.document);
        return parsed.ok ? [{ id: row._id, name: row.name, previewUrl: documentUrl(row.preview, 320), design: parsed.design }] : [];
      });
    },
    staleTime: 60_000,
  });
