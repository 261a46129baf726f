import { ORDERS_TEXTS, type SyncDashboardResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/event-source.js';
import { ADMIN, CLIENT, type FetchCall } from '../../test/fake-fetch.js';
import { makeOrder, makeStats, ordersEndpoint } from '../../test/orders.js';
import { renderApp } from '../../test/render.js';
import { makeWebsite } from '../../test/streaming.js';
import { dashboardKeys } from '../client/api/dashboard.js';
import { orderKeys } from '../orders/api/orders.js';
import { createUnreadCounter, parseOrderEvent, subscribeOrderEvents, titleWithCount, unreadOrders } from './order-events.js';

const CREATED = { orderId: 'NNEW000000001', websiteId: 7 };

beforeEach(() => {
  FakeEventSource.reset();
  unreadOrders.reset();
  dismissToast();
  document.title = 'Prodajni Sajt AI';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('order events module', () => {
  it('opens one EventSource with credentials and invalidates the order, stats and dashboard queries at once', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    for (const key of [orderKeys.list('my', { q: '', status: '', from: '', to: '' }), orderKeys.count('my', 'all'), orderKeys.stats(), orderKeys.blocks(), dashboardKeys.sync(), dashboardKeys.stats(), ['admin', 'stats'], ['websites', 'my'], ['analytics', 'website', '7', '2026-11-01', '2026-11-30']])
      queryClient.setQueryData(key, {});
    const seen: string[] = [];
    const stop = subscribeOrderEvents({ url: '/api/events', queryClient, createSource: FakeEventSource.factory, onEvent: (name) => seen.push(name) });
    expect(FakeEventSource.opened).toHaveLength(1);
    const [source] = FakeEventSource.opened;
    expect(source.url).toBe('/api/events');
    expect(source.init).toEqual({ withCredentials: true });
    expect([...source.listeners.keys()]).toEqual(['order.created', 'order.updated', 'upsell.created']);

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    source.emit('order.created', CREATED);
    source.emit('order.updated', { ...CREATED, status: 'completed' });
    source.emit('upsell.created', { ...CREATED, upsellOrderId: 'UNEW000000002' });
    expect(seen).toEqual(['order.created', 'order.updated', 'upsell.created']);
    await vi.advanceTimersByTimeAsync(150);
    // A burst shares one round of invalidation.
    expect(invalidate).toHaveBeenCalledTimes(5);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(orderKeys.list('my', { q: '', status: '', from: '', to: '' }))).toBe(true);
    expect(stale(orderKeys.count('my', 'all'))).toBe(true);
    expect(stale(orderKeys.stats())).toBe(true);
    expect(stale(dashboardKeys.sync())).toBe(true);
    expect(stale(dashboardKeys.stats())).toBe(true);
    expect(stale(['admin', 'stats'])).toBe(true);
    // The Analitika screen's orders and revenue.
    expect(stale(['analytics', 'website', '7', '2026-11-01', '2026-11-30'])).toBe(true);
    expect(stale(orderKeys.blocks())).toBe(false);
    expect(stale(['websites', 'my'])).toBe(false);

    stop();
    expect(source.closed).toBe(true);
    source.emit('order.created', CREATED);
    expect(seen).toHaveLength(3);
  });

  it('ignores data that is not an order event, and does nothing without an EventSource', () => {
    expect(parseOrderEvent('{"orderId":"N1","websiteId":3}')).toEqual({ orderId: 'N1', websiteId: 3 });
    expect(parseOrderEvent('not json')).toBeNull();
    expect(parseOrderEvent('{"websiteId":3}')).toBeNull();
    const stop = subscribeOrderEvents({ url: '/api/events', queryClient: new QueryClient(), createSource: null });
    expect(FakeEventSource.opened).toHaveLength(0);
    stop();
  });

  it('counts unread orders into the title', () => {
    const counter = createUnreadCounter();
    const heard = vi.fn();
    counter.subscribe(heard);
    counter.add();
    counter.add();
    expect(counter.get()).toBe(2);
    counter.reset();
    expect(counter.get()).toBe(0);
    expect(heard).toHaveBeenCalledTimes(3);
    expect(titleWithCount('Prodajni Sajt AI', 3)).toBe('(3) Prodajni Sajt AI');
    expect(titleWithCount('(3) Prodajni Sajt AI', 4)).toBe('(4) Prodajni Sajt AI');
    expect(titleWithCount('(4) Prodajni Sajt AI', 0)).toBe('Prodajni Sajt AI');
  });
});

const DASHBOARD: SyncDashboardResponse = {
  user: { firstName: 'Marko', lastName: 'Marković' },
  websites: [makeWebsite({ id: 7, title: 'Pametni sat X1' })],
  stats: { totalWebsites: 1, activeWebsites: 1, totalOrders: 0, pendingOrders: 0, totalRevenue: 0 },
  timestamp: '2025-11-22T13:05:00.000Z',
};

function clientRoutes(orders: () => ReturnType<typeof makeOrder>[]) {
  return {
    'GET /api/auth/me': { body: CLIENT },
    'GET /api/sync/dashboard': { body: DASHBOARD },
    'GET /api/orders/my': ordersEndpoint(orders),
    'GET /api/orders/stats': { body: makeStats() },
    'GET /api/orders/blocks': { body: [] },
    'POST /api/auth/logout': { body: { message: 'ok' } },
  } as Parameters<typeof renderApp>[1];
}
const count = (calls: FetchCall[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;

describe('live events in the console', () => {
  it("subscribes once per session, toasts 'Nova narudžbina', counts unread in the title until /orders is seen, closes on logout", async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    let orders = [makeOrder({ id: 1 })];
    const { calls } = renderApp('/create', clientRoutes(() => orders), { eventSource: FakeEventSource.factory });
    await screen.findByTestId('stat-websites');
    expect(FakeEventSource.opened).toHaveLength(1);
    const [source] = FakeEventSource.opened;
    expect(source.url).toBe('/api/events');
    expect(source.init.withCredentials).toBe(true);

    const dashboardCalls = count(calls, '/api/sync/dashboard');
    orders = [makeOrder({ id: 2, orderId: CREATED.orderId }), ...orders];
    act(() => source.emit('order.created', CREATED));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText(ORDERS_TEXTS.newOrderToast)).toBeTruthy();
    expect(within(toast).getByTestId('toast-description').textContent).toBe(`Pametni sat X1 · broj ${CREATED.orderId}`);
    expect(document.title).toBe('(1) Prodajni Sajt AI');
    // The dashboard on screen is fetched again at once (not at its 30 s refetch).
    await waitFor(() => expect(count(calls, '/api/sync/dashboard')).toBe(dashboardCalls + 1));

    act(() => source.emit('order.created', { ...CREATED, orderId: 'NNEW000000002' }));
    await waitFor(() => expect(document.title).toBe('(2) Prodajni Sajt AI'));
    expect(screen.getByTestId('topbar-orders-unread').textContent).toContain('2');

    // Navigation keeps the one connection; on /orders with the window focused the count clears.
    fireEvent.click(screen.getByRole('button', { name: /^Narudžbine/ }));
    expect(await screen.findByRole('heading', { level: 1, name: ORDERS_TEXTS.clientTitle })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Prodajni Sajt AI'));
    expect(screen.queryByTestId('topbar-orders-unread')).toBeNull();
    expect(FakeEventSource.opened).toHaveLength(1);

    // Watching /orders: a new order reloads the list and is not counted as unread.
    await screen.findByTestId(`order-card-${CREATED.orderId}`);
    const listCalls = count(calls, '/api/orders/my');
    orders = [makeOrder({ id: 3, orderId: 'NNEW000000003' }), ...orders];
    act(() => source.emit('order.created', { ...CREATED, orderId: 'NNEW000000003' }));
    expect(await screen.findByTestId('order-card-NNEW000000003')).toBeTruthy();
    expect(count(calls, '/api/orders/my')).toBeGreaterThan(listCalls);
    expect(document.title).toBe('Prodajni Sajt AI');

    fireEvent.click(screen.getByRole('button', { name: 'Odjavi se' }));
    await screen.findByRole('button', { name: 'Prijavi se' });
    expect(source.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('counts while /orders is open in a window without the focus, and clears when the window comes back', async () => {
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    renderApp('/orders', clientRoutes(() => []), { eventSource: FakeEventSource.factory });
    await screen.findByTestId('orders-empty');
    const [source] = FakeEventSource.opened;
    act(() => source.emit('order.created', CREATED));
    await waitFor(() => expect(document.title).toBe('(1) Prodajni Sajt AI'));
    focus.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(document.title).toBe('Prodajni Sajt AI'));
  });

  it('an admin gets the same stream; an order.updated refreshes without a toast', async () => {
    const { calls } = renderApp('/orders', {
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/orders': ordersEndpoint([makeOrder({ id: 5 })]),
      'GET /api/orders/stats': { body: makeStats() },
      'GET /api/orders/blocks': { body: [] },
    }, { eventSource: FakeEventSource.factory });
    await screen.findByTestId('orders-table');
    const before = count(calls, '/api/orders');
    const [source] = FakeEventSource.opened;
    act(() => source.emit('order.updated', { ...CREATED, status: 'completed' }));
    // The list and the three cards are fetched again.
    await waitFor(() => expect(count(calls, '/api/orders')).toBe(before + 4));
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(document.title).toBe('Prodajni Sajt AI');
  });

  it("an order.updated without a status (the order's deliveries changed) refreshes the list on /orders without a toast", async () => {
    let orders = [makeOrder({ id: 6, orderId: CREATED.orderId, deliveries: [{ channel: 'telegram', state: 'waiting', reason: null, attempts: 0, updatedAt: '2025-11-22T13:05:00.000Z' }] })];
    const { calls } = renderApp('/orders', clientRoutes(() => orders), { eventSource: FakeEventSource.factory });
    const card = await screen.findByTestId(`order-card-${CREATED.orderId}`);
    expect(within(within(card).getByTestId('delivery-badges')).getByTestId('delivery-telegram').dataset.state).toBe('waiting');
    const before = count(calls, '/api/orders/my');
    orders = [{ ...orders[0], deliveries: [{ channel: 'telegram', state: 'sent', reason: null, attempts: 1, updatedAt: '2025-11-22T13:05:02.000Z' }] }];
    const [source] = FakeEventSource.opened;
    act(() => source.emit('order.updated', { orderId: CREATED.orderId, websiteId: CREATED.websiteId }));
    await waitFor(() => expect(within(within(screen.getByTestId(`order-card-${CREATED.orderId}`)).getByTestId('delivery-badges')).getByTestId('delivery-telegram').dataset.state).toBe('sent'));
    expect(count(calls, '/api/orders/my')).toBeGreaterThan(before);
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(document.title).toBe('Prodajni Sajt AI');
  });

  it('opens nothing while nobody is signed in', async () => {
    renderApp('/', { 'GET /api/auth/me': { status: 401, body: { statusCode: 401, message: 'Niste prijavljeni', error: 'Unauthorized' } } }, { eventSource: FakeEventSource.factory });
    await screen.findByRole('button', { name: 'Prijavi se' });
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
