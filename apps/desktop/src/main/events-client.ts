import { API, ORDER_EVENT_NAMES, type OrderEventData, type OrderEventName } from '@cod/contracts';
import { EventSource, type ErrorEvent, type FetchLike } from 'eventsource';
import type { ConnectionState } from '../shared/desktop-api.js';

/**
 * The main process's client of `GET /api/events` (CONTRACT.md): Server-Sent Events with the bearer token
 * (the eventsource package with a custom fetch), `Last-Event-ID` on every reconnect so nothing is missed,
 * exponential backoff with a cap, a watchdog that reconnects a stream that went silent (the server sends
 * a heartbeat comment every 15 s), 'online' / 'offline' for the window, and a stop on 401 (the session
 * ended). Plain module: EventSource, fetch and the timers are injectable.
 */
export interface StreamEvent {
  id: string;
  name: OrderEventName;
  data: OrderEventData;
}

export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  factor: number;
  /** ± this share of the delay at random, so many desktops do not reconnect in step. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1_000, maxMs: 30_000, factor: 2, jitter: 0.2 };
/** Three missed heartbeats (the API's EVENTS_HEARTBEAT_SECONDS default is 15). */
export const DEFAULT_IDLE_TIMEOUT_MS = 45_000;

export interface EventsClientOptions {
  /** The server's origin; the stream is `{origin}/api/events`. */
  origin: string;
  token: string;
  /** Resume after this id (e.g. the last one seen before a restart of the client). */
  lastEventId?: string | null;
  onEvent(event: StreamEvent): void;
  onState(state: ConnectionState): void;
  /** The server refused the token (401): the client has stopped. */
  onUnauthorized(): void;
  backoff?: Partial<BackoffOptions>;
  idleTimeoutMs?: number;
  fetch?: typeof fetch;
  EventSource?: typeof EventSource;
  random?: () => number;
}

export interface EventsClient {
  start(): void;
  stop(): void;
  readonly state: ConnectionState | 'connecting' | 'stopped';
  readonly lastEventId: string | null;
  /** Failed attempts since the last successful open (drives the backoff). */
  readonly attempts: number;
}

/** The delay before reconnect attempt `attempt` (0-based): initial × factor^attempt, capped, with jitter. */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const base = Math.min(options.maxMs, options.initialMs * options.factor ** Math.max(0, attempt));
  const spread = base * options.jitter * (random() * 2 - 1);
  return Math.max(0, Math.round(Math.min(options.maxMs, base + spread)));
}

const isEventName = (name: string): name is OrderEventName => (ORDER_EVENT_NAMES as readonly string[]).includes(name);

/** The data of an event, or null when it does not have the CONTRACT's shape. */
export function parseEventData(raw: string): OrderEventData | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.orderId !== 'string' || !d.orderId || typeof d.websiteId !== 'number') return null;
  return d as unknown as OrderEventData;
}

export function createEventsClient(options: EventsClientOptions): EventsClient {
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const EventSourceImpl = options.EventSource ?? EventSource;
  const random = options.random ?? Math.random;
  const url = `${options.origin}${API.events}`;

  let source: EventSource | null = null;
  let state: EventsClient['state'] = 'stopped';
  let lastEventId = options.lastEventId ?? null;
  let attempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: ConnectionState) => {
    if (state === next || state === 'stopped') return;
    state = next;
    options.onState(next);
  };

  const clearIdle = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = undefined;
  };

  /** Any byte of the stream (an event or a heartbeat) proves it alive. */
  const kick = (owner: EventSource | null) => {
    if (owner !== source || state === 'stopped') return;
    clearIdle();
    idleTimer = setTimeout(() => fail(owner), idleTimeoutMs);
  };

  /** The stream's requests: the bearer token, Last-Event-ID, no redirects (the token stays on this origin). */
  const fetchFor =
    (owner: () => EventSource | null): FetchLike =>
    async (input, init) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${options.token}`);
      if (lastEventId) headers.set('last-event-id', lastEventId);
      const res = await fetchFn(input, { headers, signal: init.signal, redirect: 'error' });
      const me = owner();
      kick(me);
      const body = res.body?.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            kick(me);
            controller.enqueue(chunk);
          },
        }),
      );
      return { status: res.status, url: res.url, redirected: res.redirected, headers: res.headers, body: body ?? null };
    };

  function connect() {
    reconnectTimer = undefined;
    if (state === 'stopped') return;
    let me: EventSource | null = null;
    me = new EventSourceImpl(url, { fetch: fetchFor(() => me) });
    source = me;
    me.addEventListener('open', () => {
      if (me !== source) return;
      attempts = 0;
      setState('online');
    });
    me.addEventListener('error', (event: ErrorEvent) => {
      if (me !== source) return;
      if (event.code === 401) {
        stop();
        options.onUnauthorized();
        return;
      }
      fail(me);
    });
    for (const name of ORDER_EVENT_NAMES) {
      me.addEventListener(name, (event: MessageEvent) => {
        if (me !== source) return;
        if (event.lastEventId) lastEventId = event.lastEventId;
        const data = parseEventData(String(event.data));
        if (data && isEventName(event.type)) options.onEvent({ id: event.lastEventId, name: event.type, data });
      });
    }
  }

  /**
   * The connection failed or dropped: the package's own retry (a fixed interval) is replaced by ours,
   * a fresh EventSource after the backoff, whose fetch sends the last id seen.
   */
  function fail(owner: EventSource | null) {
    if (owner !== source || state === 'stopped') return;
    source?.close();
    source = null;
    clearIdle();
    setState('offline');
    const delay = backoffDelay(attempts, backoff, random);
    attempts += 1;
    reconnectTimer = setTimeout(connect, delay);
  }

  function stop() {
    state = 'stopped';
    if (reconnectTimer) clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    clearIdle();
    source?.close();
    source = null;
  }

  return {
    start() {
      if (state !== 'stopped') return;
      state = 'connecting';
      attempts = 0;
      connect();
    },
    stop,
    get state() {
      return state;
    },
    get lastEventId() {
      return lastEventId;
    },
    get attempts() {
      return attempts;
    },
  };
}
