import {
  isOrderStatus,
  ORDER_STATUS_COLOR,
  ORDER_STATUS_LABEL,
  ORDERS_TEXTS,
  type OrderBlockKind,
  type OrderListItem,
  type OrderStatusChange,
} from '@cod/contracts';
import { Badge, Button, cn } from '@cod/ui';
import { Ban, Copy, History, MapPinOff, Package, PhoneOff } from 'lucide-react';
import { formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';
import { DeliveryBadges } from './OrderDeliveries.js';
import { customerName, orderAddress, orderMoney, orderSourceText } from './order-format.js';
import { useBlockOrder } from './use-order-mutations.js';

/** The status label in its colour (spec 000 §4); an unknown value raw, in grey. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const known = isOrderStatus(status);
  return (
    <Badge variant={known ? ORDER_STATUS_COLOR[status] : 'grey'} data-testid="order-status" data-status={status} className={className}>
      {known ? ORDER_STATUS_LABEL[status] : String(status ?? '')}
    </Badge>
  );
}

/** 'Moguć duplikat': the same phone ordered from the same seller in the 24 h before. */
export function DuplicateBadge() {
  return (
    <Badge variant="yellow" title={ORDERS_TEXTS.possibleDuplicateHint} data-testid="possible-duplicate">
      <Copy aria-hidden="true" />
      {ORDERS_TEXTS.possibleDuplicate}
      <span className="sr-only">: {ORDERS_TEXTS.possibleDuplicateHint}</span>
    </Badge>
  );
}

/** 'A/B: A': the arm of the site's A/B test the buyer saw. */
export function ExperimentArmBadge({ arm }: { arm: string }) {
  return (
    <Badge variant="blue" title={T.orders.experimentArmHint} data-testid="order-experiment-arm" data-arm={arm}>
      {T.orders.experimentArm(arm)}
    </Badge>
  );
}

/** Whether an order tells anything of where its buyer came from (else its 'Izvor' field is left out). */
export const hasOrderSource = (order: Pick<OrderListItem, 'source' | 'experimentArm'>) => Boolean(orderSourceText(order.source) || order.experimentArm);

/** The value of an order's 'Izvor' field: the source line and, in an A/B test, the arm's badge. */
export function OrderSourceValue({ order }: { order: Pick<OrderListItem, 'source' | 'experimentArm'> }) {
  const text = orderSourceText(order.source);
  return (
    <>
      {text && <span className="min-w-0 break-words">{text}</span>}
      {order.experimentArm && <ExperimentArmBadge arm={order.experimentArm} />}
    </>
  );
}

const statusText = (s: string | null) => (s === null ? T.orders.historyCreated : isOrderStatus(s) ? ORDER_STATUS_LABEL[s] : s);

/** The upsell orders of the parcel and what the courier collects for all of it. */
export function UpsellList({ order }: { order: OrderListItem }) {
  const upsells = Array.isArray(order.upsellOrders) ? order.upsellOrders : [];
  if (upsells.length === 0) return null;
  const symbol = order.currencySymbol || order.website?.currencySymbol;
  return (
    <section className="grid gap-2" data-testid="order-upsells" aria-label={ORDERS_TEXTS.upsellsTitle}>
      <h4 className="flex items-center gap-1.5 text-sm font-semibold">
        <Package className="size-4 text-muted-foreground" aria-hidden="true" />
        {ORDERS_TEXTS.upsellsTitle}
      </h4>
      <ul className="grid gap-1.5 text-sm">
        {upsells.map((u) => (
          <li key={u.id} className="grid gap-1.5 rounded-md bg-muted/60 px-3 py-2" data-testid={`upsell-${u.orderId}`}>
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="min-w-0">
                <span className="font-medium">{u.title || T.orders.upsellUnnamed(u.upsellProductId)}</span>
                <span className="text-muted-foreground"> · {T.orders.pieces(u.quantity || 1)} · </span>
                <span className="font-mono text-xs text-muted-foreground">{u.orderId}</span>
                {u.trackingId && u.trackingId !== order.trackingId && (
                  <span className="block text-xs text-muted-foreground">
                    {T.orders.tracking}: <span className="font-mono">{u.trackingId}</span>
                  </span>
                )}
              </span>
              <span className="flex items-center gap-2">
                <OrderStatusBadge status={u.status} />
                <span className="tabular-nums">{orderMoney(u.totalPrice, u.currency || order.currency, u.currencySymbol || symbol)}</span>
              </span>
            </div>
            <DeliveryBadges orderId={u.orderId} deliveries={u.deliveries} reasons="all" />
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-3 border-t pt-2 text-sm font-semibold" data-testid="parcel-total">
        <span>{ORDERS_TEXTS.parcelTotal}</span>
        <span className="tabular-nums">{orderMoney(order.parcelTotal ?? order.totalPrice, order.currency, symbol)}</span>
      </p>
    </section>
  );
}

/** Who changed the status, from what, to what and when (oldest first). */
export function StatusHistory({ history, showTitle = true }: { history: OrderStatusChange[] | undefined; showTitle?: boolean }) {
  const entries = Array.isArray(history) ? history : [];
  return (
    <section className="grid gap-2" data-testid="order-history" aria-label={ORDERS_TEXTS.history}>
      {showTitle && (
        <h4 className="flex items-center gap-1.5 text-sm font-semibold">
          <History className="size-4 text-muted-foreground" aria-hidden="true" />
          {ORDERS_TEXTS.history}
        </h4>
      )}
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.orders.historyEmpty}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {entries.map((h, i) => (
            <li key={`${h.at}-${i}`} className="flex flex-wrap gap-x-2">
              <time dateTime={h.at} className="tabular-nums text-muted-foreground">
                {formatDateTime(h.at)}
              </time>
              <span>
                {statusText(h.from)} → <strong className="font-medium">{statusText(h.to)}</strong>
              </span>
              <span className="text-muted-foreground">· {h.by?.name || T.orders.historyBySystem}</span>
              {h.reason && <span className="w-full text-muted-foreground">{h.reason}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const BLOCK = {
  phone: { label: ORDERS_TEXTS.blockPhone, icon: PhoneOff, done: T.orders.phoneBlocked },
  address: { label: ORDERS_TEXTS.blockAddress, icon: MapPinOff, done: T.orders.addressBlocked },
} as const;

/** 'Blokiraj telefon' / 'Blokiraj adresu' (after a confirmation), or 'Blokirano' once blocked. */
export function BlockActions({ order, className }: { order: OrderListItem; className?: string }) {
  const block = useBlockOrder();
  const blocked = order.blocked ?? { phone: false, address: false };

  function confirmAndBlock(kind: OrderBlockKind) {
    const question =
      kind === 'phone' ? T.orders.blockPhoneConfirm(order.phone) : T.orders.blockAddressConfirm(orderAddress(order) || customerName(order));
    if (window.confirm(question)) block.mutate({ order, kind });
  }

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)} data-testid="block-actions">
      {(['phone', 'address'] as const).map((kind) => {
        const { label, icon: Icon, done } = BLOCK[kind];
        if (blocked[kind])
          return (
            <Badge key={kind} variant="red" data-testid={`blocked-${kind}`}>
              <Ban aria-hidden="true" />
              {done}: {ORDERS_TEXTS.blocked}
            </Badge>
          );
        const busy = block.isPending && block.variables?.kind === kind;
        return (
          <Button key={kind} variant="outline" size="sm" disabled={block.isPending} aria-busy={busy || undefined} onClick={() => confirmAndBlock(kind)}>
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </div>
  );
}
