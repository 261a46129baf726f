import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { customerCountFor, designVariant, marketOfCurrency, type PublicPageCommon, type PublicPageModel, type WebsiteResponse } from '@cod/contracts';
import { securityHeaders } from '../../common/http/security-headers.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PublicUrl } from '../../config/public-url.js';
import { DomainEvents } from '../events/index.js';
import { OrdersService } from '../orders/index.js';
import { toUpsellResponse, UpsellsService } from '../upsells/index.js';
import { UsersService } from '../users/index.js';
import { toPublicListItem, toWebsiteResponse, WebsitesService } from '../websites/index.js';
import { PageCache, preparePage, type CachedPage } from './page-cache.js';
import { pageHeaders } from './public-page-headers.js';
import type { PublicRoute } from './public-routes.js';
import { previewProductionUrl } from './preview-host.js';
import { loadPublicWebBuild, type PublicWebBuild } from './web-build.js';

export interface PageRequest {
  route: PublicRoute;
  host: string | undefined;
  path: string;
}

/**
 * Renders the public pages from the web app's server bundle and keeps product pages ready to send
 * (compressed, with an ETag) until their website changes.
 */
@Injectable()
export class PublicPagesService implements OnModuleInit {
  private readonly logger = new Logger('PublicPages');
  readonly cache = new PageCache();
  private build?: Promise<PublicWebBuild>;
  private readonly previewFlags = new Map<string, boolean>();

  constructor(
    private readonly websites: WebsitesService,
    private readonly upsells: UpsellsService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly publicUrl: PublicUrl,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the client's address comes from X-Forwarded-For (TRUST_PROXY). */
  get trustProxy(): boolean {
    return this.config.trustProxy;
  }

  onModuleInit() {
    this.events.on('website.changed', ({ id }) => this.cache.dropWebsite(id));
  }

  private webBuild(): Promise<PublicWebBuild> {
    this.build ??= loadPublicWebBuild(this.config.webDistDir, this.config.webSsrDir).catch((err) => {
      this.build = undefined; // try again on the next request (e.g. after `npm run build`)
      throw err;
    });
    return this.build;
  }

  /** Whether pages for this host carry the preview banner (part of the product-page cache key). */
  isPreviewHost(host: string | undefined): boolean {
    const key = host ?? '';
    let flag = this.previewFlags.get(key);
    if (flag === undefined) {
      flag = previewProductionUrl(host, '/', this.config.publicBaseUrl) !== null;
      if (this.previewFlags.size > 1000) this.previewFlags.clear();
      this.previewFlags.set(key, flag);
    }
    return flag;
  }

  productCacheKey(slug: string, host: string | undefined): string {
    return `${slug}|${this.isPreviewHost(host) ? 1 : 0}`;
  }

  /** A ready page for a request: from the cache for product pages, else freshly rendered. */
  async page(req: PageRequest): Promise<CachedPage> {
    const { route } = req;
    const cacheKey = route.type === 'product' ? this.productCacheKey(route.slug, req.host) : undefined;
    const cached = cacheKey ? this.cache.get(cacheKey) : undefined;
    if (cached) return cached;
    const { model, websiteId } = await this.model(req);
    const build = await this.webBuild();
    const { status, html } = build.render(model, build.assets);
    const cacheable = model.kind === 'product' && status === 200;
    const page = preparePage(websiteId ?? 0, status, { ...securityHeaders(), ...pageHeaders(cacheable || model.kind === 'storefront' || model.kind === 'not-found') }, html);
    if (cacheable && cacheKey) this.cache.set(cacheKey, page);
    return page;
  }

  /**
   * The editor's preview: the product page of an unsaved site exactly as a visitor's request renders it
   * (same renderer, template and model), without the pixel and the preview-host banner. Never cached.
   */
  async renderPreview(site: WebsiteResponse): Promise<string> {
    const build = await this.webBuild();
    const model: PublicPageModel = {
      kind: 'product',
      site,
      variant: designVariant(site.productId || site.customUrl),
      customerCount: customerCountFor(site.id),
      canonicalUrl: `${this.publicUrl.base()}/${site.customUrl}`,
      previewProductionUrl: null,
      pixelId: null,
    };
    return build.render(model, build.assets).html;
  }

  private common(host: string | undefined, path: string, pixelId: string | null = null): PublicPageCommon {
    return { canonicalUrl: `${this.publicUrl.base()}${path}`, previewProductionUrl: previewProductionUrl(host, path, this.config.publicBaseUrl), pixelId };
  }

  private async model({ route, host, path }: PageRequest): Promise<{ model: PublicPageModel; websiteId?: number }> {
    switch (route.type) {
      case 'product': {
        const site = await this.websites.findPublic(route.slug);
        if (!site) return { model: { kind: 'not-found', path, ...this.common(host, path) } };
        const canonicalPath = `/${site.customUrl}`;
        return {
          websiteId: site.id,
          model: {
            kind: 'product',
            site: toWebsiteResponse(site),
            variant: designVariant(site.productId || site.customUrl),
            customerCount: customerCountFor(site.id),
            ...this.common(host, canonicalPath, await this.users.pixelIdOf(site.userId)),
          },
        };
      }
      case 'thank-you': {
        const order = route.orderId ? await this.orders.findRecentPublic(route.orderId) : null;
        const site = order && (route.websiteId === null || order.websiteId === route.websiteId) ? await this.websites.findById(order.websiteId) : null;
        if (!order || !site || !site.isActive) {
          return { model: { kind: 'thank-you-legacy', orderId: route.orderId, ...(order ? { market: marketOfCurrency(order.currency) } : {}), ...this.common(host, path) } };
        }
        // Offers show only while they can still join the parcel (the order's upsell window).
        const windowOpen = !!order.upsellDelayedUntil && Date.parse(order.upsellDelayedUntil) > Date.now();
        const upsells = windowOpen ? (await this.upsells.publicOffers(site.id)).map(toUpsellResponse) : [];
        return {
          model: { kind: 'thank-you-upsell', site: toWebsiteResponse(site), order, upsells, ...this.common(host, path, await this.users.pixelIdOf(site.userId)) },
        };
      }
      case 'upsell-accepted': {
        // Read in the order's variant of the language (ijekavian for a Bosnian or Montenegrin order).
        const order = route.orderId ? await this.orders.findRecentPublic(route.orderId) : null;
        return { model: { kind: 'upsell-accepted', orderId: route.orderId, ...(order ? { market: marketOfCurrency(order.currency) } : {}), ...this.common(host, path) } };
      }
      case 'thank-you-simple': {
        const order = route.orderId ? await this.orders.findRecentPublic(route.orderId) : null;
        return { model: { kind: 'thank-you-simple', order, ...this.common(host, path) } };
      }
      case 'thank-you-generic':
        return { model: { kind: 'thank-you-generic', ...this.common(host, path) } };
      case 'storefront': {
        const items = (await this.websites.findPublicList()).map(toPublicListItem);
        return { model: { kind: 'storefront', items, ...this.common(host, path) } };
      }
    }
  }

  logRenderError(err: unknown) {
    this.logger.error(`Public page failed: ${(err as Error)?.stack ?? err}`);
  }
}
