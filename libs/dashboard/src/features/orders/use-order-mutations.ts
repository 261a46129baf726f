import {
  ORDERS_MESSAGES,
  ORDERS_TEXTS,
  type DeliveryChannel,
  type EditOrderCustomerRequest,
  type OrderBlockKind,
  type OrderDelivery,
  type OrderListItem,
  type OrderStatus,
} from '@cod/contracts';
import { toast } from '@cod/ui';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { T } from '../../texts.js';
import {
  addOrderNote,
  bulkOrderStatus,
  createOrderBlock,
  deleteOrderBlock,
  editOrderCustomer,
  orderKeys,
  refreshOrders,
  retryOrderDelivery,
  updateOrderStatus,
  type OrderPage,
} from './api/orders.js';

/** Puts the server's updated order into every loaded list page at once (the reload then confirms it). */
function replaceInLists(queryClient: QueryClient, updated: OrderListItem) {
  queryClient.setQueriesData<InfiniteData<OrderPage>>({ queryKey: orderKeys.lists() }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((o) => (o.id === updated.id ? { ...o, ...updated } : o)),
      })),
    },
  );
}

/** PUT /api/orders/{id} (the admin; a client that runs its own orders): §8 toasts, then the list, counts and figures are fetched again. */
export function useUpdateOrderStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: { order: Pick<OrderListItem, 'id'>; status: OrderStatus }) => updateOrderStatus(api, order.id, status),
    onSuccess: (updated) => {
      if (updated && typeof updated === 'object' && 'id' in updated) replaceInLists(queryClient, updated);
      toast({ title: ORDERS_TEXTS.statusUpdatedTitle, description: ORDERS_TEXTS.statusUpdatedText });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: ORDERS_TEXTS.statusFailedTitle, description: messageOr(error, ORDERS_TEXTS.statusFailedFallback) });
    },
    onSettled: () => refreshOrders(queryClient),
  });
}

/** POST /api/orders/blocks: the order's phone or address refused from now on. */
export function useBlockOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, kind }: { order: Pick<OrderListItem, 'orderId'>; kind: OrderBlockKind }) =>
      createOrderBlock(api, { orderId: order.orderId, kind }),
    onSuccess: () => {
      toast({ title: ORDERS_MESSAGES.blocked });
      void refreshOrders(queryClient);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: T.orders.blockFailedTitle, description: messageOr(error, T.orders.blockFailedFallback) });
    },
  });
}

/** DELETE /api/orders/blocks/{id}. */
export function useUnblock() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOrderBlock(api, id),
    onSuccess: (answer) => {
      toast({ title: (answer && typeof answer.message === 'string' && answer.message) || ORDERS_MESSAGES.unblocked });
      void refreshOrders(queryClient);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: T.orders.blockFailedTitle, description: messageOr(error, T.orders.unblockFailedFallback) });
    },
  });
}

const isDelivery = (value: unknown): value is OrderDelivery =>
  !!value && typeof value === 'object' && typeof (value as OrderDelivery).channel === 'string' && typeof (value as OrderDelivery).state === 'string';

/** The answered delivery in place of the old one, in every loaded list page (an order's own, or one of its upsells'). */
function replaceDelivery(queryClient: QueryClient, orderId: string, delivery: OrderDelivery) {
  const swap = (list: OrderDelivery[] | undefined) =>
    Array.isArray(list) ? list.map((d) => (d.channel === delivery.channel ? { ...d, ...delivery } : d)) : list;
  queryClient.setQueriesData<InfiniteData<OrderPage>>({ queryKey: orderKeys.lists() }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((o) => {
          if (o.orderId === orderId) return { ...o, deliveries: swap(o.deliveries) ?? [] };
          if (!o.upsellOrders?.some((u) => u.orderId === orderId)) return o;
          return { ...o, upsellOrders: o.upsellOrders.map((u) => (u.orderId === orderId ? { ...u, deliveries: swap(u.deliveries) ?? [] } : u)) };
        }),
      })),
    },
  );
}

/** POST …/deliveries/{channel}/retry (admin or the order's owner): the answered state at once, then the list again. */
export function useRetryDelivery() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, channel }: { orderId: string; channel: DeliveryChannel }) => retryOrderDelivery(api, orderId, channel),
    onSuccess: (delivery, { orderId }) => {
      if (isDelivery(delivery)) replaceDelivery(queryClient, orderId, delivery);
      toast({ title: T.orders.retryQueued });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: T.orders.blockFailedTitle, description: messageOr(error, T.orders.retryFailedFallback) });
    },
    onSettled: () => refreshOrders(queryClient),
  });
}

/** PUT /api/orders/status: the selected orders to one status; `onDone` clears the selection. */
export function useBulkStatus(onDone: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: OrderStatus }) => bulkOrderStatus(api, ids, status),
    onSuccess: (answer) => {
      toast({ title: ORDERS_TEXTS.statusUpdatedTitle, description: T.orders.bulkDone(typeof answer?.updated === 'number' ? answer.updated : 0) });
      onDone();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: ORDERS_TEXTS.statusFailedTitle, description: messageOr(error, ORDERS_TEXTS.statusFailedFallback) });
    },
    onSettled: () => refreshOrders(queryClient),
  });
}

/** POST /api/orders/{id}/notes: the note shows at once in the order's notes. */
export function useAddNote() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, text }: { order: Pick<OrderListItem, 'id'>; text: string }) => addOrderNote(api, order.id, text),
    onSuccess: (answer, { order }) => {
      if (answer && Array.isArray(answer.notes)) replaceInLists(queryClient, { id: order.id, sellerNotes: answer.notes } as OrderListItem);
      toast({ title: T.orders.noteSaved });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: T.orders.noteFailedTitle, description: messageOr(error, T.orders.noteFailedFallback) });
    },
  });
}

/** PATCH /api/orders/{id}/customer: the corrected buyer's data in place, then the list again. */
export function useEditCustomer(onDone: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, patch }: { order: Pick<OrderListItem, 'id'>; patch: EditOrderCustomerRequest }) => editOrderCustomer(api, order.id, patch),
    onSuccess: (updated) => {
      if (updated && typeof updated === 'object' && 'id' in updated) replaceInLists(queryClient, updated);
      toast({ title: T.orders.customerSaved });
      onDone();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: T.orders.customerFailedTitle, description: messageOr(error, T.orders.customerFailedFallback) });
    },
    onSettled: () => refreshOrders(queryClient),
  });
}
