import { unreadOrders, useSessionStore } from '@cod/dashboard';
import { Button } from '@cod/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CodDesktopApi, ConnectionState } from '../shared/desktop-api.js';
import { serverHost } from './desktop-bridge.js';
import { DESKTOP_TEXTS as D } from './texts.js';

/** The route of the orders console, and the link that opens one order there (the dashboard searches for it). */
export const ORDERS_PATH = '/orders';
export const orderLink = (orderId: string) => `${ORDERS_PATH}?q=${encodeURIComponent(orderId)}`;

/** The user is looking at the orders: /orders in a visible window that has the focus. */
function watchingOrders(pathname: string): boolean {
  return pathname === ORDERS_PATH && document.visibilityState !== 'hidden' && document.hasFocus();
}

/**
 * 'Veza prekinuta' while the main process's event stream is down: a chip in the window's lower left
 * corner (the top bar and the toasts at the lower right stay free).
 */
export function ConnectionBanner({ events }: { events: CodDesktopApi['events'] }) {
  const [state, setState] = useState<ConnectionState>('online');
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  useEffect(() => events.onConnection(setState), [events]);
  if (state !== 'offline' || !signedIn) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="connection-banner"
      className="fixed bottom-4 left-4 z-[60] flex max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full bg-amber-400 px-4 py-2 text-sm font-medium text-amber-950 shadow-lg ring-1 ring-amber-600/30"
    >
      <span className="inline-block size-2 shrink-0 animate-pulse rounded-full bg-amber-900" aria-hidden="true" />
      <span>{D.offline}</span>
      <span className="hidden font-normal sm:inline">· {D.offlineHint}</span>
    </div>
  );
}

/**
 * The notification side of the console: a clicked notification opens its order on /orders, and
 * whenever the user sees the orders (or nothing is unread any more) the main process hears it, so the
 * tray's count goes back to 0.
 */
export function OrderNotifications({ events }: { events: CodDesktopApi['events'] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(() => events.onOpenOrder((orderId) => navigate(orderLink(orderId))), [events, navigate]);

  useEffect(() => {
    const check = () => {
      if (watchingOrders(pathRef.current)) events.markRead();
    };
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    // A new order while the user watches /orders is seen at once; the counter back at 0 is seen too.
    const stopEvents = events.onOrderEvent(check);
    const stopCounter = unreadOrders.subscribe(() => {
      if (unreadOrders.get() === 0) events.markRead();
      else check();
    });
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
      stopEvents();
      stopCounter();
    };
  }, [events, pathname]);

  return null;
}

/** Under the sign-in screen: which server this is, and 'Promeni server' (back to the first-run screen). */
export function ServerFooter({ server, onChangeServer }: { server: string; onChangeServer: () => void }) {
  const loading = useSessionStore((s) => s.loading);
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  if (loading || signedIn) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 flex justify-center p-3" data-testid="server-footer">
      <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-white/85 px-3 py-1 text-xs text-muted-foreground shadow-xs ring-1 ring-border">
        <span>
          {D.server}: <span className="font-medium text-foreground">{serverHost(server)}</span>
        </span>
        <Button type="button" variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onChangeServer}>
          {D.changeServer}
        </Button>
      </p>
    </div>
  );
}
