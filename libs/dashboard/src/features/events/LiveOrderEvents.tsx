import { API, ORDERS_TEXTS, type OrderEventData } from '@cod/contracts';
import { toast } from '@cod/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { T } from '../../texts.js';
import { useSessionStore } from '../auth/session-store.js';
import { subscribeOrderEvents, titleWithCount, unreadOrders, type EventSourceFactory } from './order-events.js';

interface NamedSite {
  id?: number | string;
  title?: string | null;
  productName?: string | null;
}

/** The product of the event's website, when a loaded website list knows it. */
function productOf(queryClient: QueryClient, websiteId: number): string | null {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: ['websites'] }).concat(queryClient.getQueriesData({ queryKey: ['sync', 'dashboard'] }))) {
    const list = Array.isArray(data) ? data : (data as { websites?: unknown } | undefined)?.websites;
    if (!Array.isArray(list)) continue;
    const site = (list as NamedSite[]).find((s) => Number(s?.id) === websiteId);
    const name = site?.title || site?.productName;
    if (name) return name;
  }
  return null;
}

/** On /orders with the window in front: the user sees new orders arrive, nothing is unread. */
function isWatchingOrders(pathname: string): boolean {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  const focused = typeof document === 'undefined' || typeof document.hasFocus !== 'function' || document.hasFocus();
  return pathname === '/orders' && visible && focused;
}

export const useUnreadOrders = () => useSyncExternalStore(unreadOrders.subscribe, unreadOrders.get, unreadOrders.get);

/**
 * The console's live connection (mounted once inside the router): subscribed while someone is
 * signed in, closed on logout or when another user signs in. A new order raises a toast and the
 * unread count in the page title, which clears on /orders while the window has the focus.
 */
export function LiveOrderEvents({ createSource }: { createSource?: EventSourceFactory | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const { pathname } = useLocation();
  const unread = useUnreadOrders();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(() => {
    if (userId === null) return;
    const stop = subscribeOrderEvents({
      url: `${api.baseUrl}${API.events}`,
      queryClient,
      createSource,
      onEvent: (name, data: OrderEventData) => {
        if (name !== 'order.created') return;
        if (!isWatchingOrders(pathRef.current)) unreadOrders.add();
        toast({ title: ORDERS_TEXTS.newOrderToast, description: T.orders.newOrderText(data.orderId, productOf(queryClient, Number(data.websiteId))) });
      },
    });
    return () => {
      stop();
      unreadOrders.reset();
    };
  }, [userId, api, queryClient, createSource]);

  // Seen: on /orders with the window focused (now, or when the window comes back).
  useEffect(() => {
    const check = () => {
      if (isWatchingOrders(pathRef.current)) unreadOrders.reset();
    };
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [pathname]);

  useEffect(() => {
    document.title = titleWithCount(document.title, unread);
  }, [unread]);

  return null;
}
