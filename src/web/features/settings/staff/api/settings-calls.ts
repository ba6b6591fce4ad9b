import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../../api/client';
import { liveQuery } from '../../../../../api/query';
import type { components, operations } from '../../../../../api/schema.gen';
import { queryKeys } from '../../../../../api/query-keys';

/** The delivery charge rule (whole rupees) the cart and 'Checkout all' charge by. */
export const deliveryRuleQuery = queryOptions({
  queryKey: queryKeys.staff.deliveryRule,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/settings/delivery', { signal })),
  ...liveQuery,
});

export function saveDeliveryRule(rule: { freeDeliveryFrom: number; deliveryCharge: number }): Promise<string> {
  return unwrapMessage(api.PUT('/staff/settings/delivery', { body: rule }));
}

export type CodRules = components['schemas']['CodRules'];

/** GET /staff/settings/cod: the Cash on Delivery rules and the pincodes without COD. */
export const codRulesQuery = queryOptions({
  queryKey: queryKeys.staff.codRules,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/settings/cod', { signal })),
  ...liveQuery,
});

export function saveCodRules(rules: CodRules): Promise<string> {
  return unwrapMessage(api.PUT('/staff/settings/cod', { body: rules }));
}

export type DeliveryDateRules = NonNullable<operations['staffSetDeliveryDates']['requestBody']>['content']['application/json'];

/** The dispatch times, cut-off hour and holidays behind 'Delivery by ...'. */
export const deliveryDatesQuery = queryOptions({
  queryKey: queryKeys.staff.deliveryDates,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/settings/delivery-dates', { signal })),
  ...liveQuery,
});

export const saveDeliveryDates = (rules: DeliveryDateRules) => unwrapMessage(api.PUT('/staff/settings/delivery-dates', { body: rules }));

export const alertSettingsQuery = queryOptions({
  queryKey: queryKeys.staff.alertSettings,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/settings/alerts', { signal })),
  ...liveQuery,
});

export const saveAlertEmails = (emails: string[]) => unwrapMessage(api.PUT('/staff/settings/alerts', { body: { emails } }));
