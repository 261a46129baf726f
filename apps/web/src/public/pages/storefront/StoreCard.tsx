import type { CardView } from './card-view.js';
import { CARD_IMAGE_SIZES } from './store-logic.js';

/**
 * One product of the storefront grid. `data-field` marks what the storefront island fills when it
 * builds cards from the `<template>` copy of this card (a list refreshed in the browser).
 */
export function StoreCard({ card }: { card: CardView }) {
  return (
    <a
      href={card.href}
      target="_blank"
      rel="noopener"
      data-store-card=""
      data-category={card.category}
      data-testid={`store-card-${card.id}`}
      className="group flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
    >
      <div className="relative aspect-square overflow-hidden bg-gray-100">
        <img
          data-field="image"
          src={card.image.src}
          srcSet={card.image.srcset}
          sizes={card.image.srcset ? CARD_IMAGE_SIZES : undefined}
          alt={card.title}
          width={640}
          height={640}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {card.hit ? (
          <span data-field="hit" className="absolute left-2 top-2 rounded-md bg-red-600 px-2 py-0.5 text-[11px] font-extrabold tracking-wider text-white shadow">
            HIT
          </span>
        ) : null}
        {card.discount > 0 ? (
          <span data-field="discount" className="absolute right-2 top-2 rounded-md bg-amber-400 px-2 py-0.5 text-xs font-extrabold text-gray-900 shadow">
            -{card.discount}%
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-3">
        <h3 data-field="title" className="line-clamp-2 text-sm font-semibold leading-snug text-gray-900 sm:text-base">
          {card.title}
        </h3>
        <p data-field="hook" className="mt-1 line-clamp-2 text-xs text-gray-500 sm:text-sm">
          {card.hook}
        </p>
        <div className="mt-auto pt-2">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span data-field="price" className="text-base font-extrabold text-red-600 sm:text-lg">
              {card.price}
            </span>
            {card.originalPrice ? (
              <s data-field="original" className="text-xs text-gray-400 sm:text-sm">
                {card.originalPrice}
              </s>
            ) : null}
          </p>
          <span className="mt-2 block rounded-lg bg-orange-600 py-2 text-center text-sm font-bold text-white transition-colors group-hover:bg-orange-700">Pogledaj ponudu</span>
        </div>
      </div>
    </a>
  );
}

/** The empty card the island copies for lists it loads itself (every optional part present). */
export const TEMPLATE_CARD: CardView = {
  id: 0,
  href: '/',
  title: '',
  hook: '',
  category: 'other',
  hit: true,
  discount: 1,
  price: '',
  originalPrice: ' ',
  image: { src: '/stock/product.svg' },
};
