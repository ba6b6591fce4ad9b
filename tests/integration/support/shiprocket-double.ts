import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';

/** One request as the double saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | null;
}

export interface ShiprocketDouble {
  url: string;
  requests: SeenRequest[];
  /** Pincodes Shiprocket's couriers serve: days in transit and whether one of them takes COD. */
  serviceable: Map<string, { days: number; cod: boolean }>;
  /** Adhoc orders made, by Shiprocket's shipment id. */
  shipments: Map<number, { order: Record<string, unknown>; awb: string | null }>;
  /** Scans per AWB for the tracking API, newest first as Shiprocket lists them. */
  scans: Map<string, { date: string; activity: string; location: string; 'sr-status': string }[]>;
  /** Refuses the issued tokens from now on (as when the ten-day token expired). */
  expireTokens(): void;
  /** Every call answered 503 while true. */
  down: boolean;
  close(): Promise<void>;
}

const REQUIRED_ORDER_FIELDS = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_last_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'shipping_is_billing',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
] as const;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function labelPdf(awb: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text(`Shiprocket label AWB ${awb}`);
  doc.end();
  return done;
}

/**
 * A local stand-in for Shiprocket's API (apiv2.shiprocket.in/v1/external) that checks what the
 * real one checks: the API user's e-mail and password at login, `Authorization: Bearer` with a
 * token it issued on every other call (401 otherwise), serviceability's query parameters, the
 * adhoc order's required fields and their forms (422 with the fields named, as Shiprocket
 * answers), an AWB only for a shipment it made, a label only once an AWB is assigned (served as a
 * PDF from its own file host, without auth), and tracking by AWB.
 */
export async function startShiprocketDouble(login: { email: string; password: string; pickupLocation: string }): Promise<ShiprocketDouble> {
  const tokens = new Set<string>();
  const state = {
    requests: [] as SeenRequest[],
    serviceable: new Map<string, { days: number; cod: boolean }>(),
    shipments: new Map<number, { order: Record<string, unknown>; awb: string | null }>(),
    scans: new Map<string, { date: string; activity: string; location: string; 'sr-status': string }[]>(),
    labels: new Map<string, string>(),
    down: false,
  };
  let nextId = 1000;
  let base = '';

  const server = createServer((request, reply) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const body = await readJson(request);
      const seen: SeenRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      };
      state.requests.push(seen);
      const send = (status: number, json: unknown) => reply.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const invalid = (errors: Record<string, string[]>) => send(422, { message: 'Oops! Invalid Data.', errors, status_code: 422 });
      if (state.down) return send(503, { message: 'Service Unavailable' });

      if (request.method === 'GET' && url.pathname.startsWith('/labels/')) {
        const awb = state.labels.get(url.pathname.slice('/labels/'.length));
        if (!awb) return send(404, { message: 'Not found' });
        return reply.writeHead(200, { 'content-type': 'application/pdf' }).end(await labelPdf(awb));
      }
      if (request.method === 'POST' && url.pathname === '/v1/external/auth/login') {
        if (!seen.contentType?.startsWith('application/json')) return send(415, { message: 'Unsupported Media Type' });
        if (body?.email !== login.email || body?.password !== login.password) return send(400, { message: 'Invalid email and password combination', status_code: 400 });
        const token = randomBytes(24).toString('hex');
        tokens.add(token);
        return send(200, { id: 1, email: login.email, company_id: 1, token });
      }
      const bearer = /^Bearer (\S+)$/.exec(seen.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) return send(401, { message: 'Unauthenticated.', status_code: 401 });

      if (request.method === 'GET' && url.pathname === '/v1/external/courier/serviceability/') {
        const q = seen.query;
        const errors: Record<string, string[]> = {};
        for (const key of ['pickup_postcode', 'delivery_postcode'] as const) if (!/^\d{6}$/.test(q[key] ?? '')) errors[key] = [`The ${key.replace('_', ' ')} must be 6 digits.`];
        if (!(Number(q.weight) > 0)) errors.weight = ['The weight field is required.'];
        if (q.cod !== '0' && q.cod !== '1') errors.cod = ['The cod field must be 0 or 1.'];
        if (Object.keys(errors).length) return invalid(errors);
        const served = state.serviceable.get(q.delivery_postcode!);
        if (!served) return send(200, { status: 404, message: 'No courier serviceable for this pincode.' });
        const companies = [
          { courier_company_id: 10, courier_name: 'Delhivery Surface', cod: served.cod ? 1 : 0, estimated_delivery_days: String(served.days + 2), etd: '', rate: 80 },
          { courier_company_id: 24, courier_name: 'Xpressbees', cod: served.cod ? 1 : 0, estimated_delivery_days: String(served.days), etd: '', rate: 95 },
        ].filter((company) => q.cod === '0' || company.cod === 1);
        return send(200, { status: 200, data: { available_courier_companies: companies, recommended_courier_company_id: 24 } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/external/orders/create/adhoc') {
        const errors: Record<string, string[]> = {};
        for (const field of REQUIRED_ORDER_FIELDS) if (body?.[field] === undefined || body[field] === null) errors[field] = [`The ${field} field is required.`];
        if (body) {
          if (body.pickup_location !== login.pickupLocation) errors.pickup_location = ['Wrong Pickup location entered.'];
          if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(String(body.order_date))) errors.order_date = ['The order date does not match the format Y-m-d H:i.'];
          if (!/^\d{6}$/.test(String(body.billing_pincode))) errors.billing_pincode = ['The billing pincode must be 6 digits.'];
          if (!/^\d{10}$/.test(String(body.billing_phone))) errors.billing_phone = ['The billing phone must be 10 digits.'];
          if (!['COD', 'Prepaid'].includes(String(body.payment_method))) errors.payment_method = ['The selected payment method is invalid.'];
          const items = body.order_items as Record<string, unknown>[] | undefined;
          if (!Array.isArray(items) || items.length === 0 || items.some((item) => !item.name || !item.sku || !(Number(item.units) > 0) || typeof item.selling_price !== 'number'))
            errors.order_items = ['Each item needs name, sku, units and selling_price.'];
          for (const field of ['sub_total', 'length', 'breadth', 'height', 'weight']) if (!(typeof body[field] === 'number' && (body[field] as number) > 0)) errors[field] = [`The ${field} must be a number above 0.`];
        }
        if (Object.keys(errors).length) return invalid(errors);
        const shipmentId = nextId++;
        state.shipments.set(shipmentId, { order: body!, awb: null });
        return send(200, { order_id: shipmentId + 5000, shipment_id: shipmentId, status: 'NEW', status_code: 1, onboarding_completed_now: 0, awb_code: '', courier_company_id: '', courier_name: '' });
      }
      if (request.method === 'POST' && url.pathname === '/v1/external/courier/assign/awb') {
        const shipment = state.shipments.get(Number(body?.shipment_id));
        if (!shipment) return invalid({ shipment_id: ['The selected shipment id is invalid.'] });
        shipment.awb ??= `1410${String(nextId++).padStart(10, '0')}`;
        return send(200, { awb_assign_status: 1, response: { data: { awb_code: shipment.awb, courier_company_id: 24, courier_name: 'Xpressbees', shipment_id: Number(body?.shipment_id) } } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/external/courier/generate/label') {
        const ids = body?.shipment_id;
        if (!Array.isArray(ids) || ids.length === 0) return invalid({ shipment_id: ['The shipment id must be an array.'] });
        const shipment = state.shipments.get(Number(ids[0]));
        if (!shipment?.awb) return send(400, { message: 'Awb not assigned for this shipment.', status_code: 400 });
        const file = `${randomBytes(8).toString('hex')}.pdf`;
        state.labels.set(file, shipment.awb);
        return send(200, { label_created: 1, label_url: `${base}/labels/${file}`, response: 'Label has been created and uploaded successfully!', not_created: [] });
      }
      const tracked = /^\/v1\/external\/courier\/track\/awb\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && tracked) {
        const scans = state.scans.get(decodeURIComponent(tracked[1]!));
        if (!scans) return send(200, { tracking_data: { track_status: 0, shipment_status: 0, shipment_track: [], shipment_track_activities: null, error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.' } });
        return send(200, { tracking_data: { track_status: 1, shipment_status: Number(scans[0]?.['sr-status'] ?? 0), shipment_track: [], shipment_track_activities: scans, track_url: '' } });
      }
      return send(404, { message: 'Not Found' });
    })().catch((error: unknown) => reply.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests: state.requests,
    serviceable: state.serviceable,
    shipments: state.shipments,
    scans: state.scans,
    expireTokens: () => tokens.clear(),
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
