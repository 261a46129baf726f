import { displayName, MAX_ORDER_QUERY_LENGTH, ORDERS_TEXTS, type OrderListItem } from '@cod/contracts';
import { Badge, Skeleton, cn, toast } from '@cod/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Download, Inbox, Shield, User } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { AppShell } from '../../components/AppShell.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadErrorCard } from '../../components/LoadErrorCard.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PendingButton } from '../../components/PendingButton.js';
import { useFileSaver } from '../../lib/file-saver.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { T } from '../../texts.js';
import { useSessionStore } from '../auth/session-store.js';
import { AdminOrdersTable } from './AdminOrdersTable.js';
import { downloadOrdersCsv, isFiltering, NO_FILTERS, orderListQuery, type OrderFilters, type OrdersScope } from './api/orders.js';
import { BlockedListCard } from './BlockedListCard.js';
import { BulkStatusBar } from './BulkStatusBar.js';
import { OrdersChartSection } from './chart/OrdersChartSection.js';
import { ClientOrderCards, type CardControls } from './ClientOrderCards.js';
import { OrderFilterCard } from './OrderFilterCard.js';
import { OrderStatCards } from './OrderStatCards.js';

/** How long the search box waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function ListSkeleton() {
  return (
    <div className="grid gap-2" aria-busy="true" data-testid="orders-loading">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-16 rounded-xl" />
      ))}
    </div>
  );
}

/** 'Izvezi CSV': GET /api/orders/export.csv with the list's filters, through the API client (cookie or bearer). */
function ExportCsvButton({ filters }: { filters: OrderFilters }) {
  const api = useApi();
  const save = useFileSaver();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadOrdersCsv(api, filters, save);
    } catch (error) {
      toast({ variant: 'destructive', title: T.orders.exportFailedTitle, description: messageOr(error, T.orders.exportFailedFallback) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <PendingButton variant="outline" pending={busy} pendingText={T.orders.exporting} icon={<Download aria-hidden="true" />} onClick={() => void run()}>
      {ORDERS_TEXTS.exportCsv}
    </PendingButton>
  );
}

/** Loads the next page when the button scrolls into view (and on click, for keyboards and old browsers). */
function LoadMore({ onLoad, pending, failed }: { onLoad: () => void; pending: boolean; failed: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || failed) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), { rootMargin: '600px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [failed]);
  return (
    <div ref={ref} className="flex flex-col items-center gap-2 py-2">
      {failed && (
        <p className="text-sm text-destructive" role="alert">
          {T.orders.loadMoreFailed}
        </p>
      )}
      <PendingButton variant="outline" pending={pending} pendingText={T.orders.loadingMore} onClick={onLoad} data-testid="orders-load-more">
        {T.orders.loadMore}
      </PendingButton>
    </div>
  );
}

/**
 * Both views of /orders (spec 000 §2 Orders): admin (all orders, inline status) or client (own, read-only; a
 * client the admin lets run its orders gets the status menu, bulk changes, notes and edits on its cards).
 */
export function OrdersScreen() {
  const api = useApi();
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const scope: OrdersScope = isAdmin ? 'all' : 'my';

  // `/orders?q=…` (the link in a Telegram message) opens with that order searched for.
  const [searchParams] = useSearchParams();
  const linkedQuery = searchParams.get('q');
  const [fields, setFields] = useState<OrderFilters>(() => ({ ...NO_FILTERS, q: (linkedQuery ?? '').slice(0, MAX_ORDER_QUERY_LENGTH) }));
  // A later link to an order while /orders is open (the desktop's notification click) searches for it too.
  const { key: locationKey } = useLocation();
  const shownLocation = useRef(locationKey);
  useEffect(() => {
    if (locationKey === shownLocation.current) return;
    shownLocation.current = locationKey;
    if (linkedQuery !== null) setFields({ ...NO_FILTERS, q: linkedQuery.slice(0, MAX_ORDER_QUERY_LENGTH) });
  }, [locationKey, linkedQuery]);
  const q = useDebouncedValue(fields.q.trim(), SEARCH_DEBOUNCE_MS);
  const filters = useMemo<OrderFilters>(() => ({ q, status: fields.status, from: fields.from, to: fields.to }), [q, fields.status, fields.from, fields.to]);

  const list = useInfiniteQuery({ ...orderListQuery(api, scope, filters), placeholderData: keepPreviousData });
  const orders = useMemo(() => {
    // Pages are asked for by offset: an order that arrived meanwhile can push one onto two pages.
    const seen = new Set<number>();
    const out: OrderListItem[] = [];
    for (const page of list.data?.pages ?? []) {
      for (const order of page.items) {
        if (seen.has(order.id)) continue;
        seen.add(order.id);
        out.push(order);
      }
    }
    return out;
  }, [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const filtering = isFiltering(filters);

  // Selection for bulk status changes (a client that runs its own orders): only orders still listed count.
  const manages = !isAdmin && user?.manageOwnOrders === true;
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((id: number) => setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id]))), []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const controls = useMemo<CardControls | undefined>(() => (manages ? { selected, onToggle: toggle } : undefined), [manages, selected, toggle]);
  const selectedIds = useMemo(() => orders.filter((o) => selected.has(o.id)).map((o) => o.id), [orders, selected]);

  if (!user) return null;

  return (
    <>
      <PageHeader
        title={isAdmin ? ORDERS_TEXTS.title : ORDERS_TEXTS.clientTitle}
        description={
          <span className="flex flex-wrap items-center gap-2" data-testid="orders-user">
            <Badge variant={isAdmin ? 'default' : 'secondary'} data-testid="orders-role-badge">
              {isAdmin ? <Shield aria-hidden="true" /> : <User aria-hidden="true" />}
              {isAdmin ? ORDERS_TEXTS.adminBadge : ORDERS_TEXTS.clientBadge}
            </Badge>
            <span className="font-medium text-foreground">{displayName(user)}</span>
          </span>
        }
        actions={<ExportCsvButton filters={filters} />}
      />

      <div className="grid grid-cols-1 gap-5 sm:gap-6">
        <OrderStatCards scope={scope} />

        <div className="grid grid-cols-1 gap-5 sm:gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <OrdersChartSection />
          <BlockedListCard />
        </div>

        <OrderFilterCard
          value={fields}
          onChange={setFields}
          placeholder={isAdmin ? ORDERS_TEXTS.searchPlaceholderAdmin : ORDERS_TEXTS.searchPlaceholderClient}
          countText={list.data ? ORDERS_TEXTS.shown(orders.length, Math.max(total, orders.length)) : undefined}
        />

        <section aria-labelledby="orders-list-title" className="grid min-w-0 grid-cols-1 gap-3">
          <h2 id="orders-list-title" className="sr-only">
            {T.orders.listLabel}
          </h2>
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError && !list.data ? (
            <LoadErrorCard error={list.error} onRetry={() => void list.refetch()} />
          ) : orders.length === 0 ? (
            <EmptyState
              testId="orders-empty"
              icon={Inbox}
              title={ORDERS_TEXTS.emptyTitle}
              text={filtering ? ORDERS_TEXTS.emptyFiltered : isAdmin ? ORDERS_TEXTS.emptyAdmin : ORDERS_TEXTS.emptyClient}
            />
          ) : (
            <div className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isPlaceholderData || undefined}>
              {isAdmin ? <AdminOrdersTable orders={orders} /> : <ClientOrderCards orders={orders} controls={controls} />}
            </div>
          )}
          {list.hasNextPage && !list.isPlaceholderData && (
            <LoadMore onLoad={() => !list.isFetchingNextPage && void list.fetchNextPage()} pending={list.isFetchingNextPage} failed={list.isFetchNextPageError} />
          )}
          {manages && <BulkStatusBar ids={selectedIds} onClear={clearSelection} />}
        </section>
      </div>
    </>
  );
}

/** /orders: the orders screen in the console's shell (the route guards it: signed out → 'Prijavite se'). */
export function OrdersPage() {
  return (
    <AppShell>
      <OrdersScreen />
    </AppShell>
  );
}
