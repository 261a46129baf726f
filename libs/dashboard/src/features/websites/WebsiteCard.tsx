import { parseImageList, resolveImageUrl, UI, type WebsiteDelivery, type WebsiteResponse } from '@cod/contracts';
import { Badge, Button } from '@cod/ui';
import { BarChart3, ExternalLink, Pencil } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { ImageWithFallback } from '../../components/ImageWithFallback.js';
import { T } from '../../texts.js';
import { SiteActions } from './SiteActions.js';
import { SiteDelivery } from './SiteDelivery.js';
import { useSiteUrls } from './site-url.js';
import { websiteLabel } from './website-label.js';

export interface WebsiteCardProps {
  site: WebsiteResponse;
  /** Text of the link that opens /{customUrl} in a new tab ('Pogledaj' in the builder, 'Pregled' on /create). */
  viewLabel: string;
  /** Domain line of the builder grid (shown only when given); the address line always shows. */
  domain?: string;
  /** How the site's parcels ended (the dashboard shows it; the builder's grid does not). */
  delivery?: WebsiteDelivery;
}

/** One website in a grid (spec 000 §2): badge, first image, title, hook, template and currency, view/edit. */
export function WebsiteCard({ site, viewLabel, domain, delivery }: WebsiteCardProps) {
  const navigate = useNavigate();
  const urls = useSiteUrls();
  const title = websiteLabel(site) || T.websites.untitled;
  const images = parseImageList(site.images);
  const image = resolveImageUrl(images[0], `${site.title ?? ''} ${site.hook ?? ''}`);
  const customUrl = site.customUrl ?? '';
  const titleId = `website-card-${site.id}-title`;
  const currency = site.currency && site.currencySymbol && site.currency !== site.currencySymbol ? `${site.currency} (${site.currencySymbol})` : site.currency;

  return (
    <article
      data-testid={`website-card-${site.id}`}
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <div className="relative aspect-[16/10] shrink-0 overflow-hidden bg-muted">
        <ImageWithFallback src={image} alt={title} className="absolute inset-0 size-full object-cover" />
        <Badge variant={site.isActive === false ? 'grey' : 'green'} className="absolute left-2 top-2 shadow-sm" data-testid="website-status">
          {site.isActive === false ? UI.websiteInactive : UI.websiteActive}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="line-clamp-2 text-base font-semibold leading-snug">
          {title}
        </h3>
        {site.hook && <p className="line-clamp-2 text-sm text-muted-foreground">{site.hook}</p>}
        <div className="flex flex-wrap gap-1.5">
          {site.templateName && (
            <Badge variant="secondary" data-testid="website-template">
              {site.templateName}
            </Badge>
          )}
          {currency && (
            <Badge variant="blue" data-testid="website-currency">
              {currency}
            </Badge>
          )}
        </div>
        <dl className="grid grid-cols-1 gap-1 text-xs">
          <div className="flex min-w-0 gap-1.5">
            <dt className="shrink-0 font-medium text-muted-foreground">{T.websites.url}:</dt>
            <dd className="min-w-0 truncate" data-testid="website-url" title={urls.address(customUrl)}>
              {urls.address(customUrl)}
            </dd>
          </div>
          {domain !== undefined && (
            <div className="flex min-w-0 gap-1.5">
              <dt className="shrink-0 font-medium text-muted-foreground">{T.websites.domain}:</dt>
              <dd className="min-w-0 truncate" data-testid="website-domain">
                {domain}
              </dd>
            </div>
          )}
        </dl>
        {delivery && <SiteDelivery delivery={delivery} />}
        {/* Three in a row; on a narrow card (two cards in a row on a small tablet) the icons give way to the words. */}
        <div className="@container mt-auto pt-2">
          <div className="grid grid-cols-3 gap-2">
            <Button asChild variant="outline" size="sm" className="min-w-0 px-2">
              <a href={urls.href(customUrl)} target="_blank" rel="noopener" title={`${urls.address(customUrl)} ${T.websites.newTab}`}>
                <ExternalLink aria-hidden="true" className="hidden @xs:block" />
                {viewLabel}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm" className="min-w-0 px-2">
              <Link to={`/analytics/${site.id}`} data-testid="website-analytics">
                <BarChart3 aria-hidden="true" className="hidden @xs:block" />
                {T.analytics.open}
              </Link>
            </Button>
            <Button size="sm" className="min-w-0 px-2" onClick={() => navigate(`/edit/${site.id}`)}>
              <Pencil aria-hidden="true" className="hidden @xs:block" />
              {UI.edit}
            </Button>
          </div>
        </div>
        <SiteActions site={site} title={title} />
      </div>
    </article>
  );
}

/** The grid of website cards. */
export function WebsiteCardGrid({
  sites,
  viewLabel,
  domain,
  label,
  delivery,
}: {
  sites: WebsiteResponse[];
  viewLabel: string;
  domain?: string;
  label: string;
  delivery?: WebsiteDelivery[];
}) {
  const deliveryOf = new Map(delivery?.map((d) => [d.websiteId, d]));
  return (
    <ul aria-label={label} data-testid="website-grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {sites.map((site) => (
        <li key={site.id} className="min-w-0">
          <WebsiteCard site={site} viewLabel={viewLabel} domain={domain} delivery={delivery && (deliveryOf.get(site.id) ?? EMPTY_DELIVERY(site.id))} />
        </li>
      ))}
    </ul>
  );
}

const EMPTY_DELIVERY = (websiteId: number): WebsiteDelivery => ({ websiteId, orders: 0, shipped: 0, delivered: 0, refused: 0 });
