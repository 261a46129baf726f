import { ORDERS_TEXTS, type OrderListItem } from '@cod/contracts';
import { Button, cn } from '@cod/ui';
import { ChevronDown } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { formatDateTime } from '../../lib/format.js';
import { useWindowList } from '../../lib/use-window-list.js';
import { T } from '../../texts.js';
import { customerName, orderAddress, orderMoney } from './order-format.js';
import { DeliveryBadges, DeliveryList } from './OrderDeliveries.js';
import { BlockActions, DuplicateBadge, hasOrderSource, OrderSourceValue, StatusHistory, UpsellList } from './OrderParts.js';
import { CustomerHistoryBadge, ShipmentTimeline } from './ShipmentParts.js';
import { OrderStatusSelect } from './OrderStatusSelect.js';

const ADMIN = { role: 'admin' } as const;

const COLUMNS = [
  { label: ORDERS_TEXTS.columnOrderId, width: 'w-36' },
  { label: ORDERS_TEXTS.columnCustomer, width: 'w-40' },
  { label: ORDERS_TEXTS.columnProduct, width: 'w-44' },
  { label: ORDERS_TEXTS.columnEmail, width: 'w-40' },
  { label: ORDERS_TEXTS.columnPhone, width: 'w-36' },
  { label: ORDERS_TEXTS.columnStatus, width: 'w-40' },
  { label: ORDERS_TEXTS.columnDate, width: 'w-32' },
  { label: ORDERS_TEXTS.columnActions, width: 'w-40' },
] as const;

/** The detail row of an expanded order: delivery, price, upsells, history, block actions. */
function OrderDetailRow({ order, id }: { order: OrderListItem; id: string }) {
  const symbol = order.currencySymbol || order.website?.currencySymbol;
  return (
    <tr id={id} className="bg-muted/30" data-testid="order-details">
      <td colSpan={COLUMNS.length} className="px-4 pb-4 pt-1">
        <div className="grid gap-4 rounded-lg border bg-white p-4 md:grid-cols-2">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{T.orders.address}</dt>
            <dd className="break-words">{orderAddress(order) || T.common.none}</dd>
            <dt className="text-muted-foreground">{T.orders.product}</dt>
            <dd className="break-words">{order.title || order.productId}</dd>
            <dt className="text-muted-foreground">{T.orders.quantity}</dt>
            <dd className="tabular-nums">{order.quantity || 1}</dd>
            <dt className="text-muted-foreground">{T.orders.total}</dt>
            <dd className="tabular-nums">{orderMoney(order.totalPrice, order.currency, symbol)}</dd>
            {order.trackingId && (
              <>
                <dt className="text-muted-foreground">{T.orders.tracking}</dt>
                <dd className="font-mono text-xs">{order.trackingId}</dd>
              </>
            )}
            {hasOrderSource(order) && (
              <>
                <dt className="text-muted-foreground">{T.orders.source}</dt>
                <dd className="flex min-w-0 flex-wrap items-center gap-1.5" data-testid="order-source">
                  <OrderSourceValue order={order} />
                </dd>
              </>
            )}
            {order.notes && (
              <>
                <dt className="text-muted-foreground">{T.orders.notes}</dt>
                <dd className="whitespace-pre-line break-words">{order.notes}</dd>
              </>
            )}
          </dl>
          <div className="grid content-start gap-4">
            <DeliveryList orderId={order.orderId} deliveries={order.deliveries} />
            <UpsellList order={order} />
            <StatusHistory history={order.statusHistory} />
            <ShipmentTimeline order={order} />
          </div>
          <BlockActions order={order} className="md:col-span-2" />
        </div>
      </td>
    </tr>
  );
}

interface RowProps {
  order: OrderListItem;
  index: number;
  expanded: boolean;
  onToggle: (id: number) => void;
  measure: (el: Element | null) => void;
}

/** One order: a <tbody> of its row and, when open, its detail row (measured as one item of the virtual list). */
const OrderRows = memo(function OrderRows({ order, index, expanded, onToggle, measure }: RowProps) {
  const detailsId = `order-details-${order.id}`;
  const hasDeliveries = Array.isArray(order.deliveries) && order.deliveries.length > 0;
  return (
    <tbody ref={measure} data-index={index} data-testid={`order-row-${order.orderId}`} className="border-b transition-colors last:border-b-0 hover:bg-muted/40">
      <tr className={cn('align-top', expanded && 'bg-muted/30')}>
        <td className="px-4 py-3">
          <span className="block break-all font-mono text-xs font-semibold">{order.orderId}</span>
          {order.possibleDuplicate && <DuplicateBadge />}
          <CustomerHistoryBadge order={order} />
        </td>
        <td className="px-4 py-3">
          <span className="block break-words font-medium">{customerName(order) || T.common.none}</span>
          <span className="block text-xs text-muted-foreground">{order.city}</span>
        </td>
        <td className="px-4 py-3" data-testid="order-product-cell">
          <span className="block break-words font-medium">{order.title || order.productName || order.productId}</span>
          <span className="block break-all font-mono text-[11px] text-muted-foreground" data-testid="order-product-id">{order.productId}</span>
          <span className="block font-semibold tabular-nums" data-testid="order-amount">
            {orderMoney(order.parcelTotal ?? order.totalPrice, order.currency, order.currencySymbol || order.website?.currencySymbol)}
          </span>
          {order.seller && (
            <span className="block truncate text-xs text-muted-foreground" data-testid="order-seller" title={order.seller.companyName ?? undefined}>
              {T.orders.sellerOf(order.seller.companyName || order.seller.name)}
            </span>
          )}
        </td>
        <td className="break-all px-4 py-3">{order.email || T.common.none}</td>
        <td className="whitespace-nowrap px-4 py-3 tabular-nums">{order.phone}</td>
        <td className="px-4 py-2">
          <OrderStatusSelect order={order} actor={ADMIN} />
        </td>
        <td className="px-4 py-3 tabular-nums">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </td>
        <td className="px-4 py-2">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={T.orders.detailsOf(order.orderId)}
            onClick={() => onToggle(order.id)}
          >
            <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
            {expanded ? T.orders.hideDetails : T.orders.details}
          </Button>
        </td>
      </tr>
      {hasDeliveries && (
        <tr className={cn(expanded && 'bg-muted/30')} data-testid="order-deliveries-row">
          <td colSpan={COLUMNS.length} className="px-4 pb-3 pt-0">
            <DeliveryBadges orderId={order.orderId} deliveries={order.deliveries} />
          </td>
        </tr>
      )}
      {expanded && <OrderDetailRow order={order} id={detailsId} />}
    </tbody>
  );
});

/**
 * The admin's orders table (spec 000 §2): order id, customer, product, e-mail, phone, inline status,
 * date, actions. Only the rows near the viewport are in the page, however many pages are loaded.
 */
export function AdminOrdersTable({ orders }: { orders: OrderListItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setOpen((old) => {
        const next = new Set(old);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const { listRef, virtualizer, items, before, after } = useWindowList<HTMLTableElement>(orders.length, 64, (i) => orders[i]?.id ?? i);

  return (
    <div className="overflow-x-auto rounded-xl border bg-white shadow-sm">
      <table ref={listRef} className="w-full min-w-[1080px] table-fixed border-collapse text-left text-sm" data-testid="orders-table">
        <thead className="border-b bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className={cn('px-4 py-3 font-semibold', c.width)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        {before > 0 && (
          <tbody aria-hidden="true">
            <tr style={{ height: before }} />
          </tbody>
        )}
        {items.map((item) => {
          const order = orders[item.index];
          return order ? (
            <OrderRows
              key={item.key}
              order={order}
              index={item.index}
              expanded={open.has(order.id)}
              onToggle={toggle}
              measure={virtualizer.measureElement}
            />
          ) : null;
        })}
        {after > 0 && (
          <tbody aria-hidden="true">
            <tr style={{ height: after }} />
          </tbody>
        )}
      </table>
    </div>
  );
}
