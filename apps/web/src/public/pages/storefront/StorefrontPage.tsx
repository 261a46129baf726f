import { API, countText, MARKETS, NUMBER_FORMS, type StorefrontPageModel } from '@cod/contracts';
import { Icon } from '../../templates/shared/icons.js';
import { ShopIdentity, ShopTerms } from '../../templates/shared/ShopIdentity.js';
import { reassuranceLines, termsOf } from '../../templates/shared/terms.js';
import type { StorefrontProps } from '../../islands/storefront/storefront.js';
import { StoreCard, TEMPLATE_CARD } from './StoreCard.js';
import { cardView } from './card-view.js';
import { productCountText, STORE_CATEGORIES, STORE_TEXTS } from './store-logic.js';

export const STORE_NAME = 'Prodavnica';

const FOOTER_LINKS: { title: string; links: string[] }[] = [
  { title: 'Kupovina', links: ['Kako naručiti', 'Dostava', 'Plaćanje pouzećem', 'Povraćaj robe'] },
  { title: 'Pomoć', links: ['Kontakt', 'Česta pitanja', 'Reklamacije'] },
  { title: 'O nama', links: ['O prodavnici', 'Uslovi korišćenja', 'Politika privatnosti'] },
];

/**
 * The storefront at /prodavnica: every active site as a product card (spec 001 §2.1), or on a seller's domain
 * their sites under their shop's name and identity. Spec 001 §2.1's random counters, ratings and delivery
 * promises are not shown: only the seller's terms are.
 */
export function StorefrontPage({ model }: { model: StorefrontPageModel }) {
  const cards = model.items.map((item, i) => cardView(item, i));
  const HOME = model.homeUrl;
  const name = model.shop?.shopName ?? STORE_NAME;
  const market = model.market ?? 'Serbia';
  const m = MARKETS.find((x) => x.id === market) ?? MARKETS[0];
  const terms = termsOf(model.shop, m.currency, m.currencySymbol);
  const points = reassuranceLines(terms);
  if (terms.returns) points.push(terms.returns);
  const empty = cards.length === 0;
  const props: StorefrontProps = { listUrl: API.websites.publicList, refresh: empty };
  return (
    <div data-island="storefront" data-props={JSON.stringify(props)} className="flex min-h-screen flex-col bg-gray-50 text-gray-900">
      <p className="flex flex-wrap items-center justify-center gap-x-5 gap-y-0.5 bg-gray-900 px-3 py-2 text-center text-xs font-medium text-white sm:text-sm">
        {terms.shipping || terms.freeFrom ? (
          <span className="inline-flex items-center gap-1.5">
            <Icon name="truck" className="h-4 w-4 shrink-0" />
            {terms.freeFrom ?? terms.shipping}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <Icon name="cash" className="h-4 w-4 shrink-0" />
          Plaćanje pouzećem
        </span>
      </p>

      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:px-6">
          <button
            type="button"
            data-store-menu-toggle=""
            aria-controls="store-menu"
            aria-expanded="false"
            aria-label="Meni"
            data-testid="store-menu-toggle"
            className="-ml-1 flex h-10 w-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 lg:hidden"
          >
            <Icon name="menu" className="h-6 w-6" />
          </button>
          <a href={HOME} className="flex items-center gap-1.5 text-lg font-extrabold tracking-tight text-gray-900 sm:text-xl">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-orange-600 text-white">
              <Icon name="bag" className="h-5 w-5" />
            </span>
            {name}
          </a>
          <form role="search" action={HOME} method="get" data-store-search-form="" className="order-last w-full lg:order-none lg:mx-6 lg:w-auto lg:flex-1">
            <label className="relative block">
              <span className="sr-only">{STORE_TEXTS.searchLabel}</span>
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-400">
                <Icon name="search" />
              </span>
              <input
                type="search"
                name="q"
                autoComplete="off"
                placeholder={STORE_TEXTS.searchPlaceholder}
                data-store-search=""
                data-testid="store-search"
                className="h-11 w-full rounded-xl border border-gray-300 bg-gray-50 pl-10 pr-3 text-base outline-none focus:border-orange-500 focus:bg-white focus:ring-2 focus:ring-orange-200"
              />
            </label>
          </form>
          <div className="ml-auto flex items-center gap-1 sm:gap-3">
            {/* The sellers' sign-in (spec 001 §2.1) is the platform's: never on a seller's own shop. */}
            {model.seller ? null : (
              <a href="/create" className="rounded-lg px-3 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-100" data-testid="store-login">
                {STORE_TEXTS.login}
              </a>
            )}
            <span className="relative flex h-10 w-10 items-center justify-center rounded-lg text-gray-700" role="img" aria-label={`Korpa: ${countText(0, NUMBER_FORMS.products)}`} data-testid="store-cart">
              <Icon name="cart" className="h-6 w-6" />
              <span className="absolute right-0.5 top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-orange-600 px-1 text-[10px] font-bold text-white" aria-hidden="true">
                0
              </span>
            </span>
          </div>
        </div>
        <nav id="store-menu" data-store-menu="" hidden aria-label="Glavni meni" className="border-t border-gray-200 bg-white lg:hidden">
          <ul className="mx-auto max-w-6xl px-3 py-2 text-base font-medium sm:px-6">
            <li>
              <a href={HOME} className="block rounded-lg px-2 py-2.5 hover:bg-gray-100">
                Početna
              </a>
            </li>
            <li>
              <a href="#kategorije" className="block rounded-lg px-2 py-2.5 hover:bg-gray-100" data-store-menu-link="">
                Kategorije
              </a>
            </li>
            <li>
              <a href="#proizvodi" className="block rounded-lg px-2 py-2.5 hover:bg-gray-100" data-store-menu-link="">
                Proizvodi
              </a>
            </li>
            {model.seller ? null : (
              <li>
                <a href="/create" className="block rounded-lg px-2 py-2.5 font-semibold text-orange-700 hover:bg-gray-100">
                  {STORE_TEXTS.login}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </header>

      <main className="flex-1">
        <section className="bg-gradient-to-br from-orange-600 via-red-600 to-rose-700 text-white">
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-14 lg:flex lg:items-center lg:justify-between lg:gap-10">
            <div>
              <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">{model.shop ? name : 'Najbolje ponude na jednom mestu'}</h1>
              <p className="mt-3 max-w-xl text-base text-white/90 sm:text-lg">Naručite bez registracije i platite kuriru kada paket stigne.</p>
              <a href="#proizvodi" className="mt-5 inline-flex min-h-12 items-center rounded-xl bg-white px-6 py-3 font-bold text-red-700 shadow hover:bg-orange-50">
                Pogledaj ponudu
              </a>
              <ul className="mt-6 grid grid-cols-1 gap-2 text-sm font-medium text-white/95 sm:flex sm:flex-wrap sm:gap-6">
                {points.map((t) => (
                  <li key={t} className="flex items-center gap-1.5">
                    <Icon name="check" className="h-4 w-4" strokeWidth={3} />
                    {t}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section id="kategorije" aria-labelledby="categories-title" className="mx-auto max-w-6xl scroll-mt-32 px-3 pt-6 sm:px-6 sm:pt-10">
          <h2 id="categories-title" className="px-1 text-lg font-bold sm:text-2xl">
            Kategorije
          </h2>
          <div className="-mx-3 mt-3 flex snap-x scroll-px-3 gap-2 overflow-x-auto px-3 pb-2 sm:mx-0 sm:grid sm:grid-cols-5 sm:gap-3 sm:overflow-visible sm:px-0">
            {STORE_CATEGORIES.map((c) => (
              <button
                key={c.id}
                type="button"
                data-store-category={c.id}
                data-testid={`category-${c.id}`}
                aria-pressed="false"
                className="flex min-w-[6.75rem] shrink-0 snap-start flex-col items-center gap-1.5 rounded-xl bg-white px-2 py-3 text-sm font-semibold text-gray-800 shadow-sm ring-1 ring-black/5 transition hover:ring-orange-300 aria-pressed:bg-orange-600 aria-pressed:text-white aria-pressed:ring-orange-600 sm:min-w-0 sm:py-5 sm:text-base"
              >
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-orange-50 text-orange-600 sm:h-14 sm:w-14" data-category-icon="">
                  <Icon name={c.icon} className="h-6 w-6 sm:h-7 sm:w-7" />
                </span>
                {c.label}
              </button>
            ))}
          </div>
        </section>

        <section id="proizvodi" aria-labelledby="products-title" className="mx-auto max-w-6xl scroll-mt-32 px-3 py-6 sm:px-6 sm:py-10">
          <div className="flex items-baseline justify-between gap-3 px-1">
            <h2 id="products-title" className="text-lg font-bold sm:text-2xl" data-store-heading="">
              {STORE_TEXTS.allProducts}
            </h2>
            <p className="text-sm text-gray-500" data-store-count="" aria-live="polite">
              {empty ? '' : productCountText(cards.length)}
            </p>
          </div>

          <div data-store-grid="" data-testid="store-grid" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {cards.map((card) => (
              <StoreCard key={card.id} card={card} />
            ))}
          </div>

          <div data-store-loading="" hidden={!empty} role="status" className="flex flex-col items-center gap-3 py-16 text-gray-600" data-testid="store-loading">
            <span className="h-8 w-8 animate-spin rounded-full border-4 border-orange-200 border-t-orange-600 motion-reduce:animate-none" aria-hidden="true" />
            <p>{STORE_TEXTS.loading}</p>
          </div>

          <div data-store-error="" hidden role="alert" className="flex flex-col items-center gap-3 py-16 text-center" data-testid="store-error">
            <p className="font-semibold text-red-700">{STORE_TEXTS.error}</p>
            <button type="button" data-store-retry="" className="rounded-xl bg-gray-900 px-5 py-2.5 font-semibold text-white hover:bg-gray-700">
              {STORE_TEXTS.retry}
            </button>
          </div>

          <div data-store-empty="" hidden className="flex flex-col items-center gap-3 py-16 text-center" data-testid="store-empty">
            <p className="text-lg font-semibold text-gray-700">{STORE_TEXTS.empty}</p>
            <button type="button" data-store-reset="" className="rounded-xl bg-white px-5 py-2.5 font-semibold text-gray-800 shadow-sm ring-1 ring-gray-300 hover:bg-gray-50">
              Prikaži sve proizvode
            </button>
          </div>

          {empty ? (
            <template data-store-card-template="">
              <StoreCard card={TEMPLATE_CARD} />
            </template>
          ) : null}
        </section>
      </main>

      <footer className="bg-gray-900 text-gray-300">
        <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-8 px-4 py-10 sm:grid-cols-4 sm:px-6">
          <div className="col-span-2 sm:col-span-1">
            {model.shop ? (
              <ShopIdentity shop={model.shop} market={market} className="space-y-0.5 text-sm [&_p:first-child]:text-lg [&_p:first-child]:text-white" />
            ) : (
              <p className="text-lg font-extrabold text-white">{STORE_NAME}</p>
            )}
            <ShopTerms terms={terms} className="mt-2 space-y-0.5 text-sm text-gray-400" />
          </div>
          {FOOTER_LINKS.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <p className="font-semibold text-white">{col.title}</p>
              <ul className="mt-2 space-y-1.5 text-sm">
                {col.links.map((l) => (
                  <li key={l}>
                    <a href="#" className="hover:text-white">
                      {l}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-gray-500">© {new Date().getFullYear()} {name}. Sva prava zadržana.</p>
      </footer>
    </div>
  );
}
