import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_MARKET,
  DEFAULT_TEMPLATE,
  MARKETS,
  MAX_UPSELL_LINKS,
  normalizeCustomUrl,
  UPDATE_MESSAGES,
  usableSku,
  WEBSITE_MESSAGES,
  type CreateWebsiteRequest,
  type CreateWebsiteResponse,
  type GenerationEvent,
  type GenerationStep,
  type UpsellLinkInput,
} from '@cod/contracts';
import { randomBytes } from 'node:crypto';
import { ConflictError } from '../../common/errors/domain-error.js';
import { PublicUrl } from '../../config/public-url.js';
import { ImagesService, type ImportResult } from '../images/index.js';
import { ProductReader, type ExtractedProduct, type ProductReadResult } from '../products/index.js';
import { toUpsellResponse, upsellSourcePrice, UpsellsService, type UpsellDraft } from '../upsells/index.js';
import type { User } from '../users/index.js';
import { toWebsiteResponse, WebsitesService } from '../websites/index.js';
import { COPYWRITER, type CopyBrief, type Copywriter, type MarketInfo, type ProductFacts } from './copywriter.js';
import { honestContent } from './honest-content.js';

/** Imported pictures per website: the seller's first, then the product page's. */
const MAX_SITE_IMAGES = 8;
const MAX_UPSELL_IMAGES = 3;

export type ProgressListener = (event: GenerationEvent) => void;

export interface GenerationOptions {
  /** Told each step as it starts and ends (the builder's live progress). */
  onEvent?: ProgressListener;
  /** The seller's brief for the copywriter (the sync tool's test variant). */
  brief?: CopyBrief;
  /** The product page when the caller already read it (never read twice). */
  productPage?: ProductReadResult;
  /** A developer's test site: saved inactive and marked as a test, never live in the storefront. */
  test?: boolean;
}

interface PreparedUpsell {
  draft: UpsellDraft;
  warnings: string[];
}

const asLink = (l: string | UpsellLinkInput): UpsellLinkInput => (typeof l === 'string' ? { url: l.trim() } : { ...l, url: l.url.trim() });
const dedupe = (urls: string[]) => [...new Set(urls.map((u) => u.trim()).filter(Boolean))];

/** The pictures a page may link (ours), and the editor's message for each one that could not be imported. */
function usablePictures(results: ImportResult[]): { urls: string[]; refused: string[] } {
  return {
    urls: results.flatMap((r) => (r.url ? [r.url] : [])),
    refused: results.filter((r) => !r.url).map((r) => UPDATE_MESSAGES.imageImport(r.source)),
  };
}

/**
 * From a product link to a saved website: read the page, write the copy, import the pictures,
 * prepare the upsells, save — reporting each step. A page that cannot be read never fails the
 * creation: the form's own data is used and the answer says what could not be read.
 */
@Injectable()
export class WebsiteGenerator {
  constructor(
    private readonly reader: ProductReader,
    @Inject(COPYWRITER) private readonly copywriter: Copywriter,
    private readonly images: ImagesService,
    private readonly websites: WebsitesService,
    private readonly upsells: UpsellsService,
    private readonly publicUrl: PublicUrl,
  ) {}

  /**
   * A taken address is refused before any work (and before any progress is reported, so the caller
   * still answers a plain 409); the unique index decides a race at the end.
   */
  async create(owner: User, body: CreateWebsiteRequest, options: GenerationOptions = {}): Promise<CreateWebsiteResponse> {
    const { onEvent = () => undefined, brief, test = false } = options;
    const customUrl = normalizeCustomUrl(body.customUrl);
    if (await this.websites.isCustomUrlTaken(customUrl)) throw new ConflictError(WEBSITE_MESSAGES.customUrlTaken, 'customUrl');
    const warnings: string[] = [];
    const step = async <T>(name: GenerationStep, work: () => Promise<T>, detail?: (r: T) => string | undefined): Promise<T> => {
      onEvent({ type: 'step', step: name, status: 'started' });
      const result = await work();
      onEvent({ type: 'step', step: name, status: 'done', detail: detail?.(result) });
      return result;
    };

    const marketDef = MARKETS.find((m) => m.id === body.targetMarket) ?? MARKETS.find((m) => m.id === DEFAULT_MARKET)!;
    const market: MarketInfo = { id: marketDef.id, currency: marketDef.currency, currencySymbol: marketDef.currencySymbol };
    const links = (body.upsellProductLinks ?? []).slice(0, MAX_UPSELL_LINKS).map(asLink);

    const page = await step('reading', async () => options.productPage ?? this.reader.read(body.productLink.trim()), (r) => r.warning);
    if (page.warning) warnings.push(page.warning);
    const found: ExtractedProduct = page.product ?? { images: [], features: [], sources: [] };

    const price = body.currentPrice;
    // The form may leave the original price empty ('' or null): then the product page's, if higher.
    const originalPrice = typeof body.originalPrice === 'number' ? body.originalPrice : found.originalPrice && found.originalPrice > price ? found.originalPrice : null;
    const templateName = body.templateName ?? DEFAULT_TEMPLATE;
    const product: ProductFacts = { name: body.productName.trim(), description: found.description, features: found.features, brand: found.brand };
    // Whatever copywriter wrote it, the copy is held to the rules of honest pages before it is saved.
    const content = await step('writing', async () =>
      honestContent(await this.copywriter.writeWebsite({ product, price, originalPrice, market, templateName, brief }), {
        product,
        price,
        originalPrice,
        currency: market.currency,
      }),
    );

    const imageResults = await step(
      'images',
      () => this.images.importAll(dedupe([...body.images, ...found.images]).slice(0, MAX_SITE_IMAGES)),
      (r) => `${r.filter((i) => i.imported).length}/${r.length}`,
    );
    const pictures = usablePictures(imageResults);
    warnings.push(...pictures.refused);

    const upsells = await step('upsells', () => Promise.all(links.map((link, i) => this.prepareUpsell(link, i, market, price, body.productName))));
    for (const u of upsells) for (const w of u.warnings) warnings.push(`Dodatna ponuda ${u.draft.originalUrl}: ${w}`);

    const saved = await step('saving', () =>
      this.websites.insert(
        {
          productId: `p${randomBytes(6).toString('hex')}`,
          userId: owner.id,
          customUrl,
          ...content,
          images: pictures.urls,
          currency: market.currency,
          currencySymbol: market.currencySymbol,
          currentPrice: price,
          originalPrice: originalPrice ?? null,
          targetMarket: market.id,
          templateName,
          sku: body.sku?.trim() || usableSku(found.sku),
          productLink: body.productLink.trim(),
          previewMode: 'customer',
          aiCopy: { provider: this.copywriter.name, testimonials: content.testimonials },
          editableContent: {},
          editableByClient: true,
          upsellProductLinks: links,
          hasUpsellProducts: upsells.length > 0,
          source: { readFrom: found.sources, warnings, copywriter: this.copywriter.name, importedImages: imageResults.filter((r) => r.imported).length },
          isActive: !test,
          isTest: test,
        },
        (manager, site) => this.upsells.insertForWebsite(manager, site.id, upsells.map((u) => u.draft)),
      ),
    );
    const upsellRows = upsells.length ? await this.upsells.byWebsite(saved.id) : [];
    return {
      success: true,
      website: toWebsiteResponse(saved),
      websiteUrl: this.publicUrl.site(saved.customUrl),
      upsellProducts: upsellRows.map(toUpsellResponse),
      warnings,
    };
  }

  /** Reads an upsell's page and lets the copywriter fill every blank the seller left. */
  private async prepareUpsell(link: UpsellLinkInput, position: number, market: MarketInfo, mainPrice: number, mainProductName: string): Promise<PreparedUpsell> {
    const page = await this.reader.read(link.url);
    const found: ExtractedProduct = page.product ?? { images: [], features: [], sources: [] };
    const name = link.title?.trim() || found.name || 'Dodatni proizvod';
    const copy = await this.copywriter.writeUpsell({
      product: { name, description: found.description, features: found.features, brand: found.brand },
      // In the site's currency: a page priced in dinars gives € or KM at a price point on other markets.
      price: upsellSourcePrice(link.price, found, market.currency),
      // The source page's own old price, converted the same way: the only old price an upsell may show.
      originalPrice: found.originalPrice ? upsellSourcePrice(undefined, { price: found.originalPrice, currency: found.currency }, market.currency) : null,
      mainPrice,
      mainProductName: mainProductName.trim(),
      market,
    });
    const pictures = usablePictures(await this.images.importAll(link.image?.trim() ? [link.image.trim()] : found.images.slice(0, MAX_UPSELL_IMAGES)));
    return {
      warnings: [...(page.warning ? [page.warning] : []), ...pictures.refused],
      draft: {
        originalUrl: link.url,
        title: link.title?.trim() || copy.title,
        urgentDescription: copy.urgentDescription,
        originalPrice: copy.originalPrice,
        discountPrice: copy.discountPrice,
        savings: copy.savings,
        images: pictures.urls,
        features: copy.features,
        stockLeft: 5,
        sku: link.sku?.trim() || usableSku(found.sku),
        isActive: true,
        aiProcessed: true,
        aiProcessingError: page.warning ?? null,
        position,
      },
    };
  }
}
