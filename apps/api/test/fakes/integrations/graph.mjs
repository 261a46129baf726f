// A fake Meta Graph API serving the Conversions API: POST /{version}/{pixelId}/events.
import { STATUS_CODES } from 'node:http';
import { isObject, startHttpFake, waitFor } from './http-fake.mjs';

const FBTRACE = 'Afake';
const MAX_EVENTS = 1000;
const HASHED_FIELDS = ['em', 'ph', 'fn', 'ln', 'ct', 'st', 'zp', 'country', 'external_id'];
const SHA256_HEX = /^[0-9a-f]{64}$/;
const ACTION_SOURCES = ['email', 'website', 'app', 'phone_call', 'chat', 'physical_store', 'system_generated', 'business_messaging', 'other'];

/** Starts the fake on 127.0.0.1 (`port` 0 = random). */
export async function startFakeGraph({ port = 0 } = {}) {
  const tokens = new Map();
  tokens.add = (token, { pixelIds } = {}) => {
    const entry = pixelIds ? { pixelIds: pixelIds.map(String) } : {};
    tokens.set(token, entry);
    return entry;
  };
  const events = [];

  const fake = await startHttpFake({
    port,
    handle,
    errorBody: (status) =>
      graphError({ message: STATUS_CODES[status] ?? 'An unknown error occurred', type: 'OAuthException', code: 1, is_transient: status >= 500 }),
    badJson: () => invalidParameter('The request body is not valid JSON.'),
    onReset: () => (events.length = 0),
  });

  function handle(req) {
    const m = /^\/(v\d+\.\d+)\/([^/]+)\/events\/?$/.exec(req.path);
    if (!m) {
      return { status: 400, body: graphError({ message: `Unknown path components: ${req.path}`, type: 'OAuthException', code: 2500 }) };
    }
    const [, version, rawPixel] = m;
    const pixelId = decodeURIComponent(rawPixel);
    const params = { ...req.query, ...(isObject(req.body) ? req.body : {}) };
    const authorization = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = params.access_token ?? authorization;
    if (!token) {
      return { status: 400, body: graphError({ message: 'An access token is required to request this resource.', type: 'OAuthException', code: 104 }) };
    }
    const grant = tokens.get(token);
    if (!grant) {
      return {
        status: 400,
        body: graphError({ message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 }),
        headers: { 'WWW-Authenticate': 'OAuth "Facebook Platform" "invalid_token" "Invalid OAuth access token - Cannot parse access token"' },
      };
    }
    const method = req.method.toLowerCase();
    if ((grant.pixelIds && !grant.pixelIds.includes(pixelId)) || method !== 'post') {
      return {
        status: 400,
        body: graphError({
          message:
            `Unsupported ${method} request. Object with ID '${pixelId}' does not exist, cannot be loaded due to missing permissions, ` +
            'or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api',
          type: 'GraphMethodException',
          code: 100,
          error_subcode: 33,
        }),
      };
    }

    let data = params.data;
    if (data === undefined || data === '') {
      return { status: 400, body: graphError({ message: '(#100) The parameter data is required', type: 'OAuthException', code: 100 }) };
    }
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return invalidParameter('The parameter data must be a JSON-encoded array of events.');
      }
    }
    const problem = checkEvents(data);
    if (problem) return invalidParameter(problem);

    const at = Date.now();
    const testEventCode = typeof params.test_event_code === 'string' ? params.test_event_code : undefined;
    for (const event of data) events.push({ pixelId, version, token, event, ...(testEventCode ? { testEventCode } : {}), at });
    return { status: 200, body: { events_received: data.length, messages: [], fbtrace_id: FBTRACE } };
  }

  return Object.assign(fake, {
    tokens,
    events,
    /** The next `times` requests get Meta's throttling answer (code 17, transient). */
    rateLimit(times = 1) {
      fake.faults.push({
        status: 400,
        body: graphError({ message: '(#17) User request limit reached', type: 'OAuthException', code: 17, error_subcode: 2446079, is_transient: true }),
        times,
      });
    },
    /** The next `times` requests get Meta's transient 500 (code 2). */
    serverError(times = 1) {
      fake.faults.push({
        status: 500,
        body: graphError({ message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2, is_transient: true }),
        times,
      });
    },
    /** Resolves with `events` once at least `n` were received. */
    waitForEvents(n, timeoutMs = 10_000) {
      return waitFor(() => events.length >= n && events, timeoutMs, () => `${n} Conversions API event(s), got ${events.length}`);
    },
  });
}

const graphError = (fields) => ({ error: { ...fields, fbtrace_id: FBTRACE } });
const invalidParameter = (userMessage) => ({
  status: 400,
  body: graphError({ message: 'Invalid parameter', type: 'OAuthException', code: 100, is_transient: false, error_user_msg: userMessage }),
});

/** What Meta would refuse in a `data` array, or undefined when it is valid. */
function checkEvents(data) {
  if (!Array.isArray(data) || data.length === 0) return 'The parameter data must be a non-empty array of events.';
  if (data.length > MAX_EVENTS) return `A request may contain at most ${MAX_EVENTS} events; got ${data.length}.`;
  const now = Math.floor(Date.now() / 1000);
  for (const [i, e] of data.entries()) {
    const at = `data[${i}]`;
    if (!isObject(e)) return `${at} must be an event object.`;
    if (typeof e.event_name !== 'string' || e.event_name === '') return `${at}.event_name is required.`;
    if (!Number.isInteger(e.event_time)) return `${at}.event_time must be a Unix timestamp in seconds.`;
    if (e.event_time < now - 7 * 24 * 3600) {
      return `${at}.event_time: The timestamp for this event is too far in the past. Events need to be sent from your server within 7 days of when they occurred.`;
    }
    if (e.event_time > now + 60) return `${at}.event_time: The timestamp for this event is in the future.`;
    if (!ACTION_SOURCES.includes(e.action_source)) return `${at}.action_source must be one of ${ACTION_SOURCES.join(', ')}.`;
    if (!isObject(e.user_data)) return `${at}.user_data is required and must be an object.`;
    if (e.action_source === 'website') {
      if (typeof e.event_source_url !== 'string' || e.event_source_url === '') {
        return `${at}.event_source_url is required for events with action_source website.`;
      }
      if (typeof e.user_data.client_user_agent !== 'string' || e.user_data.client_user_agent === '') {
        return `${at}.user_data.client_user_agent is required for events with action_source website.`;
      }
    }
    for (const field of HASHED_FIELDS) {
      if (!(field in e.user_data)) continue;
      const value = e.user_data[field];
      const values = Array.isArray(value) ? value : [value];
      if (!values.every((v) => typeof v === 'string' && SHA256_HEX.test(v))) {
        return `${at}.user_data.${field} must be a SHA-256 hash (64 lowercase hexadecimal characters) or an array of them.`;
      }
    }
  }
  return undefined;
}
