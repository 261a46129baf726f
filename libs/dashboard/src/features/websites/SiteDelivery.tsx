import { deliveryRate, type WebsiteDelivery } from '@cod/contracts';
import { T } from '../../texts.js';

/** How a site's parcels ended, as the courier reported them: the delivered share of the ended ones, and the counts. */
export function SiteDelivery({ delivery }: { delivery: WebsiteDelivery }) {
  const rate = deliveryRate(delivery);
  const onTheWay = delivery.shipped - delivery.delivered - delivery.refused;
  const tone = rate === null ? 'text-muted-foreground' : rate >= 80 ? 'text-emerald-700' : rate >= 60 ? 'text-amber-700' : 'text-red-700';
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-xs" data-testid="website-delivery">
      <div className="flex gap-1.5">
        <span className="shrink-0 font-medium text-muted-foreground">{T.delivery.label}:</span>
        <span className={`font-semibold ${tone}`} data-testid="website-delivery-rate" title={rate === null ? undefined : T.delivery.hint}>
          {rate === null ? T.delivery.noneEnded(delivery.shipped) : T.delivery.rate(rate)}
        </span>
      </div>
      {rate !== null && <span className="text-muted-foreground">{T.delivery.counts(delivery.delivered, delivery.refused, onTheWay)}</span>}
    </div>
  );
}
