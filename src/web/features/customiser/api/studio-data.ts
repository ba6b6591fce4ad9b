import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import { documentUrl } from '../../../../api/documents';
import type { GarmentType } from '../../../../shared/catalogue-options';
import type { GarmentColourOption, GraphicOption } from '../../../../customiser/types';
import { queryKeys } from '../../../../api/query-keys';

/** A garment's colours with their front and back photos (`GET /customized/getImage`). */
export const garmentColoursQuery = (garment: GarmentType) =>
  queryOptions({
    queryKey: queryKeys.catalogue.studioGarments(garment),
    queryFn: async ({ signal }): Promise<GarmentColourOption[]> => {
      const rows = await unwrap(api.GET('/customized/getImage', { params: { query: { types: garment } }, signal }));
      return rows.map((row) => ({ color: row.color, hex: row.hex, frontUrl: documentUrl(row.front), backUrl: documentUrl(row.back), price: row.price }));
    },
  });

/** The graphics a shopper can place (`GET /customized/getGraphic`). */
export const graphicsQuery = queryOptions({
  queryKey: queryKeys.catalogue.studioGraphics,
  queryFn: async ({ signal }): Promise<GraphicOption[]> => {
    const rows = await unwrap(api.GET('/customized/getGraphic', { signal }));
    return rows.map((row) => ({ id: row._id, name: row.name, src: row.Image, url: documentUrl(row.Image) }));
  },
});

/** A layer's saved src: a document key of the shop's store, or already an address. */
export function resolveDesignSrc(src: string): string {
  return /^(https?:|data:|blob:|\/)/.test(src) ? src : documentUrl(src);
}
