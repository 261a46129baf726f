import {
  anchorOriginalPrice,
  defaultQuantityOffers,
  discountPercent,
  isSavingsBadge,
  largestDiscount,
  packSaving,
  parseImageList,
  QUANTITY_TEXT,
  resolveImageUrl,
  roundMoney,
  savingsBadge,
  SOCIAL_PROOF_MINIMUM,
  STOREFRONT_PATH,
  type FaqItem,
  type MarketId,
  type PublicShop,
  type ProductPageModel,
  type QuantityOffer,
  type Testimonial,
  type UrgencyElement,
  type UrgencyElements,
  type WebsiteResponse,
} from '@cod/contracts';
import { priceText } from '../../format.js';
import { termsOf, type TermsView } from './terms.js';

/**
 * What the three templates show, derived once from the model: every fallback of spec 001 (§2.2, §9)
 * is decided here, so the templates only lay things out. Seller text stays text: React escapes it.
 */
export interface ProductView {
  site: WebsiteResponse;
  variant: 0 | 1 | 2 | 3;
  name: string;
  short: string;
  hook: string;
  bullets: string[];
  /** Resolved image URLs (at least one: a stock picture when the site has none). */
  images: string[];
  currency: string;
  symbol: string;
  price: number;
  oldPrice: number;
  discount: number;
  offers: OfferView[];
  /** The largest discount shown next to any offer (0 without one): the most a banner may promise. */
  maxDiscount: number;
  testimonials: Testimonial[];
  faq: FaqItem[];
  urgency: UrgencyView;
  /**
   * The footer's brand: the seller's shop name from their profile, else the product's short name. (Spec 001
   * §2.2 makes one up from the title, 'Lampa Tech': a shop that does not exist, so never.)
   */
  brand: string;
  market: MarketId;
  region: string;
  /** The seller's identity and terms (null: no profile; nothing is claimed). */
  shop: PublicShop | null;
  terms: TermsView;
  /** Where the back link leads (never the console's sign-in). */
  homeUrl: string;
  /** The seller's offer end (ISO), while it is still ahead: the only countdown a page may run. */
  endsAt: string | null;
  /** Real counters show from this many up (the seller's socialProof.minimum); null: the seller switched them off. */
  proofMinimum: number | null;
  /** 'EU KVALITET' only when the seller turned the badge on (editableContent.showQualityBadge). */
  qualityBadge: boolean;
  year: number;
}

/** What a list of reviews on the page adds up to: their count and their average rating ('4,7'). */
export interface ReviewSummary {
  count: number;
  average: string;
}

export function reviewSummary(list: readonly Testimonial[]): ReviewSummary | null {
  if (list.length === 0) return null;
  const avg = list.reduce((n, t) => n + t.rating, 0) / list.length;
  return { count: list.length, average: (Math.round(avg * 10) / 10).toFixed(1).replace('.', ',') };
}

export interface OfferView {
  qty: 1 | 2 | 3;
  price: number;
  priceText: string;
  oldPriceText: string | null;
  discount: number;
  /** '2.330 RSD / kom' for packs: this offer's price divided by its pieces. */
  perPieceText: string | null;
  text: string;
  badge: string;
}

/** An urgency entry is shown unless the owner switched it off (`enabled: false`); its text is the seller's. */
export interface UrgencyView {
  limitedStock: UrgencyElement | null;
  limitedTime: UrgencyElement | null;
  socialProof: UrgencyElement | null;
  exclusivity: UrgencyElement | null;
  bonuses: UrgencyElement | null;
}

const REGIONS: Record<MarketId, string> = { Serbia: 'cele Srbije', Bosnia: 'cele BiH', Montenegro: 'cele Crne Gore' };

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Feature titles longer than 50 characters are cut to 47 + '...' (spec 001 §2.2). */
export const cutTitle = (t: string) => (t.length > 50 ? `${t.slice(0, 47)}...` : t);

/** Long descriptions: paragraphs on blank lines, lines kept (never HTML). */
export const paragraphs = (text: string) =>
  str(text)
    .split(/\n\s*\n/)
    .map((p) => p.split('\n').map((l) => l.trim()).filter(Boolean))
    .filter((p) => p.length > 0);

/** Only in-page anchors, site-relative paths and http(s) links from seller data. */
export function safeHref(href: unknown, fallback = '#porudzbina'): string {
  const h = str(href);
  if (/^#[\w-]*$/.test(h) || /^\/(?!\/)/.test(h) || /^https?:\/\//i.test(h)) return h;
  return fallback;
}

/** The seller's offer end when it is a valid time still ahead of `now`. */
export function offerEndsAt(u: Partial<UrgencyElements> | null | undefined, now = Date.now()): string | null {
  const e = u?.limitedTime;
  if (!e || e.enabled === false || typeof e.endsAt !== 'string') return null;
  const at = Date.parse(e.endsAt);
  return Number.isFinite(at) && at > now ? new Date(at).toISOString() : null;
}

function proofMinimumOf(u: Partial<UrgencyElements> | null | undefined): number | null {
  const e = u?.socialProof;
  if (e && e.enabled === false) return null;
  const min = Number(e?.minimum);
  return Number.isInteger(min) && min >= 1 ? min : SOCIAL_PROOF_MINIMUM;
}

function urgencyOf(u: Partial<UrgencyElements> | null | undefined): UrgencyView {
  const pick = (e: UrgencyElement | undefined): UrgencyElement | null => {
    if (e && e.enabled === false) return null;
    return { enabled: true, text: str(e?.text) };
  };
  return {
    limitedStock: pick(u?.limitedStock),
    limitedTime: pick(u?.limitedTime),
    socialProof: pick(u?.socialProof),
    exclusivity: pick(u?.exclusivity),
    bonuses: pick(u?.bonuses),
  };
}

/** Old prices of the editor's quantity options (editableContent.quantityData), when it has them. */
function editorOldPrices(site: WebsiteResponse): (number | undefined)[] {
  try {
    const data = JSON.parse(String(site.editableContent?.quantityData ?? ''));
    if (!Array.isArray(data)) return [];
    return data.slice(0, 3).map((o) => (typeof o?.originalPrice === 'number' && o.originalPrice > 0 ? o.originalPrice : undefined));
  } catch {
    return [];
  }
}

function offersOf(site: WebsiteResponse, currency: string, symbol: string, unitOld: number): OfferView[] {
  const q = site.quantityOffers;
  const valid = (o: QuantityOffer | undefined) => !!o && typeof o.price === 'number' && o.price > 0;
  const offers = q && valid(q.single) && valid(q.double) && valid(q.triple) ? q : defaultQuantityOffers(site.currentPrice || 2990, currency, symbol);
  const editorOld = editorOldPrices(site);
  const defaults = [QUANTITY_TEXT.single, QUANTITY_TEXT.double, QUANTITY_TEXT.triple];
  const single = offers.single.price;
  return ([offers.single, offers.double, offers.triple] as QuantityOffer[]).map((o, i) => {
    const qty = (i + 1) as 1 | 2 | 3;
    const old = editorOld[i] ?? roundMoney(unitOld * qty, currency);
    const hasOld = old > o.price;
    return {
      qty,
      price: o.price,
      priceText: priceText(o.price, currency, symbol),
      oldPriceText: hasOld ? priceText(old, currency, symbol) : null,
      discount: hasOld ? discountPercent(o.price, old) : 0,
      perPieceText: qty > 1 ? `${priceText(roundMoney(o.price / qty, currency), currency, symbol)} / kom` : null,
      text: str(o.text) || defaults[i],
      badge: offerBadge(str(o.badge), single, qty, o.price, currency, symbol),
    };
  });
}

/**
 * A saved 'UŠTEDA …' badge is re-derived from the offer it stands next to (its pieces at the single
 * price minus its price, exactly), so an old rounded figure or one left from an earlier price never
 * shows; no saving, no badge. Other badges ('NAJBOLJA PONUDA') stay as saved.
 */
export function offerBadge(badge: string, singlePrice: number, qty: number, price: number, currency: string, symbol: string): string {
  if (!isSavingsBadge(badge)) return badge;
  const saving = qty > 1 ? packSaving(singlePrice, qty, price, currency) : 0;
  return saving > 0 ? savingsBadge(saving, symbol) : '';
}

/**
 * The Sales Template's top banner (spec 001 §2.2 'EU KVALITET | 60% POPUST'): the quality claim only when the
 * seller turned it on, the page's real largest discount only when there is one; null: no banner.
 */
export function topBannerText(maxDiscount: number, qualityBadge: boolean): string | null {
  const parts = [qualityBadge ? 'EU KVALITET' : '', maxDiscount > 0 ? `${maxDiscount}% POPUST` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' | ') : null;
}

function testimonialsOf(site: WebsiteResponse): Testimonial[] {
  const lists: unknown[] = [site.editableContent?.testimonials, site.testimonials, site.aiCopy?.testimonials, site.advertorialStory?.testimonialsSection];
  const list = lists.find((l): l is Record<string, unknown>[] => Array.isArray(l) && l.length > 0) ?? [];
  return list
    .filter((t) => t && typeof t === 'object' && str(t.text ?? t.comment))
    .map((t) => ({
      name: str(t.name) || 'Kupac',
      location: str(t.location),
      text: str(t.text ?? t.comment),
      rating: Math.min(5, Math.max(1, Math.round(Number(t.rating) || 5))),
      purchase_date: str(t.purchase_date ?? t.timeAgo),
      // Only what the seller marked: generated comments are never 'Verifikovan kupac'.
      verified: t.verified === true,
    }));
}

export function faqOf(list: unknown): FaqItem[] {
  if (!Array.isArray(list)) return [];
  return list
    .map((f) => ({ q: str(f?.q ?? f?.question), a: str(f?.a ?? f?.answer) }))
    .filter((f) => f.q && f.a);
}

export function productView(model: ProductPageModel): ProductView {
  const site = model.site;
  const currency = str(site.currency) || 'RSD';
  const symbol = str(site.currencySymbol) || currency;
  const price = site.currentPrice || site.priceAnchoring?.currentPrice || 2990;
  const anchorOld = site.priceAnchoring?.originalPrice;
  const oldPrice = anchorOld && anchorOld > price ? anchorOld : anchorOriginalPrice(price, site.originalPrice, currency);
  const keywordSource = `${site.title} ${site.hook}`;
  const images = parseImageList(site.images).map((v) => resolveImageUrl(v, keywordSource));
  if (images.length === 0) images.push(resolveImageUrl('', keywordSource));
  const offers = offersOf(site, currency, symbol, oldPrice);
  return {
    site,
    variant: model.variant,
    name: str(site.title),
    short: str(site.shortName) || str(site.title),
    hook: str(site.hook),
    bullets: (Array.isArray(site.bullets) ? site.bullets : []).map(str).filter(Boolean),
    images,
    currency,
    symbol,
    price,
    oldPrice,
    discount: discountPercent(price, oldPrice),
    offers,
    maxDiscount: largestDiscount(offers.map((o) => o.discount)),
    testimonials: testimonialsOf(site),
    faq: faqOf(site.faq),
    urgency: urgencyOf(site.urgencyElements),
    brand: model.shop?.shopName ?? (str(site.shortName) || str(site.title)),
    market: site.targetMarket || 'Serbia',
    region: REGIONS[site.targetMarket] ?? REGIONS.Serbia,
    shop: model.shop ?? null,
    terms: termsOf(model.shop ?? null, currency, symbol),
    homeUrl: model.homeUrl ?? `/${STOREFRONT_PATH}`,
    endsAt: offerEndsAt(site.urgencyElements),
    proofMinimum: proofMinimumOf(site.urgencyElements),
    qualityBadge: site.editableContent?.showQualityBadge === true,
    year: new Date().getFullYear(),
  };
}
