// A fake Trackify courier API (one instance per market): GET /v1/account, POST /v1/shipments, GET /v1/shipments/{trackingId}.
import { STATUS_CODES } from 'node:http';
import { bearer, isObject, startHttpFake, waitFor } from './http-fake.mjs';

const CURRENCIES = ['RSD', 'BAM', 'EUR'];
const COUNTRIES = ['RS', 'BA', 'ME'];
const E164 = /^\+[1-9]\d{7,14}$/;

/** Starts the fake for one market (`country`, default RS) on 127.0.0.1 (`port` 0 = random). */
export async function startFakeTrackify({ port = 0, country = 'RS' } = {}) {
  const market = String(country).toUpperCase();
  const keys = new Set();
  const shipments = [];
  const replays = new Map(); // `${key}\n${idempotencyKey}` -> shipment
  const statuses = new Map(); // trackingId -> [{status, at, note}]
  let lastNumber = 0;

  const fake = await startHttpFake({
    port,
    handle,
    errorBody: (status) => ({ message: STATUS_CODES[status] ?? 'Error' }),
    badJson: () => ({ status: 400, body: { message: 'Malformed JSON body' } }),
    onReset: () => {
      shipments.length = 0;
      replays.clear();
      statuses.clear();
    },
  });

  function handle(req) {
    const route = `${req.method} ${req.path.replace(/\/$/, '')}`;
    const read = /^GET \/v1\/shipments\/([^/]+)$/.exec(route);
    if (route !== 'GET /v1/account' && route !== 'POST /v1/shipments' && !read) return { status: 404, body: { message: 'Not found' } };
    const key = bearer(req.headers);
    if (!key || !keys.has(key)) return { status: 401, body: { message: 'Invalid API key' } };
    if (route === 'GET /v1/account') return { status: 200, body: { name: `Fake shop ${market}` } };
    if (read) {
      const trackingId = decodeURIComponent(read[1]);
      const history = statuses.get(trackingId);
      if (!history) return { status: 404, body: { message: 'Shipment not found' } };
      return { status: 200, body: { trackingId, status: history.at(-1)?.status ?? 'created', history } };
    }

    const idempotencyKey = req.headers['idempotency-key'];
    if (typeof idempotencyKey !== 'string' || idempotencyKey.trim() === '') {
      return { status: 400, body: { message: 'Idempotency-Key header is required' } };
    }
    const replay = replays.get(`${key}\n${idempotencyKey}`);
    if (replay) return { status: 200, body: { trackingId: replay.trackingId }, headers: { 'Idempotent-Replayed': 'true' } };
    const problem = checkShipment(req.body);
    if (problem) return { status: 422, body: { message: problem[1], field: problem[0] } };

    const shipment = { key, idempotencyKey, body: req.body, trackingId: `TRK-${market}-${++lastNumber}`, at: Date.now() };
    shipments.push(shipment);
    replays.set(`${key}\n${idempotencyKey}`, shipment);
    return { status: 201, body: { trackingId: shipment.trackingId } };
  }

  return Object.assign(fake, {
    country: market,
    keys,
    shipments,
    /** The next `times` requests get `429 {message}` with a Retry-After header. */
    rateLimit(retryAfterSeconds = 1, times = 1) {
      fake.faults.push({ status: 429, body: { message: 'Too many requests' }, headers: { 'Retry-After': String(retryAfterSeconds) }, times });
    },
    statuses,
    report(trackingId, status, note = null, at = new Date().toISOString()) {
      if (!statuses.has(trackingId)) statuses.set(trackingId, []);
      statuses.get(trackingId).push({ status, at, note });
    },
    /** Resolves with `shipments` once at least `n` were created. */
    waitForShipments(n, timeoutMs = 10_000) {
      return waitFor(() => shipments.length >= n && shipments, timeoutMs, () => `${n} Trackify ${market} shipment(s), got ${shipments.length}`);
    },
  });
}

const filled = (v) => typeof v === 'string' && v.trim() !== '';

/** `[field, message]` for the first invalid field of a shipment request, or undefined. */
function checkShipment(b) {
  if (!isObject(b)) return ['body', 'Request body must be a JSON object'];
  if (!filled(b.reference)) return ['reference', 'reference must be a non-empty string'];
  const cod = b.cashOnDelivery;
  if (!isObject(cod)) return ['cashOnDelivery', 'cashOnDelivery must be an object'];
  if (typeof cod.amount !== 'number' || !Number.isFinite(cod.amount) || cod.amount <= 0) {
    return ['cashOnDelivery.amount', 'cashOnDelivery.amount must be a number greater than 0'];
  }
  if (!CURRENCIES.includes(cod.currency)) return ['cashOnDelivery.currency', `cashOnDelivery.currency must be one of ${CURRENCIES.join(', ')}`];
  const r = b.recipient;
  if (!isObject(r)) return ['recipient', 'recipient must be an object'];
  for (const field of ['name', 'phone', 'address', 'city']) {
    if (!filled(r[field])) return [`recipient.${field}`, `recipient.${field} must be a non-empty string`];
  }
  if (!E164.test(r.phone)) return ['recipient.phone', 'recipient.phone must be in E.164 format, e.g. +381601234567'];
  if (r.postalCode != null && typeof r.postalCode !== 'string') return ['recipient.postalCode', 'recipient.postalCode must be a string'];
  if (!COUNTRIES.includes(r.country)) return ['recipient.country', `recipient.country must be one of ${COUNTRIES.join(', ')}`];
  if (!Array.isArray(b.items) || b.items.length === 0) return ['items', 'items must be a non-empty array'];
  for (const [i, item] of b.items.entries()) {
    const at = `items[${i}]`;
    if (!isObject(item)) return [at, `${at} must be an object`];
    if (typeof item.sku !== 'string') return [`${at}.sku`, `${at}.sku must be a string`];
    if (!filled(item.name)) return [`${at}.name`, `${at}.name must be a non-empty string`];
    if (!Number.isInteger(item.quantity) || item.quantity <= 0) return [`${at}.quantity`, `${at}.quantity must be a positive integer`];
    if (typeof item.price !== 'number' || !Number.isFinite(item.price) || item.price < 0) {
      return [`${at}.price`, `${at}.price must be a number >= 0`];
    }
  }
  if (b.note != null && typeof b.note !== 'string') return ['note', 'note must be a string'];
  return undefined;
}
