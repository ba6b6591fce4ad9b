import { api, unwrap } from '../../../../api/client';
import type { components } from '../../../../api/schema.gen';

export type PublicTracking = components['schemas']['PublicTracking'];

/** POST /order/track: an order's journey by its order id and the e-mail or phone it was placed with. */
export const trackOrder = (body: { orderId: string; contact: string }) => unwrap(api.POST('/order/track', { body }));
