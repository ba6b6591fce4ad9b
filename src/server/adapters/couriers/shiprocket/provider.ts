import type { CourierEvent, CourierProvider, ShipmentOrder } from '../provider';
import { CourierUnavailableError } from '../provider';
import { parseIndiaTime, readStatusWebhook, stateOfStatusCode } from '../status-webhook';
import type { ShiprocketConfig } from './config';
import { indiaDateTime } from '../../../../shared/india-time';

interface CourierCompany {
  courier_company_id?: number;
  courier_name?: string;
  cod?: number;
  estimated_delivery_days?: string | number;
}

interface TrackActivity {
  date?: string;
  activity?: string;
  location?: string;
  'sr-status'?: string | number;
}

/** The parcel's size in cm: a folded garment in a courier bag. */
const PARCEL = { length: 30, breadth: 25, height: 4 };

/**
 * Shiprocket's REST API (apiv2.shiprocket.in/v1/external): a bearer token from the API user's
 * login (asked again when refused: tokens last ten days), courier serviceability, an adhoc
 * order, its AWB, its label (a PDF Shiprocket hosts, fetched and kept by the shop) and tracking
 * by AWB. Webhooks carry the shop's token in `x-api-key`.
 */
export function shiprocketCourier(config: ShiprocketConfig): CourierProvider {
  let token: string | null = null;

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown; auth?: boolean }): Promise<{ status: number; body: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.auth === false ? {} : { authorization: `Bearer ${token}` }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new CourierUnavailableError(`Shiprocket could not be reached (${(error as Error).message}).`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status >= 500) throw new CourierUnavailableError(`Shiprocket answered ${response.status}.`);
    return { status: response.status, body };
  }

  async function login(): Promise<void> {
    const answer = await call('/v1/external/auth/login', { method: 'POST', body: { email: config.email, password: config.password }, auth: false });
    if (answer.status !== 200 || typeof answer.body.token !== 'string') throw new CourierUnavailableError(`Shiprocket refused the API login (${String(answer.body.message ?? answer.status)}).`);
    token = answer.body.token;
  }

  /** A call with the bearer token, logging in first, and once more when the token was refused. */
  async function authorised(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    if (!token) await login();
    let answer = await call(path, init);
    if (answer.status === 401) {
      await login();
      answer = await call(path, init);
    }
    return answer;
  }

  const refused = (what: string, answer: { status: number; body: Record<string, unknown> }) =>
    new CourierUnavailableError(`Shiprocket refused ${what} (${String(answer.body.message ?? answer.status)}).`);

  return {
    name: 'shiprocket',
    async serviceability(pincode, weightKg, cod) {
      const query = new URLSearchParams({ pickup_postcode: config.pickupPincode, delivery_postcode: pincode, weight: String(weightKg), cod: cod ? '1' : '0' });
      const answer = await authorised(`/v1/external/courier/serviceability/?${query}`, { method: 'GET' });
      const data = answer.body.data as { available_courier_companies?: CourierCompany[]; recommended_courier_company_id?: number } | undefined;
      const companies = answer.status === 200 ? (data?.available_courier_companies ?? []) : [];
      if (answer.status !== 200 && answer.status !== 404) throw refused('the serviceability check', answer);
      if (companies.length === 0) return { available: false, codAvailable: false, estimatedDays: null };
      const chosen = companies.find((company) => company.courier_company_id === data?.recommended_courier_company_id) ?? companies[0]!;
      const days = Number(chosen.estimated_delivery_days);
      return { available: true, codAvailable: companies.some((company) => company.cod === 1), estimatedDays: Number.isFinite(days) && days > 0 ? days : null };
    },
    async createShipment(order: ShipmentOrder) {
      const created = await authorised('/v1/external/orders/create/adhoc', {
        method: 'POST',
        body: {
          order_id: order.reference,
          order_date: indiaDateTime(order.orderedAt),
          pickup_location: config.pickupLocation,
          billing_customer_name: order.name,
          billing_last_name: '',
          billing_address: order.address,
          billing_city: order.city,
          billing_pincode: order.pincode,
          billing_state: order.state,
          billing_country: 'India',
          billing_email: order.email,
          billing_phone: order.phoneNumber,
          shipping_is_billing: true,
          order_items: [{ name: order.item.name, sku: order.item.sku, units: order.item.units, selling_price: order.item.unitPricePaise / 100 }],
          payment_method: order.codAmountPaise > 0 ? 'COD' : 'Prepaid',
          sub_total: order.totalPaise / 100,
          ...PARCEL,
          weight: order.weightKg,
        },
      });
      const shipmentId = created.body.shipment_id;
      if (created.status !== 200 || shipmentId === undefined || shipmentId === null) throw refused('the order', created);
      const assigned = await authorised('/v1/external/courier/assign/awb', { method: 'POST', body: { shipment_id: shipmentId } });
      const awbData = (assigned.body.response as { data?: { awb_code?: string; courier_name?: string } } | undefined)?.data;
      if (assigned.status !== 200 || assigned.body.awb_assign_status !== 1 || !awbData?.awb_code) throw refused('the AWB', assigned);
      const labelled = await authorised('/v1/external/courier/generate/label', { method: 'POST', body: { shipment_id: [shipmentId] } });
      if (labelled.status !== 200 || labelled.body.label_created !== 1 || typeof labelled.body.label_url !== 'string') throw refused('the label', labelled);
      // The label lives on Shiprocket's file host: fetched without our token, kept by the shop.
      const fetched = await fetch(labelled.body.label_url, { signal: AbortSignal.timeout(config.timeoutMs) })
        .then(async (file) => ({ status: file.status, ok: file.ok, pdf: Buffer.from(await file.arrayBuffer()) }))
        .catch((error: unknown) => ({ status: (error as Error).message, ok: false, pdf: Buffer.alloc(0) }));
      const pdf = fetched.pdf;
      if (!fetched.ok || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new CourierUnavailableError(`Shiprocket's label could not be fetched (${fetched.status}).`);
      return {
        awb: awbData.awb_code,
        courierName: awbData.courier_name ?? 'Shiprocket',
        providerOrderId: String(created.body.order_id ?? ''),
        providerShipmentId: String(shipmentId),
        label: pdf,
        trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(awbData.awb_code)}`,
      };
    },
    async track(awb) {
      const answer = await authorised(`/v1/external/courier/track/awb/${encodeURIComponent(awb)}`, { method: 'GET' });
      if (answer.status !== 200) throw refused('tracking', answer);
      const activities = ((answer.body.tracking_data as { shipment_track_activities?: TrackActivity[] } | undefined)?.shipment_track_activities ?? []).slice();
      const events: CourierEvent[] = [];
      for (const activity of activities) {
        const at = activity.date ? parseIndiaTime(activity.date) : null;
        const code = Number(activity['sr-status']);
        if (!at) continue;
        events.push({ key: `${Number.isFinite(code) ? code : 'scan'}|${at.toISOString()}`, state: Number.isFinite(code) ? stateOfStatusCode(code) : null, label: activity.activity ?? '', location: activity.location ?? '', at });
      }
      // Shiprocket lists the newest first.
      return events.sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    readWebhook: (apiKey, body) => readStatusWebhook(apiKey, config.webhookToken, body),
  };
}
