import {
  canRetryDelivery,
  DELIVERY_CHANNEL_LABEL,
  DELIVERY_STATE_LABEL,
  isDeliveryChannel,
  type DeliveryChannel,
  type DeliveryState,
  type OrderDelivery,
} from '@cod/contracts';
import { Badge, Button, cn, type BadgeVariant } from '@cod/ui';
import { FileSpreadsheet, RotateCw, Send, Target, Truck, type LucideIcon } from 'lucide-react';
import { formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';
import { useRetryDelivery } from './use-order-mutations.js';

const STATE_VARIANT: Record<DeliveryState, BadgeVariant> = {
  sent: 'green',
  waiting: 'blue',
  failed: 'red',
  off: 'outline',
};

const CHANNEL_ICON: Record<DeliveryChannel, LucideIcon> = {
  telegram: Send,
  sheets: FileSpreadsheet,
  capi: Target,
  shipment: Truck,
};

const channelLabel = (d: OrderDelivery) => DELIVERY_CHANNEL_LABEL[d.channel] ?? String(d.channel);
const stateLabel = (d: OrderDelivery) => DELIVERY_STATE_LABEL[d.state] ?? String(d.state);

/** The deliveries a screen can show (an older server sends none; unknown channels are skipped). */
function shownDeliveries(deliveries: OrderDelivery[] | undefined): OrderDelivery[] {
  return Array.isArray(deliveries) ? deliveries.filter((d) => d && isDeliveryChannel(d.channel)) : [];
}

/** 'Telegram · poslato' in the state's colour; the reason as its tooltip. */
export function DeliveryBadge({ delivery }: { delivery: OrderDelivery }) {
  const Icon = CHANNEL_ICON[delivery.channel];
  return (
    <Badge
      variant={STATE_VARIANT[delivery.state] ?? 'grey'}
      title={delivery.reason ?? undefined}
      // relative: the visually hidden reason is positioned inside the badge, not at the page's edge (a table scrolled
      // sideways in its card would otherwise widen the whole page on a phone).
      className={cn('relative', delivery.state === 'off' && 'text-muted-foreground')}
      data-testid={`delivery-${delivery.channel}`}
      data-state={delivery.state}
    >
      {Icon && <Icon aria-hidden="true" />}
      {channelLabel(delivery)}
      <span aria-hidden="true">·</span>
      <span>{stateLabel(delivery)}</span>
      {delivery.reason && <span className="sr-only">: {delivery.reason}</span>}
    </Badge>
  );
}

/** 'Pošalji ponovo' of one failed delivery. */
function RetryButton({ orderId, delivery, retry }: { orderId: string; delivery: OrderDelivery; retry: ReturnType<typeof useRetryDelivery> }) {
  const busy = retry.isPending && retry.variables?.orderId === orderId && retry.variables.channel === delivery.channel;
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-6 gap-1 px-2 text-xs [&_svg]:size-3"
      aria-label={T.orders.retryDeliveryLabel(channelLabel(delivery), orderId)}
      aria-busy={busy || undefined}
      disabled={retry.isPending}
      onClick={() => retry.mutate({ orderId, channel: delivery.channel })}
      data-testid={`retry-${delivery.channel}`}
    >
      <RotateCw className={cn(busy && 'animate-spin')} aria-hidden="true" />
      {busy ? T.orders.retrying : T.orders.retryDelivery}
    </Button>
  );
}

export interface DeliveryBadgesProps {
  /** The public number of the order (or of the upsell order) the deliveries belong to. */
  orderId: string;
  deliveries: OrderDelivery[] | undefined;
  /** Reasons in lines under the badges: of every delivery that has one, of the failed ones, or none (tooltips only). */
  reasons?: 'all' | 'failed' | 'none';
  className?: string;
}

/** A compact row of the order's delivery badges, each failed one with 'Pošalji ponovo'. Nothing for none. */
export function DeliveryBadges({ orderId, deliveries, reasons: which = 'none', className }: DeliveryBadgesProps) {
  const retry = useRetryDelivery();
  const list = shownDeliveries(deliveries);
  if (list.length === 0) return null;
  const reasons = which === 'none' ? [] : list.filter((d) => d.reason && (which === 'all' || d.state === 'failed'));
  return (
    <div className={cn('grid gap-1', className)} data-testid="delivery-badges" aria-label={T.orders.deliveriesLabel(orderId)} role="group">
      <div className="flex flex-wrap items-center gap-1.5">
        {list.map((d) => (
          <span key={d.channel} className="inline-flex items-center gap-1">
            <DeliveryBadge delivery={d} />
            {canRetryDelivery(d) && <RetryButton orderId={orderId} delivery={d} retry={retry} />}
          </span>
        ))}
      </div>
      {reasons.length > 0 && (
        <ul className="grid gap-0.5 text-xs text-muted-foreground" data-testid="delivery-reasons">
          {reasons.map((d) => (
            <li key={d.channel} className={cn('break-words', d.state === 'failed' && 'text-red-700')}>
              <span className="font-medium">{channelLabel(d)}:</span> {d.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The detail view's list: each channel with its state, reason, attempts, last change and 'Pošalji ponovo'. */
export function DeliveryList({ orderId, deliveries, className, showTitle = true }: Omit<DeliveryBadgesProps, 'reasons'> & { showTitle?: boolean }) {
  const retry = useRetryDelivery();
  const list = shownDeliveries(deliveries);
  if (list.length === 0) return null;
  return (
    <section className={cn('grid gap-2', className)} data-testid="order-deliveries" aria-label={T.orders.deliveriesLabel(orderId)}>
      {showTitle && (
        <h4 className="flex items-center gap-1.5 text-sm font-semibold">
          <Send className="size-4 text-muted-foreground" aria-hidden="true" />
          {T.orders.deliveries}
        </h4>
      )}
      <ul className="grid gap-1.5 text-sm">
        {list.map((d) => (
          <li key={d.channel} className="grid gap-1 rounded-md bg-muted/60 px-3 py-2" data-testid={`delivery-item-${d.channel}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <DeliveryBadge delivery={d} />
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <span>
                  {d.attempts > 0 && `${T.orders.deliveryAttempts(d.attempts)} · `}
                  {d.updatedAt && (
                    <time dateTime={d.updatedAt} className="tabular-nums">
                      {formatDateTime(d.updatedAt)}
                    </time>
                  )}
                </span>
                {canRetryDelivery(d) && <RetryButton orderId={orderId} delivery={d} retry={retry} />}
              </span>
            </div>
            {d.reason && <p className={cn('break-words text-xs', d.state === 'failed' ? 'text-red-700' : 'text-muted-foreground')}>{d.reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
