/** Upsell copy: title, an urgent line about adding it to the same parcel, features and prices. */
import { anchorOriginalPrice, charmPrice, roundMoney } from '@cod/contracts';
import type { UpsellCopy, UpsellCopyRequest } from '../copywriter.js';
import { bankFor } from './banks/index.js';
import { categoryOf, formatMoneyCached } from './context.js';
import { seededRng } from './random.js';
import { serbianFeatures } from './source-text.js';
import { cleanName, cutAtWord, mapStrings, polish, shortNameFrom } from './text.js';

const positive = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/**
 * Upsell prices: the given price, else 35–50 % of the main product's price as a charm price;
 * the original price is the usual 1.4× anchor; savings = original − discount, rounded for the currency.
 */
export function upsellPrices(request: Pick<UpsellCopyRequest, 'price' | 'mainPrice' | 'market'>, share: number) {
  const currency = request.market?.currency || 'RSD';
  const given = positive(request.price);
  const discountPrice = given ? roundMoney(given, currency) : charmPrice(positive(request.mainPrice) * share, currency);
  const originalPrice = anchorOriginalPrice(discountPrice, null, currency);
  const savings = roundMoney(originalPrice - discountPrice, currency);
  return { discountPrice, originalPrice, savings };
}

export function composeUpsell(request: UpsellCopyRequest): UpsellCopy {
  const product = request.product ?? { name: '', features: [] };
  const name = cleanName(product.name);
  const brand = product.brand ? cleanName(product.brand) : '';
  const names = [name, shortNameFrom(name), ...(brand ? [brand] : []), cleanName(request.mainProductName ?? '')];
  const category = categoryOf(product, name, brand);
  const bank = bankFor(category);
  const r = seededRng(name.toLowerCase(), cleanName(request.mainProductName ?? '').toLowerCase(), request.market?.id ?? 'Serbia', 'upsell');
  const currency = request.market?.currency || 'RSD';
  const symbol = request.market?.currencySymbol || currency;
  const money = (n: number) => `${formatMoneyCached(n, currency)} ${symbol}`;
  const prices = upsellPrices(request, 0.35 + r.next() * 0.15);
  const { discountPrice, originalPrice, savings } = prices;

  const priceSentence = r.pick([
    `Dodajte ovaj proizvod u istu pošiljku po ceni od ${money(discountPrice)} umesto ${money(originalPrice)} – stiže zajedno sa vašom porudžbinom, bez dodatne dostave.`,
    `Samo sada: ${money(discountPrice)} umesto ${money(originalPrice)}. Jednim klikom ga dodajete u isti paket, a kurir vam sve donosi odjednom.`,
    `Uštedite ${money(savings)} i dodajte ovaj proizvod u isti paket – plaćate sve zajedno, pouzećem, kada kurir stigne.`,
  ]);
  const urgency = r.pick([
    'Ponuda važi samo na ovoj stranici i samo uz vašu današnju porudžbinu.',
    'Paket se uskoro pakuje, pa je ovo poslednja prilika da ga dopunite.',
    'Na stanju je još svega nekoliko komada po ovoj ceni.',
    '',
  ]);

  const own = serbianFeatures(product.features, names, 3).filter((f) => f.length <= 90);
  const count = r.int(3, 5);
  const features = [...own.slice(0, Math.min(2, count - 1))];
  for (const f of r.shuffle(bank.upsellFeatures)) {
    if (features.length >= count) break;
    if (!features.includes(f)) features.push(f);
  }

  const copy: UpsellCopy = {
    title: cutAtWord(name, 100, true),
    urgentDescription: urgency ? `${priceSentence} ${urgency}` : priceSentence,
    features,
    originalPrice,
    discountPrice,
    savings,
  };
  return mapStrings(copy, polish, new Set());
}
