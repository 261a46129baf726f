import { discountPercent, offerSaving, parseImageList, type UpsellProductResponse } from '@cod/contracts';
import { ResponsiveImage } from '../storefront/ResponsiveImage.js';
import { priceText } from '../../format.js';
import { DiscountBadge } from '../../templates/shared/DiscountBadge.js';
import { Icon } from '../../templates/shared/icons.js';

export const UPSELL_TEXTS = {
  add: 'DODAJ U PORUDŽBINU',
  sameParcel: 'Stiže u istom paketu • plaćate pouzećem',
  savings: 'Uštedite',
} as const;

/** Carousel interval of the upsell pictures (spec 001 §2.4: 4 s). */
export const UPSELL_CAROUSEL_MS = 4000;

const IMG_SIZES = '(min-width: 640px) 300px, calc(100vw - 24px)';

function Pictures({ product, eager }: { product: UpsellProductResponse; eager: boolean }) {
  const images = parseImageList(product.images).slice(0, 8);
  const list = images.length ? images : [''];
  const frame = 'aspect-square w-full overflow-hidden rounded-xl bg-gray-50';
  const img = 'h-full w-full object-cover';
  if (list.length === 1) {
    return (
      <div className={frame}>
        <ResponsiveImage src={list[0]} alt={product.title} sizes={IMG_SIZES} width={640} height={640} className={img} lazy={!eager} />
      </div>
    );
  }
  return (
    <div data-island="carousel" data-props={JSON.stringify({ interval: UPSELL_CAROUSEL_MS })} className="relative" aria-roledescription="carousel" aria-label={`Slike: ${product.title}`}>
      <div className={frame}>
        {list.map((src, i) => (
          <div key={i} data-slide="" hidden={i > 0} aria-hidden={i > 0} className="h-full w-full">
            <ResponsiveImage src={src} alt={`${product.title} (${i + 1}/${list.length})`} keywords={product.title} sizes={IMG_SIZES} width={640} height={640} className={img} lazy={!(eager && i === 0)} />
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
        {list.map((_, i) => (
          <button
            key={i}
            type="button"
            data-dot=""
            aria-current={i === 0}
            aria-label={`Slika ${i + 1}`}
            className="h-2.5 w-2.5 rounded-full bg-white/70 ring-1 ring-black/20 aria-[current=true]:w-5 aria-[current=true]:bg-white"
          />
        ))}
      </div>
    </div>
  );
}

/**
 * One upsell offer with its one-click add button (the `upsell-offers` island handles the click). The old price
 * and saving only when the offer has a real one; no stock figure (spec 001 §3's stockLeft defaults to an invented 5).
 */
export function UpsellCard({ product, currency, currencySymbol, eager = false }: { product: UpsellProductResponse; currency: string; currencySymbol: string; eager?: boolean }) {
  const original = Number(product.originalPrice) || 0;
  const price = Number(product.discountPrice) || 0;
  // The saving next to the prices is theirs (never a stored figure that may be left from other prices).
  const savings = offerSaving(original, price, currency || 'RSD');
  const features = (product.features ?? []).filter((f) => typeof f === 'string' && f.trim()).slice(0, 6);
  const titleId = `upsell-title-${product.id}`;
  return (
    <article className="overflow-hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-6 sm:p-6" data-testid={`upsell-product-${product.id}`} aria-labelledby={titleId}>
      <div className="relative">
        <Pictures product={product} eager={eager} />
        <DiscountBadge percent={discountPercent(price, original)} className="absolute left-2 top-2 rounded-lg px-2.5 py-1 text-sm shadow" />
      </div>
      <div className="mt-4 flex flex-col sm:mt-0">
        <h3 id={titleId} className="text-lg font-extrabold leading-snug sm:text-xl">
          {product.title}
        </h3>
        {product.urgentDescription ? <p className="mt-2 text-sm font-medium text-red-700">{product.urgentDescription}</p> : null}
        {features.length ? (
          <ul className="mt-3 space-y-1.5 text-sm text-gray-700">
            {features.map((f, i) => (
              <li key={i} className="flex gap-2">
                <Icon name="check" strokeWidth={3} className="mt-0.5 h-4 w-4 shrink-0 text-green-600" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {original > price ? (
            <s className="text-base text-gray-500" data-testid="upsell-original-price">
              {priceText(original, currency, currencySymbol)}
            </s>
          ) : null}
          <span className="text-2xl font-extrabold text-red-600 sm:text-3xl" data-testid="upsell-price">
            {priceText(price, currency, currencySymbol)}
          </span>
        </div>
        {savings > 0 ? (
          <p className="mt-1 text-sm font-semibold text-green-700">
            {UPSELL_TEXTS.savings} {priceText(savings, currency, currencySymbol)}
          </p>
        ) : null}
        <button
          type="button"
          data-upsell-add={product.id}
          data-testid={`upsell-add-${product.id}`}
          aria-describedby={titleId}
          className="mt-4 flex min-h-14 w-full items-center justify-center gap-2 rounded-xl bg-orange-600 px-4 py-3 text-base font-extrabold tracking-wide text-white shadow-md transition-colors hover:bg-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-not-allowed data-[state=pending]:opacity-80 data-[state=added]:bg-green-600 data-[state=added]:opacity-100 sm:mt-auto"
        >
          <span data-upsell-label="">{UPSELL_TEXTS.add}</span>
        </button>
        <p className="mt-2 text-center text-xs text-gray-500">{UPSELL_TEXTS.sameParcel}</p>
      </div>
    </article>
  );
}
