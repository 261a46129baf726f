import { anchoringOf, defaultQuantityOffers, isWholeCurrency, QUANTITY_TEXT, roundMoney } from './pricing.js';
import { parseQuantityData, quantityBadge, type QuantityOption } from './editor.js';
import { fromMinor, toMinor, type Minor } from './money.js';
import type { EditableContent, PriceAnchoring, QuantityOffer, QuantityOffers } from './website.js';

/**
 * A site's price, stored once (`websites.offers`): its quantity offers in minor units. Every price
 * field the API answers — currentPrice, originalPrice, priceAnchoring (savings included),
 * quantityOffers and editableContent.quantityData — is derived from it by `offerPrices`, and an
 * order's total by `offerTotal`; nothing else computes them.
 */

/** The seller's quantity option in the editor (spec 001 §3): what quantityData adds to an offer. */
export interface StoredOption {
  /** The price as the seller typed it, only where it is not the offer's (a fraction of a dinar, or options a later save left behind). */
  price?: Minor;
  label: string;
  /** The option's old price (0: none). */
  originalPrice: Minor;
  /** Percent, as the seller left it. */
  discount: number;
  popular: boolean;
  bestValue: boolean;
  note?: string;
}

/** One stored offer: `qty` pieces for `price`. The first three are 1, 2 and 3 pieces (single, double, triple). */
export interface StoredOffer {
  qty: number;
  price: Minor;
  /** quantityOffers' text and badge (the first three offers). */
  text: string;
  badge: string;
  /** Present on the offers the editor saved (quantityData is derived from them), a prefix of the list. */
  option?: StoredOption;
}

/** websites.offers. */
export interface StoredPrices {
  /** At least three: single, double, triple; the editor's extra options after them. */
  offers: StoredOffer[];
  /** The old unit price a page strikes through: higher than the first offer's price, or null. */
  originalPrice: Minor | null;
  /** The seller's (or the generated) price comparison sentence. */
  comparisonText: string;
}

/** The price fields of a Website answer (spec 001 §3), derived from the stored offers. */
export interface OfferPrices {
  currentPrice: number;
  originalPrice: number | null;
  priceAnchoring: PriceAnchoring;
  quantityOffers: QuantityOffers;
  /** editableContent.quantityData: only when the editor saved its options. */
  quantityData?: string;
}

const KEYS = ['single', 'double', 'triple'] as const;

/** THE derivation: every price field a site answers with, from its stored offers. */
export function offerPrices(stored: StoredPrices, currency: string, symbol: string): OfferPrices {
  const offers = stored.offers;
  const first = offers[0];
  const fallback = first && offers.length >= 3 ? null : defaultQuantityOffers(first ? fromMinor(first.price) : 2990, currency, symbol);
  const quantityOffers = {} as QuantityOffers;
  KEYS.forEach((key, i) => {
    const o = offers[i];
    quantityOffers[key] = o ? { price: fromMinor(o.price), text: o.text, badge: o.badge } : fallback![key];
  });
  const current = first ? first.price : toMinor(quantityOffers.single.price);
  const original = stored.originalPrice !== null && stored.originalPrice > current ? stored.originalPrice : null;
  const options = offers.filter((o) => o.option).map((o) => optionOf(o, o.option!));
  return {
    currentPrice: fromMinor(current),
    originalPrice: original === null ? null : fromMinor(original),
    priceAnchoring: anchoringOf(current, original, stored.comparisonText),
    quantityOffers,
    ...(options.length ? { quantityData: JSON.stringify(options) } : {}),
  };
}

function optionOf(o: StoredOffer, opt: StoredOption): QuantityOption {
  return {
    qty: o.qty,
    price: fromMinor(opt.price ?? o.price),
    originalPrice: fromMinor(opt.originalPrice),
    discount: opt.discount,
    label: opt.label,
    popular: opt.popular,
    bestValue: opt.bestValue,
    ...(opt.note ? { note: opt.note } : {}),
  };
}

/** What an order of `quantity` pieces costs (1, 2, 3: the single, double, triple offer), in minor units of the currency's money. */
export function offerTotal(stored: StoredPrices, quantity: 1 | 2 | 3, currency: string): Minor {
  const o = stored.offers[quantity - 1];
  return roundMinor(o ? o.price : toMinor(offerPrices(stored, currency, currency).quantityOffers[KEYS[quantity - 1]].price), currency);
}

/** Minor units rounded to the currency's money: whole dinars (a multiple of 100), or cents as they are. */
export const roundMinor = (m: Minor, currency: string): Minor => (isWholeCurrency(currency) ? ((Math.round(m / 100) * 100) as Minor) : m);

/** A stored offer from an answered one (price in major units), with the editor's option when there is one. */
const storedOffer = (qty: number, o: QuantityOffer, option?: StoredOption): StoredOffer => ({ qty, price: toMinor(o.price), text: o.text, badge: o.badge, ...(option ? { option } : {}) });

/** An editor option as stored beside its offer of `price`. */
export function storedOption(o: QuantityOption, price: Minor): StoredOption {
  const typed = toMinor(o.price);
  return { ...(typed !== price ? { price: typed } : {}), label: o.label, originalPrice: toMinor(o.originalPrice), discount: o.discount, popular: o.popular, bestValue: o.bestValue, ...(o.note ? { note: o.note } : {}) };
}

/** The stored offers of the editor's options (spec 001 §3): first → single …, a missing one from the default offers of the first price. */
export function offersOfOptions(options: readonly QuantityOption[], currency: string, symbol: string, roundPrice: (n: number) => number): StoredOffer[] {
  const fallback = defaultQuantityOffers(options[0]?.price || 2990, currency, symbol);
  const out: StoredOffer[] = options.map((o, i) => {
    const price = toMinor(roundPrice(o.price));
    return { qty: o.qty, price, text: i < 3 ? o.label.trim() || QUANTITY_TEXT[KEYS[i]] : o.label.trim(), badge: quantityBadge(o), option: storedOption(o, price) };
  });
  for (let i = out.length; i < 3; i++) out.push(storedOffer(i + 1, fallback[KEYS[i]]));
  return out;
}

/** An option moved to an offer of `price`: the price it showed stays as it was typed. */
function keepTyped(from: StoredOffer, price: Minor): StoredOption {
  const { price: typed, ...rest } = from.option!;
  const shown = typed ?? from.price;
  return shown !== price ? { price: shown, ...rest } : rest;
}

/** The options of `from` kept on new first three offers (a save that sets prices but not the options keeps them). */
export function withOptionsOf(offers: QuantityOffers, from: readonly StoredOffer[]): StoredOffer[] {
  const out = KEYS.map((key, i) => storedOffer(i + 1, offers[key], from[i]?.option && keepTyped(from[i], toMinor(offers[key].price))));
  if (out.every((o) => o.option)) out.push(...from.slice(3).filter((o) => o.option));
  return out;
}

/** The price fields a site answered with before (an old row, a kept version, a generated site). */
export interface LegacyPrices {
  currentPrice?: number | null;
  originalPrice?: number | null;
  priceAnchoring?: Partial<PriceAnchoring> | null;
  quantityOffers?: Partial<QuantityOffers> | null;
  editableContent?: EditableContent | null;
}

const validOffer = (o: QuantityOffer | undefined): o is QuantityOffer => !!o && typeof o.price === 'number' && o.price > 0;

/**
 * The stored offers of a site's old five fields, with what the page and the orders use where they disagree:
 * the offers (orders are priced from quantityOffers; the page's defaults when they are not three prices), the
 * old unit price as the page reads it (priceAnchoring's when higher, else originalPrice's), and the editor's
 * options (their old prices are the offers' old prices on the page). Lossless for any answer `offerPrices` gave.
 */
export function storedPricesOf(site: LegacyPrices, currency: string, symbol: string): StoredPrices {
  const q = site.quantityOffers;
  const price = site.currentPrice || site.priceAnchoring?.currentPrice || 2990;
  const offers: QuantityOffers =
    q && validOffer(q.single) && validOffer(q.double) && validOffer(q.triple) ? (q as QuantityOffers) : defaultQuantityOffers(price, currency, symbol);
  const single = offers.single.price;
  const anchored = site.priceAnchoring?.originalPrice;
  const old = anchored && anchored > price ? anchored : site.originalPrice && site.originalPrice > price ? site.originalPrice : null;
  const options = parseQuantityData(site.editableContent?.quantityData) ?? [];
  const editor = options.map((o) => ({ qty: o.qty, price: toMinor(o.price), text: o.label.trim(), badge: quantityBadge(o), option: storedOption(o, toMinor(o.price)) }));
  const stored = withOptionsOf(offers, editor);
  return {
    offers: stored.map((o) => ({ ...o, text: typeof o.text === 'string' ? o.text : '', badge: typeof o.badge === 'string' ? o.badge : '' })),
    originalPrice: old !== null && toMinor(old) > toMinor(single) ? toMinor(old) : null,
    comparisonText: typeof site.priceAnchoring?.comparisonText === 'string' ? site.priceAnchoring.comparisonText : '',
  };
}

/** editableContent as stored: without quantityData (derived from the offers). */
export function storedEditableContent(content: EditableContent | null | undefined): EditableContent {
  const { quantityData: _derived, ...rest } = content ?? {};
  return rest;
}

/** editableContent as answered: the stored one with the editor's options (quantityData) when it has some. */
export function answeredEditableContent(content: EditableContent | null | undefined, prices: OfferPrices): EditableContent {
  const rest = storedEditableContent(content);
  return prices.quantityData !== undefined ? { ...rest, quantityData: prices.quantityData } : rest;
}

/** The editor's form: its quantity options (Sales, Advertorial), or the price block's two prices. */
export interface PriceForm {
  options?: readonly QuantityOption[];
  current?: number;
  original?: number;
  comparisonText: string;
}

/** The price fields a form gives (the editor's save body, its preview card, the comparison sentence): `offerPrices` of its offers. */
export function pricesOfForm(form: PriceForm, currency: string, symbol: string): OfferPrices {
  const money = (n: number) => roundMoney(n, currency);
  const offers = form.options ? offersOfOptions(form.options, currency, symbol, money) : withOptionsOf(defaultQuantityOffers(money(form.current ?? 0), currency, symbol), []);
  const old = form.options ? form.options[0]?.originalPrice ?? 0 : form.original ?? 0;
  return offerPrices({ offers, originalPrice: toMinor(money(old)), comparisonText: form.comparisonText }, currency, symbol);
}

/** The quantityOffers a list of options gives (spec 001 §3): first → single, second → double, third → triple, extras not mapped. */
export const quantityOptionsToOffers = (options: readonly QuantityOption[], currency: string, symbol: string): QuantityOffers =>
  pricesOfForm({ options, comparisonText: '' }, currency, symbol).quantityOffers;
