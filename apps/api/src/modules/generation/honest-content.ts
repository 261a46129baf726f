/**
 * Honest pages: the one check every copywriter's output goes through before it is saved
 * (WebsiteGenerator for any copywriter; the OpenAI-compatible copywriter on its own answers, with the
 * offline copy to fall back on). Generated text:
 * - states no shop term and no count it cannot know (shop-claims.ts): the page renders the seller's
 *   terms and identity from the shop profile and real counters from real data;
 * - states no figure that is neither the product's (its name, brand, description, features) nor the
 *   offer's (price, a real old price and its percent, the quantity offers);
 * - marks no review as verified and dates none; sets no stock, deadline or made-up social proof;
 * - names no shop: the header carries the product's short name, the company line stays empty.
 * A sentence that breaks a rule goes; a field left empty takes the fallback's (honest) text, or a
 * statement true of every order paid on delivery.
 */
import {
  GENERATED_LIMITS,
  SOCIAL_PROOF_MINIMUM,
  defaultQuantityOffers,
  discountPercent,
  packSaving,
  roundMoney,
  type FaqItem,
  type QuantityOffers,
  type Testimonial,
  type TrustStatistic,
  type UrgencyElement,
  type UrgencyElements,
  type WebsiteContent,
} from '@cod/contracts';
import type { FieldVariant, ProductFacts, SiteFacts, UpsellCopy } from './copywriter.js';
import { SHOP_TERMS } from './offline/common.js';
import { productFactLines } from './offline/facts.js';
import { englishRun, looksEnglish, toSerbianVariant } from './offline/source-text.js';
import { cleanName, escapeRegExp, shortNameFrom } from './offline/text.js';
import { SHOP_CLAIM_RULES, WARRANTY_FACT } from './shop-claims.js';

/** What the check knows: the product's own facts and the offer. */
export interface HonestBasis {
  product: ProductFacts;
  price: number;
  /** A real old price (the seller's or the product page's); anything else is no old price. */
  originalPrice?: number | null;
  currency: string;
  /** The page's quantity offers, when there are some (their prices and savings are the offer's data). */
  offers?: QuantityOffers;
}

/** What the check knows of a saved site ('Prepiši'): its name, its text, its price and the default offers. */
export function siteHonestBasis(site: SiteFacts): HonestBasis {
  return {
    product: { name: site.title, description: site.longDescription, features: site.bullets },
    price: site.price,
    originalPrice: site.originalPrice,
    currency: site.market.currency,
    offers: defaultQuantityOffers(site.price, site.market.currency, site.market.currencySymbol),
  };
}

/** True of every order paid on delivery: what an emptied text says instead. */
const ALWAYS_TRUE = {
  payment: 'Plaćate tek kada paket stigne na vašu adresu',
  bullets: [
    'Plaćanje pouzećem – plaćate tek kada paket stigne na vašu adresu',
    'Poručivanje bez registracije – ime, adresa i telefon su dovoljni',
    'Dostava na kućnu adresu – plaćate kuriru pri preuzimanju',
    'Bez plaćanja unapred – novac dajete tek pri preuzimanju paketa',
    'Ponuda za više komada – jedan za vas, jedan za poklon',
  ],
  faq: [
    { q: 'Kako se plaća?', a: `Plaćanje je pouzećem, kuriru u trenutku preuzimanja paketa. ${SHOP_TERMS.delivery}` },
    { q: 'Kako da poručim?', a: 'Popunite formular na ovoj stranici – ime, adresa i broj telefona su dovoljni.' },
    { q: 'Mogu li da vratim proizvod?', a: SHOP_TERMS.returns },
  ] as FaqItem[],
  keywords: ['kupovina pouzećem', 'plaćanje pouzećem', 'dostava na kućnu adresu', 'poručivanje preko interneta', 'kupovina bez plaćanja unapred'],
};

const FIGURE = /\d+(?:[.,]\d+)*/g;

/** A figure read both ways a page may write it ('2.990' = 2990, '1,9' = 1.9, '1.9' = 1.9). */
function readings(token: string): number[] {
  const out = new Set<number>();
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(token)) out.add(Number(token.replace(/\./g, '').replace(',', '.')));
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(token)) out.add(Number(token.replace(/,/g, '')));
  out.add(Number(token.replace(',', '.')));
  return [...out].filter(Number.isFinite).map((n) => Math.round(n * 100) / 100);
}

interface Figures {
  /** The product's and the offer's: what any text may state. */
  any: Set<number>;
  /** The offer's alone: what an urgency strip may state. */
  offer: Set<number>;
  /** The product's own text and fact lines, lower case (a warranty it states is a fact). */
  productText: string;
  /** The product's fact lines as one pattern: what they say is never a claim of the copy's. */
  facts: RegExp | undefined;
  /** The product's own names (they may be English: 'Neck Massager with Heat' is the seller's name). */
  names: RegExp | undefined;
}

function figuresOf(basis: HonestBasis): Figures {
  const any = new Set<number>();
  const offer = new Set<number>();
  const product = basis.product ?? { name: '', features: [] };
  const facts = productFactLines(product, [product.name ?? ''], 12).lines;
  const productText = [product.name, product.brand, product.description, ...(product.features ?? []), ...facts].filter(Boolean).join('\n');
  for (const t of productText.match(FIGURE) ?? []) for (const n of readings(t)) any.add(n);
  const price = basis.price > 0 ? basis.price : 0;
  const old = basis.originalPrice && basis.originalPrice > price ? basis.originalPrice : 0;
  const money: number[] = [price, old, old ? roundMoney(old - price, basis.currency) : 0];
  const percents: number[] = old ? [discountPercent(price, old)] : [];
  const o = basis.offers;
  if (o) {
    const single = o.single.price;
    money.push(single, o.double.price, o.triple.price, packSaving(single, 2, o.double.price, basis.currency), packSaving(single, 3, o.triple.price, basis.currency));
    percents.push(discountPercent(o.double.price, single * 2), discountPercent(o.triple.price, single * 3));
  }
  for (const n of [...money, ...percents]) {
    if (n > 0) {
      const r = Math.round(n * 100) / 100;
      offer.add(r);
      any.add(r);
    }
  }
  const escaped = facts.filter((x) => x.length >= 6).map(escapeRegExp);
  const raw = cleanName(product.name ?? '');
  const names = [raw, toSerbianVariant(raw), shortNameFrom(raw), product.brand ?? ''].filter((n) => n.trim().length > 1).map(escapeRegExp);
  return {
    any,
    offer,
    productText: productText.toLowerCase(),
    facts: escaped.length ? new RegExp(escaped.join('|'), 'giu') : undefined,
    names: names.length ? new RegExp(names.sort((a, b) => b.length - a.length).join('|'), 'giu') : undefined,
  };
}

/** The first figure of a text that is not in `allowed`, or undefined. */
function strayFigure(text: string, allowed: ReadonlySet<number>): string | undefined {
  for (const m of text.matchAll(FIGURE)) if (!readings(m[0]).some((n) => allowed.has(n))) return m[0];
  return undefined;
}

/** Why a piece of text may not stand, or undefined when it may. */
function breach(text: string, f: Figures, allowed: ReadonlySet<number> = f.any): string | undefined {
  // The product's own fact lines say what they say ('Baterija traje do 30 dana' is no delivery time).
  const t = f.facts ? text.replace(f.facts, ' ') : text;
  for (const rule of SHOP_CLAIM_RULES) {
    const hit = rule.claim.exec(t);
    if (!hit) continue;
    // A warranty the product's page states, with its own figure, is a fact of the product.
    if (rule.id === 'guarantee' && WARRANTY_FACT.test(hit[0] + t.slice(hit.index + hit[0].length, hit.index + hit[0].length + 30)) && /garancij|jamstv|warrant/.test(f.productText) && !strayFigure(t, f.any)) continue;
    return `${rule.id}: ${hit[0]}`;
  }
  const stray = strayFigure(t, allowed);
  if (stray) return `figure ${stray}`;
  // English on a Serbian page: a run of three English words that is not the product's own name.
  const english = englishRun(f.names ? t.replace(f.names, ' proizvod ') : t);
  return english ? `English: ${english}` : undefined;
}

const SENTENCE = /(?<=[.!?…])\s+/u;

/** The text without its sentences that break a rule ('' when none is left); paragraphs stay. */
function honestText(text: string, f: Figures): string {
  if (!text) return text;
  return text
    .split('\n')
    .map((line) => {
      if (!line.trim()) return line;
      const kept = line.split(SENTENCE).filter((s) => breach(s, f) === undefined);
      // A line that loses every sentence goes as a whole (null), a blank line stays a paragraph break.
      return kept.length ? kept.join(' ') : null;
    })
    .filter((line): line is string => line !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const honestOr = (text: string, fallback: string | undefined, f: Figures, last: string) => {
  const own = honestText(text, f);
  if (own) return own;
  const fb = fallback ? honestText(fallback, f) : '';
  return fb || last;
};

/** Exactly `n` honest items: the candidate's, then the fallback's, then statements true of every order. */
function fill<T>(items: readonly T[], n: number, key: (t: T) => string, ...sources: (readonly T[])[]): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  for (const item of [...items, ...sources.flat()]) {
    const k = key(item).toLowerCase();
    if (!k || seen.has(k)) continue;
    seen.add(k);
    out.push(item);
    if (out.length === n) break;
  }
  return out;
}

const DELIVERY_Q = /dostav|isporuk|stiž|stig|paket|poštarin|šalje|kurir|shipping|delivery/iu;
const RETURN_Q = /vrat|povrać|povrat|zamen|zamijen|odustan|reklamac|ne odgovara|ne dopadne|očekivanj/iu;
const WARRANTY_Q = /garancij|jamstv|warrant/iu;

/** An FAQ item with an honest answer; a delivery, return or warranty question points to the shop's terms. */
function honestFaq(item: FaqItem, f: Figures): FaqItem | undefined {
  if (breach(item.q, f)) return undefined;
  const a = honestText(item.a, f);
  const terms = WARRANTY_Q.test(item.q) ? SHOP_TERMS.warranty : RETURN_Q.test(item.q) ? SHOP_TERMS.returns : DELIVERY_Q.test(item.q) ? SHOP_TERMS.delivery : '';
  if (terms && a !== item.a && !a.includes(terms)) return { q: item.q, a: a ? `${a} ${terms}` : terms };
  return a ? { q: item.q, a } : undefined;
}

function honestFaqList(list: readonly FaqItem[], fallback: readonly FaqItem[] | undefined, f: Figures, n: number): FaqItem[] {
  const own = list.map((x) => honestFaq(x, f)).filter((x): x is FaqItem => !!x);
  const fb = (fallback ?? []).map((x) => honestFaq(x, f)).filter((x): x is FaqItem => !!x);
  return fill(own, n, (x) => x.q, fb, ALWAYS_TRUE.faq);
}

/** A review as generated text: never verified, never dated, without claims about the shop. */
function honestReview<T extends { text: string; verified: boolean }>(t: T, f: Figures): T | undefined {
  const text = honestText(t.text, f);
  if (!text) return undefined;
  const out = { ...t, text, verified: false };
  if ('purchase_date' in out) (out as unknown as Testimonial).purchase_date = '';
  return out;
}

/** A strip may keep its text only when it states nothing but the offer's own data. */
function honestStrip(u: UrgencyElement | undefined, f: Figures): UrgencyElement {
  const text = u?.text?.trim() ?? '';
  if (!text || breach(text, f, f.offer)) return { enabled: false, text: '' };
  return { enabled: u?.enabled !== false, text };
}

function honestStrips(u: Partial<UrgencyElements> | undefined, f: Figures): UrgencyElements {
  return {
    limitedStock: { enabled: false, text: '' },
    limitedTime: { enabled: false, text: '', endsAt: null },
    socialProof: { enabled: true, text: '', minimum: SOCIAL_PROOF_MINIMUM },
    exclusivity: honestStrip(u?.exclusivity, f),
    bonuses: honestStrip(u?.bonuses, f),
  };
}

/** A trust figure stays when it is true of every order or the product's or offer's own data. */
function honestTrust(list: readonly TrustStatistic[], f: Figures): TrustStatistic[] {
  return list.filter((t) => breach(`${t.number} ${t.label}. ${t.description}`, f) === undefined);
}

/** The product's short name: what the header shows instead of any shop name. */
function productShortName(product: ProductFacts, current: string): string {
  const raw = cleanName(product?.name ?? '');
  const name = toSerbianVariant(raw);
  const own = new Set(`${raw} ${name} ${product?.brand ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const words = current.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // The short name stays when every word of it is the product's own (no 'Tech', 'Shop', 'Store' made up).
  return current && words.length > 0 && words.every((w) => own.has(w)) ? current : shortNameFrom(name);
}

const UNTOUCHED = new Set(['priceAnchoring', 'quantityOffers', 'palette', 'sections', 'designRecommendations', 'keywords', 'icon', 'href', 'type']);

/** Every other text of the story: honest, else the fallback's; lists lose their emptied items. */
function honestDeep(value: unknown, fallback: unknown, f: Figures): unknown {
  if (typeof value === 'string') return honestOr(value, typeof fallback === 'string' ? fallback : undefined, f, '');
  if (Array.isArray(value)) {
    const items = value.map((v, i) => honestDeep(v, Array.isArray(fallback) ? fallback[i] : undefined, f));
    return typeof value[0] === 'string' ? items.filter((x) => x !== '') : items;
  }
  if (value && typeof value === 'object') {
    const fb = (fallback && typeof fallback === 'object' ? fallback : {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = UNTOUCHED.has(k) ? v : honestDeep(v, fb[k], f);
    return out;
  }
  return value;
}

/**
 * The content with every rule of honest pages applied (see the file's comment). `fallback` is the
 * offline copy of the same product (honest by construction) where a model's text had to go.
 */
export function honestContent(content: WebsiteContent, basis: HonestBasis, fallback?: WebsiteContent): WebsiteContent {
  const f = figuresOf({ ...basis, offers: basis.offers ?? content.quantityOffers });
  const fb = fallback;
  const short = productShortName(basis.product, content.shortName);
  const name = toSerbianVariant(cleanName(basis.product?.name ?? content.title));
  const out = honestDeep(content, fb, f) as WebsiteContent;

  out.title = breach(content.title, f) ? (fb && !breach(fb.title, f) ? fb.title : name) : content.title;
  out.shortName = short;
  out.hook = honestOr(content.hook, fb?.hook, f, `${name}. ${ALWAYS_TRUE.payment}.`);
  out.longDescription = honestOr(content.longDescription, fb?.longDescription, f, `${name}. ${ALWAYS_TRUE.payment}.`);
  out.seoTitle = honestOr(content.seoTitle, fb?.seoTitle, f, name).slice(0, GENERATED_LIMITS.seoTitle).trim();
  out.seoDescription = honestOr(content.seoDescription, fb?.seoDescription, f, `${name}. ${ALWAYS_TRUE.payment}.`).slice(0, GENERATED_LIMITS.seoDescription).trim();
  out.bullets = fill(
    content.bullets.filter((b) => !breach(b, f)),
    GENERATED_LIMITS.bullets,
    (b) => b,
    (fb?.bullets ?? []).filter((b) => !breach(b, f)),
    ALWAYS_TRUE.bullets,
  );
  out.faq = honestFaqList(content.faq, fb?.faq, f, GENERATED_LIMITS.faq);
  out.keywords = fill(
    content.keywords.filter((k) => !breach(k, f)),
    GENERATED_LIMITS.keywords,
    (k) => k,
    (fb?.keywords ?? []).filter((k) => !breach(k, f)),
    ALWAYS_TRUE.keywords,
  );
  out.urgencyElements = honestStrips(content.urgencyElements, f);
  out.testimonials = content.testimonials.map((t) => honestReview(t, f)).filter((t): t is Testimonial => !!t);
  out.benefitsSection = {
    ...out.benefitsSection,
    benefits: content.benefitsSection.benefits.filter((b) => !breach(b.text, f)),
  };
  out.problemSolutionSections = out.problemSolutionSections.filter((p) => p.description1 && p.description2);

  const story = out.advertorialStory;
  const fbStory = fb?.advertorialStory;
  story.testimonialsSection = content.advertorialStory.testimonialsSection.map((t) => honestReview(t, f)).filter((t): t is NonNullable<typeof t> => !!t);
  story.trustStatistics = honestTrust(content.advertorialStory.trustStatistics, f);
  story.faqSection = honestFaqList(
    content.advertorialStory.faqSection.map((x) => ({ q: x.question, a: x.answer })),
    fbStory?.faqSection.map((x) => ({ q: x.question, a: x.answer })),
    f,
    content.advertorialStory.faqSection.length,
  ).map((x) => ({ question: x.q, answer: x.a }));
  story.ctaSection = {
    ...story.ctaSection,
    urgencyText: honestText(content.advertorialStory.ctaSection.urgencyText, f),
    guaranteeText: honestText(content.advertorialStory.ctaSection.guaranteeText, f) || ALWAYS_TRUE.payment,
  };
  story.headerSection = { ...story.headerSection, brandName: short };
  story.footerSection = { ...story.footerSection, companyInfo: '', supportHours: '' };
  return out;
}

/** A rewritten field ('Prepiši') under the same rules; what had to go comes from the fallback variant. */
export function honestField(variant: FieldVariant, basis: HonestBasis, fallback?: FieldVariant): FieldVariant {
  const f = figuresOf(basis);
  const name = cleanName(basis.product?.name ?? '');
  switch (variant.field) {
    case 'title':
      return { field: 'title', value: breach(variant.value, f) ? (fallback?.field === 'title' && !breach(fallback.value, f) ? fallback.value : name) : variant.value };
    case 'hook':
      return { field: 'hook', value: honestOr(variant.value, fallback?.field === 'hook' ? fallback.value : undefined, f, `${name}. ${ALWAYS_TRUE.payment}.`) };
    case 'bullets':
      return {
        field: 'bullets',
        value: fill(
          variant.value.filter((b) => !breach(b, f)),
          GENERATED_LIMITS.bullets,
          (b) => b,
          fallback?.field === 'bullets' ? fallback.value.filter((b) => !breach(b, f)) : [],
          ALWAYS_TRUE.bullets,
        ),
      };
    case 'faq':
      return { field: 'faq', value: honestFaqList(variant.value, fallback?.field === 'faq' ? fallback.value : undefined, f, GENERATED_LIMITS.faq) };
  }
}

/**
 * Upsell copy under the same rules: prices are the caller's (an old price only when it is real), and
 * no text states a stock, a deadline, a saving the prices do not have or a shop term.
 */
export function honestUpsell(copy: UpsellCopy, basis: HonestBasis, fallback: UpsellCopy): UpsellCopy {
  const f = figuresOf({ ...basis, offers: undefined });
  for (const n of [fallback.discountPrice, fallback.originalPrice, fallback.savings]) if (n > 0) f.any.add(Math.round(n * 100) / 100);
  const features = fill(
    copy.features.filter((x) => !breach(x, f)),
    Math.max(3, Math.min(5, copy.features.length)),
    (x) => x,
    fallback.features.filter((x) => !breach(x, f)),
  );
  return {
    title: breach(copy.title, f) || looksEnglish(copy.title) ? fallback.title : copy.title,
    urgentDescription: honestOr(copy.urgentDescription, fallback.urgentDescription, f, fallback.urgentDescription),
    features,
    originalPrice: fallback.originalPrice,
    discountPrice: fallback.discountPrice,
    savings: fallback.savings,
  };
}
