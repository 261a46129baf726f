import {
  API,
  TOTAL_COUNT_HEADER,
  type BulkOrderStatusResponse,
  type CreateOrderBlockRequest,
  type EditOrderCustomerRequest,
  type OrderNotesResponse,
  type MessageResponse,
  type OrderBlock,
  type DeliveryChannel,
  type OrderDailyStats,
  type OrderDelivery,
  type OrderListItem,
  type OrderStatus,
} from '@cod/contracts';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../api/client.js';
import { browserFileSaver, type FileSaver } from '../../../lib/file-saver.js';

/** Whose orders a screen reads: an admin all of them (GET /api/orders), a client its own (GET /api/orders/my). */
export type OrdersScope = 'all' | 'my';

/** The filters of /orders (CONTRACT.md: q, status, from, to); empty values mean "no filter". */
export interface OrderFilters {
  q: string;
  status: OrderStatus | '';
  /** YYYY-MM-DD */
  from: string;
  to: string;
}
export const NO_FILTERS: OrderFilters = { q: '', status: '', from: '', to: '' };

export const isFiltering = (f: OrderFilters) => !!(f.q.trim() || f.status || f.from || f.to);

/** How many orders one page of the list brings (the server allows up to MAX_ORDER_LIST_LIMIT). */
export const ORDERS_PAGE_SIZE = 50;

/** Every orders query key starts with 'orders': one prefix invalidation refreshes lists, counts and figures. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (scope: OrdersScope, filters: OrderFilters) => [...orderKeys.lists(), scope, filters] as const,
  count: (scope: OrdersScope, status: OrderStatus | 'all') => [...orderKeys.all, 'count', scope, status] as const,
  stats: () => [...orderKeys.all, 'stats'] as const,
  blocks: () => [...orderKeys.all, 'blocks'] as const,
};

const scopePath = (scope: OrdersScope) => (scope === 'all' ? API.orders.root : API.orders.my);

/** The query string of the list, the counts and the CSV: only the filters that are set. */
export function orderQueryString(filters: Partial<OrderFilters>, page?: { limit: number; offset: number }): string {
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (page) {
    params.set('limit', String(page.limit));
    params.set('offset', String(page.offset));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface OrderPage {
  items: OrderListItem[];
  /** Orders that match the filters (X-Total-Count), before limit and offset. */
  total: number;
  offset: number;
}

/**
 * GET a list with its X-Total-Count (the plain client reads only bodies). Same call rules as every
 * call; a non-ok answer is the usual ApiError "{status}: {text}".
 */
async function getPage(api: ApiClient, path: string, offset: number, signal?: AbortSignal): Promise<OrderPage> {
  const res = await api.send('GET', path, { signal });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  const parsed: unknown = text ? JSON.parse(text) : [];
  const items = Array.isArray(parsed) ? (parsed as OrderListItem[]) : [];
  const header = res.headers?.get(TOTAL_COUNT_HEADER);
  // A server without the header: what came is all we know (one more page is asked for while pages come full).
  const total = header && /^\d+$/.test(header.trim()) ? Number(header) : offset + items.length;
  return { items, total, offset };
}

/** The order list, one page of ORDERS_PAGE_SIZE at a time (newest first). */
export const orderListQuery = (api: ApiClient, scope: OrdersScope, filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(scope, filters),
    queryFn: ({ pageParam, signal }) =>
      getPage(api, `${scopePath(scope)}${orderQueryString(filters, { limit: ORDERS_PAGE_SIZE, offset: pageParam })}`, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: OrderPage) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });

/** How many orders (of one status, or all) the signed-in user sees: the X-Total-Count of a one-order page. */
export const orderCountQuery = (api: ApiClient, scope: OrdersScope, status: OrderStatus | 'all') =>
  queryOptions({
    queryKey: orderKeys.count(scope, status),
    queryFn: async ({ signal }) =>
      (await getPage(api, `${scopePath(scope)}${orderQueryString({ status: status === 'all' ? '' : status }, { limit: 1, offset: 0 })}`, 0, signal)).total,
  });

/** GET /api/orders/stats: orders and revenue per day, last 30 days. */
export const orderStatsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: orderKeys.stats(), queryFn: ({ signal }) => api.get<OrderDailyStats>(API.orders.stats, { signal }) });

/** GET /api/orders/blocks: the seller's blocked phones and addresses (an admin sees every seller's). */
export const orderBlocksQuery = (api: ApiClient) =>
  queryOptions({ queryKey: orderKeys.blocks(), queryFn: ({ signal }) => api.get<OrderBlock[]>(API.orders.blocks, { signal }) });

/** PUT /api/orders/{id} (admin only). */
export const updateOrderStatus = (api: ApiClient, id: number | string, status: OrderStatus) =>
  api.put<OrderListItem>(API.orders.one(id), { status });

/** PUT /api/orders/status: several orders to one status (all or none). */
export const bulkOrderStatus = (api: ApiClient, ids: number[], status: OrderStatus) => api.put<BulkOrderStatusResponse>(API.orders.bulkStatus, { ids, status });

/** POST /api/orders/{id}/notes: the seller's note; answers the order's notes. */
export const addOrderNote = (api: ApiClient, id: number, text: string) => api.post<OrderNotesResponse>(API.orders.notes(id), { text });

/** PATCH /api/orders/{id}/customer: the buyer's corrected fields; answers the order. */
export const editOrderCustomer = (api: ApiClient, id: number, patch: EditOrderCustomerRequest) => api.patch<OrderListItem>(API.orders.customer(id), patch);

/** POST /api/orders/{orderId}/deliveries/{channel}/retry: a failed delivery of an order (or upsell order, by its number) sent again. */
export const retryOrderDelivery = (api: ApiClient, orderId: string, channel: DeliveryChannel) =>
  api.post<OrderDelivery | null>(API.orders.retryDelivery(orderId, channel));

export const createOrderBlock = (api: ApiClient, body: CreateOrderBlockRequest) => api.post<OrderBlock>(API.orders.blocks, body);

export const deleteOrderBlock = (api: ApiClient, id: number) => api.delete<MessageResponse>(API.orders.block(id));

/** After a status change, a block, or a live event: lists, counts, figures (and blocks) fetched again. */
export const refreshOrders = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: orderKeys.all });

// ---------------------------------------------------------------- CSV

const FILENAME = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i;

/** The file name a Content-Disposition header gives, else `fallback`. */
export function attachmentName(header: string | null | undefined, fallback: string): string {
  const match = header ? FILENAME.exec(header) : null;
  if (!match) return fallback;
  try {
    return decodeURIComponent(match[1] ?? match[2]).trim() || fallback;
  } catch {
    return (match[2] ?? fallback).trim() || fallback;
  }
}

/**
 * GET /api/orders/export.csv with the list's filters, through the API client (cookie or bearer token),
 * handed to `save` (the browser's download by default; the desktop's save dialog) under the server's name.
 */
export async function downloadOrdersCsv(api: ApiClient, filters: OrderFilters, save: FileSaver = browserFileSaver): Promise<string> {
  const res = await api.send('GET', `${API.orders.exportCsv}${orderQueryString(filters)}`, { accept: 'text/csv' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
  const blob = await res.blob();
  const name = attachmentName(res.headers?.get('Content-Disposition'), `narudzbine-${new Date().toISOString().slice(0, 10)}.csv`);
  await save({ name, data: blob });
  return name;
}
