import { ORDER_STATUSES, ORDER_STATUS_LABEL, orderStatusChanges, isOrderStatus, type OrderActor, type OrderListItem, type OrderStatus } from '@cod/contracts';
import { NativeSelect, cn } from '@cod/ui';
import { T } from '../../texts.js';
import { useUpdateOrderStatus } from './use-order-mutations.js';

/** The current status and the ones `actor` may move it to (contracts' orderStatusChanges), in the usual order. */
function statusChoices(actor: OrderActor, current: string): string[] {
  if (!isOrderStatus(current)) return [current, ...ORDER_STATUSES];
  const allowed = new Set<OrderStatus>([current, ...orderStatusChanges(actor, current)]);
  return ORDER_STATUSES.filter((s) => allowed.has(s));
}

/** The inline status dropdown: PUT /api/orders/{id} on change. */
export function OrderStatusSelect({ order, actor, className }: { order: OrderListItem; actor: OrderActor; className?: string }) {
  const update = useUpdateOrderStatus();
  const pending = update.isPending;
  const shown = pending && update.variables ? update.variables.status : order.status;
  return (
    <NativeSelect
      aria-label={T.orders.statusOf(order.orderId)}
      value={shown}
      disabled={pending}
      aria-busy={pending || undefined}
      onChange={(e) => {
        const next = e.target.value;
        if (next !== order.status && isOrderStatus(next)) update.mutate({ order, status: next });
      }}
      className={cn('h-9', className)}
      data-testid="status-select"
    >
      {statusChoices(actor, order.status).map((s) => (
        <option key={s} value={s}>
          {isOrderStatus(s) ? ORDER_STATUS_LABEL[s] : s}
        </option>
      ))}
    </NativeSelect>
  );
}
