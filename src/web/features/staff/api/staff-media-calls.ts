import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../api/client';
import { liveQuery } from '../../../../api/query';
import type { components } from '../../../../api/schema.gen';
import { queryKeys } from '../../../../api/query-keys';

export type StaffVideo = components['schemas']['StaffVideo'];
export type StaffGarment = components['schemas']['StaffGarment'];
export type StaffGraphic = components['schemas']['StaffGraphic'];

/** The home video, or null when the shop has none. */
export const staffVideoQuery = queryOptions({
  queryKey: queryKeys.staff.video,
  // The contract answers null for "no video"; unwrap's type forgets that.
  queryFn: async ({ signal }): Promise<StaffVideo | null> => (await unwrap(api.GET('/staff/video', { signal }))) ?? null,
  ...liveQuery,
});

export const removeVideo = () => unwrapMessage(api.DELETE('/staff/video'));

export const staffGarmentsQuery = queryOptions({
  queryKey: queryKeys.staff.studioGarments,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/studio/garments', { signal })),
  ...liveQuery,
});

export const setGarmentShown = ({ id, active }: { id: string; active: boolean }) =>
  unwrapMessage(api.PATCH('/staff/studio/garments/{garmentId}', { params: { path: { garmentId: id } }, body: { active } }));

/** Any field of a garment colour: garment, colour name, swatch, blank price in rupees, shown. */
export const changeGarment = ({ id, change }: { id: string; change: { type?: string; color?: string; hex?: string; price?: number; active?: boolean } }) =>
  unwrapMessage(api.PATCH('/staff/studio/garments/{garmentId}', { params: { path: { garmentId: id } }, body: change }));

export const deleteGarment = (id: string) => unwrapMessage(api.DELETE('/staff/studio/garments/{garmentId}', { params: { path: { garmentId: id } } }));

export const staffGraphicsQuery = queryOptions({
  queryKey: queryKeys.staff.studioGraphics,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/studio/graphics', { signal })),
  ...liveQuery,
});

export const setGraphicShown = ({ id, active }: { id: string; active: boolean }) =>
  unwrapMessage(api.PATCH('/staff/studio/graphics/{graphicId}', { params: { path: { graphicId: id } }, body: { active } }));

export const deleteGraphic = (id: string) => unwrapMessage(api.DELETE('/staff/studio/graphics/{graphicId}', { params: { path: { graphicId: id } } }));

/** Moves the crop of a banner or product photo; answers the image's new key. */
export const setImageFocalPoint = ({ file, focal }: { file: string; focal: { x: number; y: number } }) =>
  unwrap(api.PUT('/staff/images/{file}/focal-point', { params: { path: { file } }, body: focal }));

export type StaffDesignTemplate = components['schemas']['StaffDesignTemplate'];

/** Every starter template, hidden ones too, in the studio's order. */
export const staffTemplatesQuery = queryOptions({
  queryKey: queryKeys.staff.studioTemplates,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/studio/templates', { signal })),
  ...liveQuery,
});

/** The staff member's own saved designs, to pick one to make a template. */
export const staffOwnDesignsQuery = queryOptions({
  queryKey: [...queryKeys.staff.studioTemplates, 'own-designs'] as const,
  queryFn: ({ signal }) => unwrap(api.GET('/designs', { signal })),
  ...liveQuery,
});

export const addTemplate = (input: { designId: string; name: string }) => unwrapMessage(api.POST('/staff/studio/templates', { body: input }));

export const setTemplateShown = ({ id, active }: { id: string; active: boolean }) =>
  unwrapMessage(api.PATCH('/staff/studio/templates/{templateId}', { params: { path: { templateId: id } }, body: { active } }));

export const moveTemplate = ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
  unwrapMessage(api.POST('/staff/studio/templates/{templateId}/move', { params: { path: { templateId: id } }, body: { direction } }));

export const deleteTemplate = (id: string) => unwrapMessage(api.DELETE('/staff/studio/templates/{templateId}', { params: { path: { templateId: id } } }));
