import type { Role } from './roles.js';

/** Order status values, labels and colours (spec 000 §4). */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Na čekanju',
  processing: 'U obradi',
  completed: 'Završeno',
  cancelled: 'Otkazano',
};
export const ORDER_STATUS_COLOR: Record<OrderStatus, 'yellow' | 'blue' | 'green' | 'red'> = {
  pending: 'yellow',
  processing: 'blue',
  completed: 'green',
  cancelled: 'red',
};

/** Who acts on an order: the role and, for a client, whether the admin let it run its own orders. */
export interface OrderActor {
  role: Role;
  manageOwnOrders?: boolean;
}

/** Whether `actor` changes orders at all (the admin any order, a client with manageOwnOrders its own). */
export const managesOrders = (actor: OrderActor): boolean => actor.role === 'admin' || actor.manageOwnOrders === true;

/**
 * Who may move an order from one status to which (spec 000 §4, §6): an admin may set any status from
 * any other; a client only reads orders, unless the admin let it run its own (CONTRACT `manageOwnOrders`):
 * then it moves them as the admin does. The code that changes a status asks this, and the orders screen
 * offers exactly these choices.
 */
export function orderStatusChanges(actor: OrderActor, from: OrderStatus): OrderStatus[] {
  return managesOrders(actor) ? ORDER_STATUSES.filter((s) => s !== from) : [];
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order still takes one-click upsells in (the parcel is not closed, shipped or cancelled). */
export const UPSELL_PARENT_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];
export const acceptsUpsells = (status: OrderStatus) => UPSELL_PARENT_STATUSES.includes(status);
