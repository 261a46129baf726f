import {
  comparisonTextFor,
  enabledTestimonialsOf,
  parseImageList,
  pricesOfForm,
  quantityOptionsOf,
  SOCIAL_PROOF_MINIMUM,
  templateTraits,
  type EditableContent,
  type OfferPrices,
  type Palette,
  type QuantityOption,
  type Testimonial,
  type UpdateWebsiteRequest,
  type UrgencyElements,
  type WebsiteContent,
  type WebsiteResponse,
} from '@cod/contracts';

/** The texts of editableContent the Advertorial tab edits (spec 001 §3 editableContent). */
export const ADVERTORIAL_TEXT_FIELDS = [
  'adviceTitle', 'adviceText', 'storyTitle', 'storySubtitle', 'ctaButtonText', 'newBadge',
  'benefit1Title', 'benefit1Description', 'benefit2Title', 'benefit2Description', 'benefit3Title', 'benefit3Description',
] as const;
export type AdvertorialTextField = (typeof ADVERTORIAL_TEXT_FIELDS)[number];

/** The site's fields the form holds as the site has them (declared once, in the contracts). */
type SiteFields = Pick<WebsiteContent, 'title' | 'shortName' | 'hook' | 'bullets' | 'longDescription' | 'faq' | 'seoTitle' | 'seoDescription' | 'testimonials'> &
  Pick<WebsiteResponse, 'images' | 'previewMode'>;

/** What the editor's form holds: the site's editable content, shaped for inputs. */
export interface EditorDraft extends SiteFields {
  /** The two colours the Colors tab edits (the rest of the palette is kept as saved). */
  palette: Pick<Palette, 'primary' | 'bg'>;
  /** The price block of templates without quantity options. */
  originalPrice: number;
  currentPrice: number;
  comparisonText: string;
  /** '' for none (the save sends null). */
  sku: string;
  quantityOptions: QuantityOption[];
  enabledTestimonials: boolean[];
  advertorial: Record<AdvertorialTextField, string>;
  urgency: UrgencyDraft;
  /** 'EU KVALITET' on the Sales banner (editableContent.showQualityBadge). */
  qualityBadge: boolean;
}

/** What the page may claim about time, stock and buyers: only what the seller sets here. */
export interface UrgencyDraft {
  /** The offer's end as a datetime-local value ('2026-12-31T23:59'); '' = no countdown anywhere. */
  endsAt: string;
  /** The stock line as the seller writes it ('' = none). */
  stockText: string;
  /** Real counters (orders of the last 24 hours, visitors now) on the page. */
  proofOn: boolean;
  /** …from this figure up. */
  proofMinimum: number;
}

/** An ISO time as a datetime-local value in the browser's time zone ('' for none). */
export function localDateTime(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : NaN;
  if (!Number.isFinite(at)) return '';
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

function urgencyOf(site: WebsiteResponse): UrgencyDraft {
  const u = site.urgencyElements;
  const min = Number(u?.socialProof?.minimum);
  return {
    endsAt: u?.limitedTime?.enabled === false ? '' : localDateTime(u?.limitedTime?.endsAt),
    stockText: u?.limitedStock?.enabled === false ? '' : str(u?.limitedStock?.text),
    proofOn: u?.socialProof?.enabled !== false,
    proofMinimum: Number.isInteger(min) && min >= 1 ? min : SOCIAL_PROOF_MINIMUM,
  };
}

/** The site's urgency elements with the seller's choices (the other elements and texts as saved). */
export function urgencyElementsOf(draft: EditorDraft, site: WebsiteResponse): UrgencyElements {
  const u = site.urgencyElements ?? ({} as Partial<UrgencyElements>);
  const off = { enabled: false, text: '' };
  const endsAt = draft.urgency.endsAt ? new Date(draft.urgency.endsAt) : null;
  return {
    exclusivity: u.exclusivity ?? off,
    bonuses: u.bonuses ?? off,
    limitedTime: endsAt && Number.isFinite(endsAt.getTime()) ? { ...off, ...u.limitedTime, enabled: true, endsAt: endsAt.toISOString() } : { ...off, ...u.limitedTime, enabled: false, endsAt: null },
    limitedStock: { enabled: !!draft.urgency.stockText.trim(), text: draft.urgency.stockText.trim() },
    socialProof: { ...off, ...u.socialProof, enabled: draft.urgency.proofOn, minimum: Math.max(1, Math.round(draft.urgency.proofMinimum) || SOCIAL_PROOF_MINIMUM) },
  };
}

/** A change of the form: the changed fields, or a function of the current form (for changes in a row). */
export type DraftUpdate = (patch: Partial<EditorDraft> | ((draft: EditorDraft) => Partial<EditorDraft>)) => void;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function testimonialsOf(site: WebsiteResponse): Testimonial[] {
  const own = site.editableContent?.testimonials;
  const list = Array.isArray(own) && own.length ? own : Array.isArray(site.testimonials) && site.testimonials.length ? site.testimonials : site.aiCopy?.testimonials ?? [];
  return list.map((t) => ({ name: str(t.name), location: str(t.location), text: str(t.text), rating: t.rating, purchase_date: str(t.purchase_date), verified: t.verified === true }));
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
    urgency: urgencyOf(site),
    qualityBadge: ec.showQualityBadge === true,
  };
}

/** The price the page will show and its old price: the first quantity option's, or the price block's. */
export function shownPrices(draft: EditorDraft, site: WebsiteResponse): { current: number; original: number | null } {
  const p = draftPrices(draft, site);
  return { current: p.currentPrice, original: p.originalPrice };
}

/** Every price field the form gives, as the save will store them (contracts `pricesOfForm` → `offerPrices`). */
export function draftPrices(draft: EditorDraft, site: WebsiteResponse): OfferPrices {
  const currency = site.currency || 'RSD';
  const withOptions = templateTraits(site.templateName).offers.quantityOffers;
  const form = withOptions && draft.quantityOptions.length ? { options: draft.quantityOptions } : { current: draft.currentPrice, original: draft.originalPrice };
  return pricesOfForm({ ...form, comparisonText: draft.comparisonText }, currency, site.currencySymbol || currency);
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
  const prices = draftPrices(draft, site);
  const body: UpdateWebsiteRequest = {
    title: draft.title,
    shortName: draft.shortName,
    hook: draft.hook,
    bullets: draft.bullets,
    longDescription: draft.longDescription,
    faq: draft.faq,
    images: draft.images,
    palette: { ...site.palette, primary: draft.palette.primary, bg: draft.palette.bg },
    priceAnchoring: prices.priceAnchoring,
    previewMode: draft.previewMode,
    sku: draft.sku.trim() || null,
    // Left out when empty: the server keeps the saved ones (an empty SEO text is refused).
    ...(draft.seoTitle.trim() ? { seoTitle: draft.seoTitle } : {}),
    ...(draft.seoDescription.trim() ? { seoDescription: draft.seoDescription } : {}),
    urgencyElements: urgencyElementsOf(draft, site),
  };
  const traits = templateTraits(site.templateName);
  if (traits.offers.quantityOffers) {
    body.quantityOffers = prices.quantityOffers;
    // A cleared text is sent as null: the server merges editableContent key by key, and null removes a key.
    const texts = Object.fromEntries(ADVERTORIAL_TEXT_FIELDS.map((k) => [k, draft.advertorial[k].trim() ? draft.advertorial[k] : null]));
    body.editableContent = {
      ...(texts as EditableContent),
      quantityData: JSON.stringify(draft.quantityOptions),
      enabledTestimonials: draft.enabledTestimonials,
      testimonials: draft.testimonials,
      showQualityBadge: draft.qualityBadge,
    };
  } else {
    body.testimonials = draft.testimonials;
  }
  if (traits.sections.advertorialStory && site.advertorialStory && Object.keys(site.advertorialStory).length > 0) {
    body.advertorialStory = site.advertorialStory;
  }
  return body;
}
