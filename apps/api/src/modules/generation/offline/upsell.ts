/**
 * Upsell copy: title, a line about adding it to the same parcel, features and prices. An old price
 * only when a real one exists (the upsell's source page or the seller): otherwise the price stands
 * alone, with no 'umesto' and no saving; no stock or deadline claim.
 */
import { charmPrice, offerSaving, roundMoney } from '@cod/contracts';
import type { UpsellCopy, UpsellCopyRequest } from '../copywriter.js';
import { productTextOf } from '../hold-to-product.js';
import { categoryOf, formatMoneyCached } from './context.js';
import { productFactLines } from './facts.js';
import { fittedBank } from './fitted-bank.js';
import { titleForPage } from './product-names.js';
import { seededRng } from './random.js';
import { cleanName, cutAtWord, mapStrings, polish, shortNameFrom } from './text.js';

const positive = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/**
 * Upsell prices: the given price, else 35–50 % of the main product's price as a charm price. The
 * original price is the real old price when there is one above the discount price, else the discount
 * price itself (savings 0): no made-up anchor.
 */
export function upsellPrices(request: Pick<UpsellCopyRequest, 'price' | 'mainPrice' | 'market' | 'originalPrice'>, share: number) {
  const currency = request.market?.currency || 'RSD';
  const given = positive(request.price);
  const discountPrice = given ? roundMoney(given, currency) : charmPrice(positive(request.mainPrice) * share, currency);
  const old = positive(request.originalPrice) ? roundMoney(positive(request.originalPrice), currency) : 0;
  const originalPrice = old > discountPrice ? old : discountPrice;
  const savings = offerSaving(originalPrice, discountPrice, currency);
  return { discountPrice, originalPrice, savings };
}

export function composeUpsell(request: UpsellCopyRequest): UpsellCopy {
  const product = request.product ?? { name: '', features: [] };
  const name = cleanName(product.name);
  const brand = product.brand ? cleanName(product.brand) : '';
  const names = [name, shortNameFrom(name), ...(brand ? [brand] : []), cleanName(request.mainProductName ?? '')];
  const category = categoryOf(product, name, brand);
  const bank = fittedBank(category, productTextOf(product));
  const r = seededRng(name.toLowerCase(), cleanName(request.mainProductName ?? '').toLowerCase(), request.market?.id ?? 'Serbia', 'upsell');
  const currency = request.market?.currency || 'RSD';
  const symbol = request.market?.currencySymbol || currency;
  const money = (n: number) => `${formatMoneyCached(n, currency)} ${symbol}`;
  const { discountPrice, originalPrice, savings } = upsellPrices(request, 0.35 + r.next() * 0.15);

  const priceSentence =
    savings > 0
      ? r.pick([
          `Dodajte ovaj proizvod u istu pošiljku po ceni od ${money(discountPrice)} umesto ${money(originalPrice)} – stiže zajedno sa vašom porudžbinom.`,
          `Uz ovu porudžbinu: ${money(discountPrice)} umesto ${money(originalPrice)}. Jednim klikom ga dodajete u isti paket, a kurir vam sve donosi odjednom.`,
          `Uštedite ${money(savings)} i dodajte ovaj proizvod u isti paket – plaćate sve zajedno, pouzećem, kada kurir stigne.`,
        ])
      : r.pick([
          `Dodajte ovaj proizvod u istu pošiljku po ceni od ${money(discountPrice)} – stiže zajedno sa vašom porudžbinom.`,
          `Cena: ${money(discountPrice)}. Jednim klikom ga dodajete u isti paket, a kurir vam sve donosi odjednom.`,
          `Dodajte ovaj proizvod u isti paket za ${money(discountPrice)} – plaćate sve zajedno, pouzećem, kada kurir stigne.`,
        ]);
  const urgency = r.pick(['Ponuda važi uz vašu današnju porudžbinu.', 'Dodaje se u istu porudžbinu jednim klikom.', '']);

  // The product's own facts (English ones translated, never copied), then the category's general lines.
  const own = productFactLines(product, names, 3).lines.filter((f) => f.length <= 90);
  const count = r.int(3, 5);
  const features = [...own.slice(0, Math.min(2, count - 1))];
  for (const f of r.shuffle(bank.upsellFeatures)) {
    if (features.length >= count) break;
    if (!features.includes(f)) features.push(f);
  }

  const copy: UpsellCopy = {
    title: cutAtWord(titleForPage(name, 'Dodatni proizvod'), 100, true),
    urgentDescription: urgency ? `${priceSentence} ${urgency}` : priceSentence,
    features,
    originalPrice,
    discountPrice,
    savings,
  };
  return mapStrings(copy, polish, new Set());
}
