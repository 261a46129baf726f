import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  acceptsUpsells,
  designVariant,
  mainCurrencyOf,
  marketOfCurrency,
  publicShopOf,
  siteUrlOnDomain,
  STOREFRONT_PATH,
  type ExperimentArm,
  type MarketId,
  type PublicOrder,
  type PublicPageCommon,
  type PublicPageModel,
  type RenderedPublicPage,
  type ThankYouShell,
  type WebsiteResponse,
} from '@cod/contracts';
import { securityHeaders } from '../../common/http/security-headers.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PublicUrl } from '../../config/public-url.js';
import { armOf, pickArm, RunningExperiments } from '../analytics/index.js';
import { DomainIndex, SiteHosts, type HostScope } from '../domains/index.js';
import { DomainEvents } from '../events/index.js';
import { OrdersService } from '../orders/index.js';
import { ShopProfileService } from '../shop-profile/index.js';
import { toUpsellResponse, UpsellsService } from '../upsells/index.js';
import { UsersService } from '../users/index.js';
import { OrderableSites, toPublicListItem, toWebsiteResponse, WebsitesService, type Website } from '../websites/index.js';
import { PageCache, preparePage, type CachedPage, type PageOwner } from './page-cache.js';
import { pageHeaders } from './public-page-headers.js';
import type { PublicRoute } from './public-routes.js';
import { loadPublicWebBuild, type PublicWebBuild } from './web-build.js';

export interface PageRequest {
  /** `home`: `/` of a seller's domain. */
  route: PublicRoute | { type: 'home' };
  host: string | undefined;
  scope: HostScope;
  path: string;
  /** The A/B test arm the visitor is in (picked by the fast route from a cached page); a site without a test ignores it. */
  arm?: ExperimentArm;
  /** The request's Cookie header: the arm of a site in a test, when the page is not cached yet. */
  cookies?: string;
}

const NOBODY: PageOwner = { websiteId: 0, userId: 0 };

/** A site's thank-you shell as it is kept, with whose site it is (dropped with that site's pages). */
interface KeptShell extends PageOwner {
  shell: ThankYouShell;
  at: number;
}

/** What a page is made from: its model, or a kept thank-you shell and the order that fills it. */
interface PageSource {
  model?: PublicPageModel;
  owner?: PageOwner;
  /** A thank-you page: the key of its site's shell, and the shell when one is kept. */
  thankYou?: { key: string; order: PublicOrder; kept?: ThankYouShell };
}

/** Whose page it is (null: no single seller), the slug of their site when known, and the market of its terms. */
interface Seller {
  userId: number | null;
  site: string | null;
  market: MarketId;
}


/**
 * Renders the public pages from the web app's server bundle and keeps product pages ready to send
 * (compressed, with an ETag) until their website changes.
 */
@Injectable()
export class PublicPagesService implements OnModuleInit {
  private readonly logger = new Logger('PublicPages');
  readonly cache = new PageCache();
  /** Thank-you shells (one per site, host, currency and offer state): a thank-you page without its render. */
  readonly shells = new PageCache<KeptShell>();
  private build?: Promise<PublicWebBuild>;

  constructor(
    private readonly websites: WebsitesService,
    private readonly sites: OrderableSites,
    private readonly upsells: UpsellsService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly publicUrl: PublicUrl,
    private readonly events: DomainEvents,
    private readonly hosts: SiteHosts,
    private readonly domains: DomainIndex,
    private readonly profiles: ShopProfileService,
    private readonly experiments: RunningExperiments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the client's address comes from X-Forwarded-For (TRUST_PROXY). */
  get trustProxy(): boolean {
    return this.config.trustProxy;
  }

  onModuleInit() {
    this.events.on('website.changed', ({ id, userId }) => {
      this.cache.dropWebsite(id, userId);
      this.shells.dropWebsite(id, userId);
    });
    const dropUser = (userId: number) => {
      this.cache.dropUser(userId);
      this.shells.dropUser(userId);
    };
    // A seller's domains changed: their pages' addresses and banner change (and a host may change hands).
    this.domains.onChange(dropUser);
    // Every page of a seller shows their shop identity and terms.
    this.profiles.onChange(dropUser);
  }

  private webBuild(): Promise<PublicWebBuild> {
    this.build ??= loadPublicWebBuild(this.config.webDistDir, this.config.webSsrDir).catch((err) => {
      this.build = undefined; // try again on the next request (e.g. after `npm run build`)
      throw err;
    });
    return this.build;
  }

  scopeOf(host: string | undefined): HostScope {
    return this.hosts.scopeOf(host);
  }

  /**
   * The cache key of a product page (or `/` of a seller's domain, slug ''): the address and what the
   * Host changes in the page (the seller's domain, or the preview flag). Unknown hosts are never cached.
   */
  productCacheKey(slug: string, host: string | undefined, scope = this.hosts.scopeOf(host)): string | undefined {
    if (scope.kind === 'seller') return `${slug}|${scope.host}`;
    return scope.kind === 'platform' ? `${slug}|${scope.preview ? 1 : 0}` : undefined;
  }

  /** A ready page for a request: from the cache for product pages, else freshly rendered. */
  async page(req: PageRequest): Promise<CachedPage> {
    const { route } = req;
    const cacheKey = route.type === 'product' || route.type === 'home' ? this.productCacheKey(route.type === 'home' ? '' : route.slug, req.host, req.scope) : undefined;
    const cached = cacheKey ? this.cache.get(cacheKey) : undefined;
    // A site in an A/B test keeps arm A under its key and arm B beside it.
    if (cached && !(cached.test && (req.arm === 'b' || armOf(req.cookies, cached.websiteId) === 'b'))) return cached;
    const wantsB = req.arm === 'b' || (cached?.test && armOf(req.cookies, cached.websiteId) === 'b');
    const cachedB = wantsB && cacheKey ? this.cache.get(`${cacheKey}|b`) : undefined;
    if (cachedB) return cachedB;
    const build = await this.webBuild();
    let source = await this.model(req);
    const filled = source.thankYou?.kept ? build.fillThankYouShell(source.thankYou.kept, source.thankYou.order) : null;
    if (filled !== null) return preparePage(source.owner ?? NOBODY, source.thankYou!.kept!.status, { ...securityHeaders(), ...pageHeaders(false) }, filled, false);
    // A kept shell the order's values cannot fill: the page is made afresh.
    if (source.thankYou?.kept) source = await this.model(req, false);
    const model = source.model!;
    const owner = source.owner;
    const { status, html } = this.rendered(build, model, source.thankYou);
    const cacheable = model.kind === 'product' && status === 200;
    const keep = cacheable && cacheKey !== undefined;
    const page = preparePage(owner ?? NOBODY, status, { ...securityHeaders(), ...pageHeaders(cacheable || model.kind === 'storefront' || model.kind === 'not-found', !!owner?.test) }, html, keep);
    if (keep) this.cache.set(owner?.test?.arm === 'b' ? `${cacheKey}|b` : cacheKey!, page);
    return page;
  }

  /** A page rendered; a thank-you page through its site's shell, which is kept for the site's next orders. */
  private rendered(build: PublicWebBuild, model: PublicPageModel, thankYou: PageSource['thankYou']): RenderedPublicPage {
    if (thankYou && model.kind === 'thank-you-upsell') {
      const shell = build.thankYouShell(model, build.assets);
      const html = shell && build.fillThankYouShell(shell, thankYou.order);
      if (shell && html !== null) {
        this.shells.set(thankYou.key, { websiteId: model.site.id, userId: model.site.userId, shell, at: Date.now() });
        return { status: shell.status, html };
      }
    }
    return build.render(model, build.assets);
  }

  /**
   * The key of a site's thank-you shell: everything of a request and an order that its page shows, but
   * the order's own values (number, quantity, total, the upsell window's end).
   */
  private shellKey(req: PageRequest, websiteId: number, order: PublicOrder, windowOpen: boolean): string {
    const host = req.scope.kind === 'seller' ? req.scope.host : req.scope.kind === 'platform' && req.scope.preview ? 'preview' : '';
    return JSON.stringify([websiteId, host, req.path.split(order.orderId).join('*'), order.currency, order.currencySymbol, order.productName, windowOpen]);
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
      canonicalUrl: `${this.publicUrl.base()}/${site.customUrl}`,
      previewProductionUrl: null,
      pixelId: null,
      shop: publicShopOf(await this.profiles.profileOf(site.userId), site.targetMarket),
      homeUrl: `/${STOREFRONT_PATH}`,
    };
    return build.render(model, build.assets).html;
  }

  /**
   * Canonical URL and banner of a page. A seller's page lives on their production domain when they have
   * one: on their domain it names that domain; on the platform's host it names it too, and the seller (only)
   * sees the banner with a button to it. Without a domain, the preview/dev host rule of spec 001 §2.2.
   */
  private async common(req: PageRequest, path: string, seller: Seller, pixelId: string | null = null): Promise<PublicPageCommon> {
    const { scope } = req;
    const sellerId = seller.userId;
    const shop = sellerId ? publicShopOf(await this.profiles.profileOf(sellerId), seller.market) : null;
    // A buyer's way back is the seller's site, never the console's sign-in at the platform's '/'.
    const homeUrl = scope.kind === 'seller' ? '/' : seller.site ? `/${seller.site}` : `/${STOREFRONT_PATH}`;
    const previewHost = scope.kind === 'platform' && scope.preview;
    const production = scope.kind === 'seller' ? scope.host : sellerId ? this.hosts.productionHostOf(sellerId) : null;
    if (production) {
      const url = siteUrlOnDomain(production, path.slice(1));
      const preview = scope.kind === 'seller' ? null : url;
      return { canonicalUrl: url, previewProductionUrl: preview, ...(preview && !previewHost ? { previewForOwnerOnly: true } : {}), pixelId, shop, homeUrl };
    }
    return { canonicalUrl: `${this.publicUrl.base()}${path}`, previewProductionUrl: previewHost ? `${this.config.publicBaseUrl}${path}` : null, pixelId, shop, homeUrl };
  }

  /** The seller a page belongs to: their site (when known) and the market whose terms it shows. */
  private sellerOf(req: PageRequest, site: Website | null, order: PublicOrder | null = null): Seller {
    const sellerId = site?.userId ?? (req.scope.kind === 'seller' ? req.scope.userId : null);
    const market = order ? marketOfCurrency(order.currency) : (site?.targetMarket ?? 'Serbia');
    // The way back only to a site that is live (an inactive one is the 404 page).
    return { userId: sellerId, site: site?.isActive ? site.customUrl : null, market };
  }

  /** The order's site, when it may be shown on this Host. */
  private async siteOfOrder(req: PageRequest, order: PublicOrder | null): Promise<Website | null> {
    if (!order) return null;
    const site = await this.websites.findById(order.websiteId);
    return this.shownHere(site, req.scope) ? site : null;
  }

  /** A seller's site as it may be shown for this Host: on a seller's domain, only that seller's sites. */
  private shownHere<T extends { userId: number }>(site: T | null, scope: HostScope): site is T {
    return !!site && scope.kind !== 'unknown' && (scope.kind !== 'seller' || site.userId === scope.userId);
  }

  private async productModel(req: PageRequest, site: Website, home = false): Promise<{ model: PublicPageModel; owner: PageOwner }> {
    const test = await this.experiments.of(site.id);
    const arm = test ? (req.arm ?? armOf(req.cookies, site.id) ?? pickArm(test.split)) : undefined;
    return {
      owner: { websiteId: site.id, userId: site.userId, ...(home ? { home } : {}), ...(test && arm ? { test: { split: test.split, arm } } : {}) },
      model: {
        kind: 'product',
        site: arm === 'b' ? test!.b : toWebsiteResponse(site),
        ...(arm ? { experimentArm: arm } : {}),
        variant: designVariant(site.productId || site.customUrl),
        // 'Nazad' on a sales page leads out of it: the seller's home on their domain, else the storefront.
        ...(await this.common(req, `/${site.customUrl}`, { ...this.sellerOf(req, site), site: null }, await this.users.pixelIdOf(site.userId))),
      },
    };
  }

  private async notFound(req: PageRequest): Promise<{ model: PublicPageModel }> {
    return { model: { kind: 'not-found', path: req.path, ...(await this.common(req, req.path, this.sellerOf(req, null))) } };
  }

  /** What a page is made from; `shells` false: never from a kept thank-you shell. */
  private async model(req: PageRequest, shells = true): Promise<PageSource> {
    const { route, scope, path } = req;
    if (scope.kind === 'unknown') return this.notFound(req);
    const sellerId = scope.kind === 'seller' ? scope.userId : null;
    // A page that shows an order of a deactivated seller is the 404 page, as their sites are.
    const order = 'orderId' in route && route.orderId ? await this.orders.findRecentPublic(route.orderId) : null;
    if (order && !(await this.sites.get(order.websiteId))?.sellerActive) return this.notFound(req);
    switch (route.type) {
      case 'product': {
        const site = await this.websites.findPublic(route.slug);
        return this.shownHere(site, scope) ? this.productModel(req, site) : this.notFound(req);
      }
      case 'home': {
        // `/` of a seller's domain: their home site, else (none active) the 404 page.
        const site = sellerId ? await this.websites.findHomeOf(sellerId) : null;
        return site ? this.productModel(req, site, true) : this.notFound(req);
      }
      case 'thank-you': {
        const ofRoute = !!order && (route.websiteId === null || order.websiteId === route.websiteId);
        // Offers show only while they can still join the parcel (the order's upsell window, an order not yet closed).
        const windowOpen = !!order && acceptsUpsells(order.status) && !!order.upsellDelayedUntil && Date.parse(order.upsellDelayedUntil) > Date.now();
        // A site's kept shell, when its site is live and shown on this Host (from the orderable sites in memory).
        const live = shells && ofRoute ? await this.sites.get(order.websiteId) : null;
        if (order && live?.isActive && this.shownHere(live, req.scope)) {
          const key = this.shellKey(req, live.id, order, windowOpen);
          const kept = this.shells.get(key)?.shell;
          if (kept) return { owner: { websiteId: live.id, userId: live.userId }, thankYou: { key, order, kept } };
        }
        const loaded = ofRoute ? await this.siteOfOrder(req, order) : null;
        const site = loaded?.isActive ? loaded : null;
        if (!order || !site) {
          const legacy = { kind: 'thank-you-legacy' as const, orderId: route.orderId, ...(order ? { market: marketOfCurrency(order.currency) } : {}) };
          return { model: { ...legacy, ...(await this.common(req, path, this.sellerOf(req, loaded, order))) } };
        }
        const [offers, pixelId] = await Promise.all([windowOpen ? this.upsells.publicOffers(site.id) : [], this.users.pixelIdOf(site.userId)]);
        return {
          owner: { websiteId: site.id, userId: site.userId },
          thankYou: { key: this.shellKey(req, site.id, order, windowOpen), order },
          model: {
            kind: 'thank-you-upsell',
            site: toWebsiteResponse(site),
            order,
            upsells: offers.map(toUpsellResponse),
            ...(await this.common(req, path, this.sellerOf(req, site, order), pixelId)),
          },
        };
      }
      case 'upsell-accepted': {
        // Read in the order's variant of the language (ijekavian for a Bosnian or Montenegrin order).
        const site = await this.siteOfOrder(req, order);
        const shown = site ? order : null;
        return {
          model: {
            kind: 'upsell-accepted',
            orderId: route.orderId,
            ...(shown ? { market: marketOfCurrency(shown.currency) } : {}),
            ...(await this.common(req, path, this.sellerOf(req, site, shown))),
          },
        };
      }
      case 'thank-you-simple': {
        // On a seller's domain, only an order of that seller's sites.
        const site = await this.siteOfOrder(req, order);
        const shown = site ? order : null;
        return { model: { kind: 'thank-you-simple', order: shown, ...(await this.common(req, path, this.sellerOf(req, site, shown))) } };
      }
      case 'thank-you-generic':
        return { model: { kind: 'thank-you-generic', ...(await this.common(req, path, this.sellerOf(req, null))) } };
      case 'storefront': {
        const items = (await this.websites.findPublicList(200, sellerId ?? undefined)).map(toPublicListItem);
        // A seller's own storefront shows their identity with the terms of the market most of its sites sell in.
        const seller: Seller = { userId: sellerId, site: null, market: marketOfCurrency(mainCurrencyOf(items.map((i) => i.currency))) };
        return { model: { kind: 'storefront', items, seller: sellerId !== null, market: seller.market, ...(await this.common(req, path, seller)) } };
      }
    }
  }

  logRenderError(err: unknown) {
    this.logger.error(`Public page failed: ${(err as Error)?.stack ?? err}`);
  }
}
