import { ORDERS_TEXTS, type OrderActor, type OrderListItem } from '@cod/contracts';
import { Card, CardContent } from '@cod/ui';
import { ChevronRight } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { formatLongDateTime } from '../../lib/format.js';
import { useWindowList } from '../../lib/use-window-list.js';
import { T } from '../../texts.js';
import { customerName, orderAddress, orderMoney } from './order-format.js';
import { DeliveryBadges, DeliveryList } from './OrderDeliveries.js';
import { BlockActions, DuplicateBadge, hasOrderSource, OrderSourceValue, OrderStatusBadge, StatusHistory, UpsellList } from './OrderParts.js';
import { OrderStatusSelect } from './OrderStatusSelect.js';
import { CustomerChanges, EditCustomerButton, PhoneLinks, SellerNotes } from './SellerOrderTools.js';
import { CustomerHistoryBadge, ShipmentTimeline } from './ShipmentParts.js';

const SELLER: OrderActor = { role: 'client', manageOwnOrders: true };

/** What a client that runs its own orders (manageOwnOrders) gets on each card: the status menu, selection, notes, edits. */
export interface CardControls {
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

function Field({ label, children, testId, wide, after, className }: { label: string; children: ReactNode; testId: string; wide?: boolean; after?: ReactNode; className?: string }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={className ?? 'mt-0.5 break-words text-sm'} data-testid={testId}>
        {children}
      </dd>
      {after}
    </div>
  );
}

/**
 * One order of the client's list (spec 000 §2 client view): number, status, date, customer, e-mail, phone
 * (tap to call or Viber), address, product, quantity, total, notes; then the parcel's upsells, the seller's
 * notes, the history and the block actions. Read-only, unless the admin lets the client run its orders
 * (`controls`): then a selection box, the status menu, a note field and 'Izmeni podatke kupca'.
 */
const OrderCard = memo(function OrderCard({ order, controls, selected }: { order: OrderListItem; controls?: CardControls; selected: boolean }) {
  const symbol = order.currencySymbol || order.website?.currencySymbol;
  const headingId = `order-${order.id}-title`;
  return (
    <Card aria-labelledby={headingId} role="article" data-testid={`order-card-${order.orderId}`}>
      <CardContent className="grid gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-start gap-3">
            {controls && (
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-primary"
                checked={selected}
                onChange={() => controls.onToggle(order.id)}
                aria-label={T.orders.select(order.orderId)}
                data-testid="order-select"
              />
            )}
            <div className="min-w-0">
            <h3 id={headingId} className="break-all font-mono text-sm font-semibold" data-testid="order-number">
              <span className="sr-only">{T.orders.orderNumber} </span>
              {order.orderId}
            </h3>
            <p className="text-xs text-muted-foreground" data-testid="order-date">
              {order.createdAt ? <time dateTime={order.createdAt}>{formatLongDateTime(order.createdAt, ORDERS_TEXTS.notAvailable)}</time> : ORDERS_TEXTS.notAvailable}
            </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <CustomerHistoryBadge order={order} />
            {order.possibleDuplicate && <DuplicateBadge />}
            {controls ? <OrderStatusSelect order={order} actor={SELLER} className="w-36" /> : <OrderStatusBadge status={order.status} />}
          </div>
        </div>

        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={T.orders.customer} testId="order-customer">
            {customerName(order) || T.common.none}
          </Field>
          <Field label={T.orders.email} testId="order-email">
            {order.email || T.common.none}
          </Field>
          <Field label={T.orders.phone} testId="order-phone" after={<PhoneLinks phone={order.phone} />}>
            <span className="tabular-nums">{order.phone}</span>
          </Field>
          <Field label={T.orders.address} testId="order-address">
            {orderAddress(order) || T.common.none}
          </Field>
          <Field label={T.orders.product} testId="order-product">
            {order.title || order.productId}
          </Field>
          <Field label={T.orders.quantity} testId="order-quantity">
            <span className="tabular-nums">{order.quantity || 1}</span>
          </Field>
          <Field label={T.orders.total} testId="order-total">
            <span className="font-semibold tabular-nums">{orderMoney(order.totalPrice, order.currency, symbol)}</span>
          </Field>
          {order.trackingId && (
            <Field label={T.orders.tracking} testId="order-tracking">
              <span className="break-all font-mono text-xs">{order.trackingId}</span>
            </Field>
          )}
          {hasOrderSource(order) && (
            <Field label={T.orders.source} testId="order-source" className="mt-0.5 flex flex-wrap items-center gap-1.5 break-words text-sm">
              <OrderSourceValue order={order} />
            </Field>
          )}
          {order.notes && (
            <Field label={T.orders.notes} testId="order-notes" wide>
              <span className="whitespace-pre-line">{order.notes}</span>
            </Field>
          )}
        </dl>

        {controls && <EditCustomerButton order={order} />}

        <DeliveryBadges orderId={order.orderId} deliveries={order.deliveries} reasons="failed" />

        <ShipmentTimeline order={order} />

        <UpsellList order={order} />

        {Array.isArray(order.deliveries) && order.deliveries.length > 0 && (
          <details className="group rounded-md border px-3 py-2 [&_summary::-webkit-details-marker]:hidden" data-testid="order-deliveries-details">
            <summary className="flex cursor-pointer list-none items-center gap-1.5 text-sm font-medium">
              <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
              {T.orders.deliveries}
              <span className="text-muted-foreground">({order.deliveries.length})</span>
            </summary>
            <div className="pt-2">
              <DeliveryList orderId={order.orderId} deliveries={order.deliveries} showTitle={false} />
            </div>
          </details>
        )}

        <SellerNotes order={order} canWrite={Boolean(controls)} />

        <details className="group rounded-md border px-3 py-2 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-1.5 text-sm font-medium">
            <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
            {ORDERS_TEXTS.history}
            <span className="text-muted-foreground">({order.statusHistory?.length ?? 0})</span>
          </summary>
          <div className="grid gap-3 pt-2">
            <StatusHistory history={order.statusHistory} showTitle={false} />
            <CustomerChanges order={order} />
          </div>
        </details>

        <BlockActions order={order} />
      </CardContent>
    </Card>
  );
});

/** The client's orders as cards (with `controls` for a client that runs its orders); only the cards near the viewport are in the page. */
export function ClientOrderCards({ orders, controls }: { orders: OrderListItem[]; controls?: CardControls }) {
  const { listRef, virtualizer, items, before, after } = useWindowList<HTMLDivElement>(orders.length, 360, (i) => orders[i]?.id ?? i);
  return (
    <div ref={listRef} data-testid="order-cards" style={{ paddingTop: before, paddingBottom: after }}>
      {items.map((item) => {
        const order = orders[item.index];
        return order ? (
          <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="pb-3 sm:pb-4">
            <OrderCard order={order} controls={controls} selected={controls?.selected.has(order.id) ?? false} />
          </div>
        ) : null;
      })}
    </div>
  );
}
