import { detectCategory } from './categories.js';
import { rule, schema, type Schema } from './validation.js';
import { MAX_PRICE } from './limits.js';
import { anchorOriginalPrice, BEST_OFFER_BADGE, discountPercent, roundMoney } from './pricing.js';
import type { QuantityOffer, QuantityOffers, Testimonial } from './website.js';

/**
 * The website editor (/edit/{id}) and the owner's edit mode on the public page (spec 001 §2.2, §2.5,
 * §3 "Quantity option", §5, §8, §9): texts, the quantity-option ↔ quantityOffers mapping, defaults.
 * Pure: the editor, the public page's owner chunk and the server use the same functions.
 */

export const EDITOR_TEXTS = {
  loading: 'Učitavanje template-a...',
  notFound: 'Template nije pronađen',
  saving: 'Čuvam...',
  errorTitle: 'Greška',
  saveFailed: 'Greška pri ažuriranju template-a',
  savedTitle: 'Uspeh!',
  saved: 'Template je uspešno ažuriran',
  imageUpdatedTitle: 'Slika ažurirana',
  imageUpdated: 'Slika je uspešno zamenjena',
  imageUpdateFailed: 'Neuspešno ažuriranje slike',
  pageSavedTitle: 'Uspešno sačuvano',
  pageSaved: 'Promene su uspešno sačuvane',
  pageSaveFailed: 'Neuspešno čuvanje promena',
  uploaded: 'Slika je uspešno uploadovana.',
  uploadDialogFailed: 'Greška pri upload-u slike. Pokušajte ponovo.',
  editModeOn: 'Edit mode uključen',
  editModeOff: 'Edit mode isključen',
  testimonialsLoading: 'Učitavam komentare...',
  testimonialsFailed: 'Greška pri učitavanju komentara',
} as const;

/** One quantity option of the editor (spec 001 §3), saved as JSON text in editableContent.quantityData. */
export interface QuantityOption {
  qty: number;
  price: number;
  originalPrice: number;
  /** Percent. */
  discount: number;
  label: string;
  popular: boolean;
  bestValue: boolean;
  note?: string;
}

export const QUANTITY_BADGES = { bestValue: 'NAJBOLJA VREDNOST', popular: 'POPULARNO' } as const;

/** The badge of an option: 'NAJBOLJA VREDNOST' if bestValue, 'POPULARNO' if popular, else none. */
export const quantityBadge = (o: Pick<QuantityOption, 'bestValue' | 'popular'>) =>
  o.bestValue ? QUANTITY_BADGES.bestValue : o.popular ? QUANTITY_BADGES.popular : '';

/** Editor fallback offers (spec 001 §9): 1990 (old 2990, 33 %), 3190 (5980, 47 %), 4490 (8970, 50 %, popular). */
export const EDITOR_FALLBACK_OPTIONS: readonly QuantityOption[] = [
  { qty: 1, price: 1990, originalPrice: 2990, discount: 33, label: '1 komad', popular: false, bestValue: false },
  { qty: 2, price: 3190, originalPrice: 5980, discount: 47, label: '2 komada', popular: false, bestValue: false },
  { qty: 3, price: 4490, originalPrice: 8970, discount: 50, label: '3 komada', popular: true, bestValue: false },
];

/** A new option after `count` existing ones (spec 001 §5): qty count+1, 2990 (old 4990), 40 %, '{n} komada'. */
export function newQuantityOption(count: number): QuantityOption {
  const n = count + 1;
  return { qty: n, price: 2990, originalPrice: 4990, discount: 40, label: n === 1 ? '1 komad' : `${n} komada`, popular: false, bestValue: false };
}

/** Input coercion of the editor (spec 001 §5): qty integer (1 if invalid), prices decimals (0), discount integer (0). */
export const toQty = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
export const toPrice = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};
export const toDiscount = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) ? n : 0;
};
/** A testimonial rating: 1–5, 5 if invalid. */
export const toRating = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : 5;
};

/** The options of quantityData, or null when it is missing or not a list of options. */
export function parseQuantityData(data: unknown): QuantityOption[] | null {
  if (typeof data !== 'string' || !data.trim()) return null;
  try {
    const list = JSON.parse(data);
    if (!Array.isArray(list) || list.length === 0) return null;
    return list.map((o) => ({
      qty: toQty(o?.qty),
      price: toPrice(o?.price),
      originalPrice: toPrice(o?.originalPrice),
      discount: toDiscount(o?.discount),
      label: typeof o?.label === 'string' ? o.label : '',
      popular: o?.popular === true,
      bestValue: o?.bestValue === true,
      ...(typeof o?.note === 'string' && o.note ? { note: o.note } : {}),
    }));
  } catch {
    return null;
  }
}

/** The editor's options for a site: its quantityData, else its quantityOffers, else the editor fallback. */
export function quantityOptionsOf(site: {
  editableContent?: { quantityData?: unknown } | null;
  quantityOffers?: QuantityOffers | null;
  originalPrice?: number | null;
  currency?: string | null;
}): QuantityOption[] {
  const saved = parseQuantityData(site.editableContent?.quantityData);
  if (saved) return saved;
  const q = site.quantityOffers;
  if (q?.single?.price && q.double?.price && q.triple?.price) {
    // The old prices the page shows next to the offers: the site's old unit price times the pieces.
    const currency = site.currency || 'RSD';
    const unitOld = anchorOriginalPrice(q.single.price, site.originalPrice, currency);
    return ([q.single, q.double, q.triple] as QuantityOffer[]).map((o, i) => {
      const originalPrice = roundMoney(unitOld * (i + 1), currency);
      return {
        qty: i + 1,
        price: o.price,
        originalPrice,
        discount: discountPercent(o.price, originalPrice),
        label: o.text || ['1 komad', '2 komada', '3 komada'][i],
        popular: o.badge === QUANTITY_BADGES.popular,
        bestValue: o.badge === QUANTITY_BADGES.bestValue || o.badge === BEST_OFFER_BADGE,
      };
    });
  }
  return EDITOR_FALLBACK_OPTIONS.map((o) => ({ ...o }));
}

/** A refusal for a list of options, or undefined (server rule: the first three are 1, 2 and 3 pieces). */
export function quantityOptionsProblem(options: readonly QuantityOption[]): string | undefined {
  if (options.length === 0 || options.length > MAX_QUANTITY_OPTIONS) return EDITOR_MESSAGES.quantityOptionsCount;
  for (const [i, o] of options.entries()) {
    if (i < 3 && o.qty !== i + 1) return EDITOR_MESSAGES.quantityOrder;
    if (!(o.price > 0) || o.price > MAX_PRICE || o.originalPrice > MAX_PRICE) return EDITOR_MESSAGES.quantityPrice;
    if (o.discount < 0 || o.discount > 99) return EDITOR_MESSAGES.quantityDiscount;
    if (o.label.length > 60 || (o.note?.length ?? 0) > 200) return EDITOR_MESSAGES.quantityText;
  }
  return undefined;
}

export const MAX_QUANTITY_OPTIONS = 10;
export const MAX_TESTIMONIALS = 50;

/** Server-only texts of the editor's saves (the spec shows none). */
export const EDITOR_MESSAGES = {
  quantityOptionsCount: `Potrebna je najmanje jedna, a najviše ${MAX_QUANTITY_OPTIONS} ponuda količine`,
  quantityOrder: 'Prve tri ponude moraju biti za 1, 2 i 3 komada, tim redom',
  quantityPrice: 'Cena ponude mora biti pozitivan broj',
  quantityDiscount: 'Popust mora biti između 0 i 99%',
  quantityText: 'Naziv ponude može imati najviše 60, a napomena 200 znakova',
  testimonial: 'Svaki komentar mora imati ime i tekst, a ocenu od 1 do 5',
  websiteHasOrders: 'Website koji ima porudžbine ne može da se obriše. Možete ga isključiti.',
  deleted: 'Website je obrisan',
  versionNotFound: 'Verzija nije pronađena',
  rewriteField: 'Ovo polje ne može da se prepiše',
} as const;

/** New testimonial defaults (spec 001 §5): placeholder name, place and text, rating 5, verified. */
/**
 * A new testimonial's placeholder (spec 001 §5 marks it verified; a placeholder is no verified buyer, so it
 * starts unverified and the seller ticks 'Verifikovan kupac' for a real one).
 */
export function newTestimonial(): Testimonial {
  return { name: 'Ime kupca', location: 'Grad', text: 'Utisak kupca o proizvodu.', rating: 5, purchase_date: '', verified: false };
}

/** Review visibility of the Advertorial Template: three flags, all visible by default (spec 001 §3, §4). */
export function enabledTestimonialsOf(value: unknown): boolean[] {
  const list = Array.isArray(value) ? value : [];
  return [0, 1, 2].map((i) => list[i] !== false);
}

/** Testimonial categories of GET /api/testimonials/{name}/{category} (spec 001 §7). */
export const TESTIMONIAL_CATEGORIES = ['zdravlje', 'tehnologija', 'beauty', 'ostalo'] as const;
export type TestimonialCategory = (typeof TESTIMONIAL_CATEGORIES)[number];

/** The testimonial category guessed from title and bullets (spec 001 §7). */
export function testimonialCategory(title: string, bullets: readonly string[] = []): TestimonialCategory {
  const c = detectCategory(`${title} ${bullets.join(' ')}`);
  return c === 'health' ? 'zdravlje' : c === 'tech' ? 'tehnologija' : c === 'beauty' ? 'beauty' : 'ostalo';
}

/** One AI-written comment (spec 001 §3 "AI testimonial response"). */
export interface AiTestimonial {
  name: string;
  comment: string;
  imageUrl: string;
  reactions: string[];
  likes: number;
  timeAgo: string;
}

export interface TestimonialsResponse {
  testimonials: AiTestimonial[];
}

/** A saved version of a site's content (every save keeps one; the last WEBSITE_VERSIONS_KEPT). */
export interface WebsiteVersionItem {
  id: number;
  createdAt: string;
  title: string;
}
export const WEBSITE_VERSIONS_KEPT = 20;

/** The fields 'Prepiši' can ask a fresh variant of (POST …/rewrite {field}). */
export const REWRITABLE_FIELDS = ['title', 'hook', 'bullets', 'faq'] as const;
export type RewritableField = (typeof REWRITABLE_FIELDS)[number];
export interface RewriteRequest {
  field: RewritableField;
}
/** POST …/rewrite {field}: one of REWRITABLE_FIELDS, else 400 'Ovo polje ne može da se prepiše'. */
export const rewriteRequestSchema: Schema<RewriteRequest> = schema<RewriteRequest>({
  field: [rule((v) => ((REWRITABLE_FIELDS as readonly unknown[]).includes(v) ? undefined : EDITOR_MESSAGES.rewriteField), { enum: [...REWRITABLE_FIELDS] }, { required: true })],
});
/** The fresh variant, within the field's limits: a text for title/hook, 5 bullets, 3 FAQ items. */
export interface RewriteResponse {
  field: RewritableField;
  value: string | string[] | { q: string; a: string }[];
}
