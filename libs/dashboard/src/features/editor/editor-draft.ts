import {
  comparisonTextFor,
  enabledTestimonialsOf,
  parseImageList,
  quantityOptionsOf,
  quantityOptionsToOffers,
  roundMoney,
  type EditableContent,
  type FaqItem,
  type PreviewMode,
  type QuantityOption,
  type Testimonial,
  type UpdateWebsiteRequest,
  type WebsiteResponse,
} from '@cod/contracts';

/** The texts of editableContent the Advertorial tab edits (spec 001 §3 editableContent). */
export const ADVERTORIAL_TEXT_FIELDS = [
  'adviceTitle', 'adviceText', 'storyTitle', 'storySubtitle', 'ctaButtonText', 'newBadge',
  'benefit1Title', 'benefit1Description', 'benefit2Title', 'benefit2Description', 'benefit3Title', 'benefit3Description',
] as const;
export type AdvertorialTextField = (typeof ADVERTORIAL_TEXT_FIELDS)[number];

/** What the editor's form holds: the site's editable content, shaped for inputs. */
export interface EditorDraft {
  title: string;
  shortName: string;
  hook: string;
  bullets: string[];
  longDescription: string;
  faq: FaqItem[];
  seoTitle: string;
  seoDescription: string;
  images: string[];
  palette: { primary: string; bg: string };
  /** The price block of templates without quantity options. */
  originalPrice: number;
  currentPrice: number;
  comparisonText: string;
  previewMode: PreviewMode;
  sku: string;
  quantityOptions: QuantityOption[];
  testimonials: Testimonial[];
  enabledTestimonials: boolean[];
  advertorial: Record<AdvertorialTextField, string>;
}

/** A change of the form: the changed fields, or a function of the current form (for changes in a row). */
export type DraftUpdate = (patch: Partial<EditorDraft> | ((draft: EditorDraft) => Partial<EditorDraft>)) => void;

/** Templates whose page shows the 1/2/3-piece offers the quantity editor writes (spec 001 §7). */
export const hasQuantityOptions = (templateName: string) => templateName === 'Sales Template' || templateName === 'Advertorial Template';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function testimonialsOf(site: WebsiteResponse): Testimonial[] {
  const own = site.editableContent?.testimonials;
  const list = Array.isArray(own) && own.length ? own : Array.isArray(site.testimonials) && site.testimonials.length ? site.testimonials : site.aiCopy?.testimonials ?? [];
  return list.map((t) => ({ name: str(t.name), location: str(t.location), text: str(t.text), rating: t.rating, purchase_date: str(t.purchase_date), verified: t.verified !== false }));
}

export function draftFromSite(site: WebsiteResponse): EditorDraft {
  const ec: EditableContent = site.editableContent ?? {};
  const anchoring = site.priceAnchoring;
  return {
    title: str(site.title),
    shortName: str(site.shortName),
    hook: str(site.hook),
    bullets: Array.isArray(site.bullets) ? site.bullets.map(str) : [],
    longDescription: str(site.longDescription),
    faq: Array.isArray(site.faq) ? site.faq.map((f) => ({ q: str(f?.q), a: str(f?.a) })) : [],
    seoTitle: str(site.seoTitle),
    seoDescription: str(site.seoDescription),
    images: parseImageList(site.images),
    palette: { primary: site.palette?.primary || '#0D9488', bg: site.palette?.bg || '#F0FDFA' },
    currentPrice: site.currentPrice || anchoring?.currentPrice || 0,
    originalPrice: site.originalPrice || anchoring?.originalPrice || 0,
    comparisonText: str(anchoring?.comparisonText),
    previewMode: site.previewMode === 'client' ? 'client' : 'customer',
    sku: str(site.sku),
    quantityOptions: quantityOptionsOf(site),
    testimonials: testimonialsOf(site),
    enabledTestimonials: enabledTestimonialsOf(ec.enabledTestimonials),
    advertorial: Object.fromEntries(ADVERTORIAL_TEXT_FIELDS.map((k) => [k, str(ec[k])])) as Record<AdvertorialTextField, string>,
  };
}

/** The price the page will show and its old price: the first quantity option's, or the price block's. */
export function shownPrices(draft: EditorDraft, site: WebsiteResponse): { current: number; original: number | null } {
  const first = hasQuantityOptions(site.templateName) ? draft.quantityOptions[0] : undefined;
  const current = first ? first.price : draft.currentPrice;
  const original = first ? first.originalPrice : draft.originalPrice;
  return { current, original: original > current ? original : null };
}

/** The comparison sentence as the save will write it: the generated one follows the prices, the seller's own stays. */
export function comparisonTextOf(draft: EditorDraft, site: WebsiteResponse): string {
  const { current, original } = shownPrices(draft, site);
  return comparisonTextFor(site, draft.comparisonText, current, original);
}

/**
 * The PUT /api/websites/id/{id} body of the editor (spec 001 §7): the common fields; for Sales and
 * Advertorial also quantityOffers and editableContent; for Advertorial the story when it has one.
 * The preview is fed the same body. The server derives prices again and never trusts these.
 */
export function saveBodyOf(draft: EditorDraft, site: WebsiteResponse): UpdateWebsiteRequest {
  const currency = site.currency || 'RSD';
  const symbol = site.currencySymbol || currency;
  const current = roundMoney(draft.currentPrice, currency);
  const original = roundMoney(draft.originalPrice, currency);
  const body: UpdateWebsiteRequest = {
    title: draft.title,
    shortName: draft.shortName,
    hook: draft.hook,
    bullets: draft.bullets,
    longDescription: draft.longDescription,
    faq: draft.faq,
    images: draft.images,
    palette: { ...site.palette, primary: draft.palette.primary, bg: draft.palette.bg },
    priceAnchoring: { originalPrice: original, currentPrice: current, savings: Math.max(0, roundMoney(original - current, currency)), comparisonText: draft.comparisonText },
    previewMode: draft.previewMode,
    sku: draft.sku.trim() || null,
    // Left out when empty: the server keeps the saved ones (an empty SEO text is refused).
    ...(draft.seoTitle.trim() ? { seoTitle: draft.seoTitle } : {}),
    ...(draft.seoDescription.trim() ? { seoDescription: draft.seoDescription } : {}),
  };
  if (hasQuantityOptions(site.templateName)) {
    body.quantityOffers = quantityOptionsToOffers(draft.quantityOptions, currency, symbol);
    // A cleared text is sent as null: the server merges editableContent key by key, and null removes a key.
    const texts = Object.fromEntries(ADVERTORIAL_TEXT_FIELDS.map((k) => [k, draft.advertorial[k].trim() ? draft.advertorial[k] : null]));
    body.editableContent = {
      ...(texts as EditableContent),
      quantityData: JSON.stringify(draft.quantityOptions),
      enabledTestimonials: draft.enabledTestimonials,
      testimonials: draft.testimonials,
    };
    const first = draft.quantityOptions[0];
    if (first) body.priceAnchoring = { ...body.priceAnchoring!, currentPrice: first.price, originalPrice: first.originalPrice, savings: Math.max(0, roundMoney(first.originalPrice - first.price, currency)) };
  } else {
    body.testimonials = draft.testimonials;
  }
  if (site.templateName === 'Advertorial Template' && site.advertorialStory && Object.keys(site.advertorialStory).length > 0) {
    body.advertorialStory = site.advertorialStory;
  }
  return body;
}
