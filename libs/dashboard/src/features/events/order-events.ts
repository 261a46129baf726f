import { ORDER_EVENT_NAMES, type OrderEventData, type OrderEventName } from '@cod/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../admin/api/admin.js';
import { dashboardKeys } from '../client/api/dashboard.js';
import { analyticsKeys } from '../analytics/api/analytics.js';
import { orderKeys } from '../orders/api/orders.js';

/**
 * Live order events (GET /api/events, Server-Sent Events): one EventSource per signed-in session.
 * Each event makes the order queries stale at once (lists, counts, daily figures, the dashboards);
 * the dashboard's 30 s refetch stays as the fallback. Reconnecting (with Last-Event-ID) is the
 * EventSource's own job. No React here: the console's shell wires it up (LiveOrderEvents).
 */

/** What this module needs of an EventSource (the browser's, or a test double). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string, init: { withCredentials: boolean }) => EventSourceLike;

/** The browser's EventSource, or null where there is none (tests, old runtimes): then nothing is live. */
export function browserEventSource(): EventSourceFactory | null {
  const Ctor = (globalThis as { EventSource?: new (url: string, init?: EventSourceInit) => EventSourceLike }).EventSource;
  return typeof Ctor === 'function' ? (url, init) => new Ctor(url, init) : null;
}

export interface OrderEventsOptions {
  /** Absolute or same-origin URL of API.events. */
  url: string;
  queryClient: QueryClient;
  /** Defaults to the browser's EventSource; without one the subscription does nothing. */
  createSource?: EventSourceFactory | null;
  /** Every valid event, after its invalidation is scheduled. */
  onEvent?: (name: OrderEventName, data: OrderEventData) => void;
  /** Events that arrive within this many ms share one invalidation (a replay after a reconnect is a burst). */
  batchMs?: number;
}

/** The queries an order event changes: every orders query, both dashboards' figures, a site's funnel and A/B results. */
export function invalidateOrderQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all, predicate: (q) => q.queryKey[1] !== 'blocks' }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.sync() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
  ]);
}

/** The event's JSON data, or null when it is not an order event's. */
export function parseOrderEvent(raw: unknown): OrderEventData | null {
  if (typeof raw !== 'string') return null;
  try {
    const data = JSON.parse(raw) as Partial<OrderEventData> | null;
    return data && typeof data === 'object' && typeof data.orderId === 'string' ? (data as OrderEventData) : null;
  } catch {
    return null;
  }
}

/** Opens the stream; the returned function closes it (logout, another user). */
export function subscribeOrderEvents({ url, queryClient, createSource, onEvent, batchMs = 100 }: OrderEventsOptions): () => void {
  const factory = createSource === undefined ? browserEventSource() : createSource;
  if (!factory) return () => {};
  const source = factory(url, { withCredentials: true });
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const scheduleInvalidation = () => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      if (!closed) void invalidateOrderQueries(queryClient);
    }, batchMs);
  };

  for (const name of ORDER_EVENT_NAMES) {
    source.addEventListener(name, (event) => {
      if (closed) return;
      scheduleInvalidation();
      const data = parseOrderEvent(event.data);
      if (data) onEvent?.(name, data);
    });
  }

  return () => {
    closed = true;
    if (timer !== null) clearTimeout(timer);
    source.close();
  };
}

// ---------------------------------------------------------------- unread count

/** New orders the user has not looked at yet (shown in the page title and on the top bar's link). */
export function createUnreadCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const l of listeners) l();
  };
  return {
    get: () => count,
    add: (n = 1) => set(count + n),
    reset: () => set(0),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type UnreadCounter = ReturnType<typeof createUnreadCounter>;

/** The console's one counter. */
export const unreadOrders = createUnreadCounter();

const COUNT_PREFIX = /^\(\d+\)\s+/;
/** '(3) Prodajni Sajt AI' for 3 unread, the plain title for none. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}
