import { isShipmentStatus, REFUSED_SHIPMENT_STATUSES, SHIPMENT_STATUS_LABEL, type OrderListItem } from '@cod/contracts';
import { Badge } from '@cod/ui';
import { Truck, UserRound } from 'lucide-react';
import { formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';

const stepText = (status: string) => (isShipmentStatus(status) ? SHIPMENT_STATUS_LABEL[status] : status);

/** The parcel's timeline as the courier reported it (pushed or asked for), oldest first. */
export function ShipmentTimeline({ order }: { order: OrderListItem }) {
  const shipment = order.shipment;
  if (!shipment) return null;
  const history = Array.isArray(shipment.history) ? shipment.history : [];
  return (
    <section className="grid gap-2" aria-label={T.orders.shipmentTitle} data-testid="shipment-timeline">
      <h4 className="flex flex-wrap items-center gap-1.5 text-sm font-semibold">
        <Truck className="size-4 text-muted-foreground" aria-hidden="true" />
        {T.orders.shipmentTitle}
        <span className="font-mono text-xs font-normal text-muted-foreground">{shipment.trackingId}</span>
        {shipment.status && (
          <Badge variant={shipment.status === 'delivered' ? 'green' : REFUSED_SHIPMENT_STATUSES.includes(shipment.status) ? 'red' : 'blue'} data-testid="shipment-status">
            {stepText(shipment.status)}
          </Badge>
        )}
      </h4>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.orders.shipmentNoNews}</p>
      ) : (
        <ol className="grid gap-1 border-l-2 border-muted pl-3 text-sm">
          {history.map((h, i) => (
            <li key={`${h.at}-${h.status}-${i}`} className="flex flex-wrap gap-x-2">
              <time dateTime={h.at} className="tabular-nums text-muted-foreground">
                {formatDateTime(h.at)}
              </time>
              <span className="font-medium">{stepText(h.status)}</span>
              {h.note && <span className="text-muted-foreground">· {h.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What this buyer (same phone) did at this seller before: a first order, or orders, delivered and refused parcels. */
export function CustomerHistoryBadge({ order }: { order: OrderListItem }) {
  const h = order.customerHistory;
  if (!h || h.orders <= 1) return null;
  return (
    <Badge variant={h.refused > 0 ? 'red' : h.delivered > 0 ? 'green' : 'grey'} title={T.orders.customerHistoryHint} data-testid="customer-history">
      <UserRound aria-hidden="true" />
      {T.orders.customerHistory(h.orders, h.delivered, h.refused)}
    </Badge>
  );
}
