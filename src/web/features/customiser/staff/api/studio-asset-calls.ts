import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../../api/client';
import { liveQuery } from '../../../../../api/query';
import type { components } from '../../../../../api/schema.gen';
import { queryKeys } from '../../../../../api/query-keys';

export type StaffGarment = components['schemas']['StaffGarment'];

export type StaffGraphic = components['schemas']['StaffGraphic'];

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
