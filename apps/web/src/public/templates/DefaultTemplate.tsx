import { formFor, NUMBER_FORMS } from '@cod/contracts';
import { priceText } from '../format.js';
import { Mark, PriceRow, ProofCount, Reassurance, UrgencyList } from './shared/Bits.js';
import { DiscountBadge } from './shared/DiscountBadge.js';
import { FaqSection } from './shared/Faq.js';
import { Heading } from './shared/Heading.js';
import { Icon } from './shared/icons.js';
import { Img } from './shared/Img.js';
import { ctaClass, lookFor } from './shared/look.js';
import { OrderPopup } from './shared/OrderPopup.js';
import { Review } from './shared/Review.js';
import { SiteFooter } from './shared/SiteFooter.js';
import { cutTitle, paragraphs, reviewSummary, type ProductView } from './shared/site.js';
import { Countdown } from './shared/Countdown.js';

const FEATURE_ICONS = ['sparkles', 'shield', 'zap', 'heart', 'award', 'check'];

/** A bullet as a feature card: 'Title – description' splits; titles over 50 characters are cut to 47 + '...'. */
export function featureOf(bullet: string): { title: string; text: string } {
  const m = /^(.{3,80}?)\s+[–—-]\s+(.+)$/.exec(bullet) ?? /^([^:]{3,60}):\s+(.+)$/.exec(bullet);
  const head = m ? m[1] : bullet;
  const title = cutTitle(head);
  return { title, text: m ? m[2] : title !== head ? bullet : '' };
}

/**
 * The default long page (spec 001 §2.2): fixed navigation (back, the owner's Edit/Lock, order), hero with at most
 * 3 bullets, features grid, long description, urgency strip, rotating testimonials with statistics,
 * bullet/image showcase, second image carousel, price comparison, FAQ, last-chance countdown, footer,
 * and the AI section structure when design recommendations exist. Orders in the popup.
 */
export function DefaultTemplate({ v }: { v: ProductView }) {
  const look = lookFor(v.variant);
  const u = v.urgency;
  // The price comparison: the site's price, its old price and the saving, all derived by contracts `offerPrices`.
  const anchorNow = v.price;
  const anchorOld = v.oldPrice;
  const saving = v.site.priceAnchoring?.savings ?? 0;
  const percent = v.discount;
  const sections = v.site.designRecommendations?.sectionStructure?.sections;
  // The showcase skips the hero picture when there are others (`from`: index of its first in the images).
  const from = v.images.length > 1 ? 1 : 0;
  const showcase = v.images.slice(from);
  const hasUrgency = Object.values(u).some((e) => e && e.text);
  const summary = reviewSummary(v.testimonials);

  return (
    <div className="min-h-screen pt-16">
      <nav className="fixed inset-x-0 top-0 z-40 border-b border-black/5 bg-white shadow-sm" aria-label="Navigacija">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
          {/* Never the platform's '/' (the console's sign-in): the storefront, or '/' on the seller's domain, or back in history when the visitor came from this site (islands/product/back-link). */}
          <a href={v.homeUrl} data-island="back-link" data-testid="back-link" aria-label="Nazad" className="inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-100">
            <Icon name="back" className="h-5 w-5" /> <span className="hidden sm:inline">Nazad</span>
          </a>
          <span className="min-w-0 flex-1 truncate text-center font-extrabold text-brand sm:text-lg">{v.short}</span>
          {/* The owner's Edit/Lock toggle: hidden for buyers, revealed by the owner tools (owner/edit-mode). */}
          <button
            type="button"
            data-edit-toggle=""
            hidden
            aria-pressed="false"
            data-testid="edit-toggle"
            className="group inline-flex items-center gap-1 rounded-lg border border-gray-200 px-2.5 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-50 aria-pressed:border-brand aria-pressed:text-brand"
          >
            <Icon name="pencil" className="h-4 w-4 group-aria-pressed:hidden" />
            <Icon name="lock" className="hidden h-4 w-4 group-aria-pressed:block" />
            <span data-edit-label="">Edit</span>
          </button>
          <button type="button" data-order-open="nav" data-testid="order-open" className={`bg-brand px-4 py-2 text-sm font-bold text-white ${look.button}`}>
            Poruči
          </button>
        </div>
      </nav>

      <main>
        {/* 1. Hero */}
        <section className={look.hero}>
          <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 md:grid-cols-2 md:py-14">
            <div className="relative">
              <Img src={v.images[0]} index={0} alt={v.name} priority sizes="(min-width: 768px) 480px, 100vw" className={`aspect-square w-full bg-white object-contain shadow-lg ${look.pic}`} />
              <DiscountBadge percent={v.offers[0].discount} className="absolute right-3 top-3 rounded-full px-3 py-1 text-sm shadow" />
            </div>
            <div>
              <ProofCount v={v} kind="visitors" icon="eye" className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-gray-700 shadow-sm" />
              <h1 className="mt-3 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{v.name}</h1>
              <p className="mt-3 text-lg leading-relaxed text-gray-700">{v.hook}</p>
              <ul className="mt-5 space-y-2" data-testid="hero-bullets">
                {v.bullets.slice(0, 3).map((b, i) => (
                  <li key={i} className="flex gap-2 text-ink">
                    <Mark />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                <PriceRow v={v} />
              </div>
              <button type="button" data-order-open="hero" data-testid="order-open" className={ctaClass(look, 'mt-5 w-full md:w-auto md:px-10')}>
                PORUČI ODMAH
              </button>
              <Reassurance terms={v.terms} className="mt-4" />
            </div>
          </div>
        </section>

        {/* 2. Features grid from bullets */}
        {v.bullets.length > 0 ? (
          <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="prednosti" data-testid="features">
            <Heading look={look} id="prednosti">
              Zašto izabrati baš ovaj proizvod?
            </Heading>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {v.bullets.map((b, i) => {
                const f = featureOf(b);
                return (
                  <div key={i} className={`p-5 ${look.card}`}>
                    <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand/10 text-brand">
                      <Icon name={FEATURE_ICONS[i % FEATURE_ICONS.length]} className="h-6 w-6" />
                    </span>
                    <h3 className="mt-3 text-lg font-bold leading-snug text-ink" data-feature-title="">
                      {f.title}
                    </h3>
                    {f.text ? <p className="mt-1 text-gray-600">{f.text}</p> : null}
                  </div>
                );
              })}
            </div>
          </section>
        ) : null}

        {/* 3. Long description */}
        {v.site.longDescription ? (
          <section className={look.alt} aria-labelledby="opis">
            <div className="mx-auto max-w-3xl px-4 py-12">
              <Heading look={look} id="opis">
                Opis proizvoda
              </Heading>
              <div className="space-y-4 text-lg leading-relaxed text-gray-700" data-testid="long-description">
                {paragraphs(v.site.longDescription).map((lines, i) => (
                  <p key={i}>
                    {lines.map((l, j) => (
                      <span key={j}>
                        {j > 0 ? <br /> : null}
                        {l}
                      </span>
                    ))}
                  </p>
                ))}
              </div>
            </div>
          </section>
        ) : null}

        {/* 4. Urgency strip */}
        {hasUrgency ? (
          <section className="bg-linear-to-r from-brand to-brand-2 px-4 py-8" data-testid="urgency-strip">
            <div className="mx-auto max-w-4xl">
              <UrgencyList u={u} className="sm:grid-cols-2" />
            </div>
          </section>
        ) : null}

        {/* 5. Rotating testimonials with statistics */}
        {v.testimonials.length > 0 ? (
          <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="utisci">
            <Heading look={look} id="utisci">
              Utisci naših kupaca
            </Heading>
            {summary ? (
              <ul className="mb-8 grid grid-cols-2 gap-2 text-center" data-testid="stats">
                <li className={`p-3 ${look.card}`}>
                  <strong className="block text-xl font-extrabold text-brand sm:text-2xl">{summary.average}/5</strong>
                  <span className="text-xs text-gray-600 sm:text-sm">prosečna ocena</span>
                </li>
                <li className={`p-3 ${look.card}`}>
                  <strong className="block text-xl font-extrabold text-brand sm:text-2xl">{summary.count}</strong>
                  <span className="text-xs text-gray-600 sm:text-sm">{formFor(summary.count, NUMBER_FORMS.reviews)}</span>
                </li>
              </ul>
            ) : null}
            <div data-island="carousel" data-props={JSON.stringify({ interval: 5000 })} data-testid="testimonial-carousel">
              {v.testimonials.map((t, i) => (
                <div key={i} data-slide="" hidden={i !== 0}>
                  <Review t={t} cardClass={look.card} className="mx-auto min-h-64 max-w-2xl sm:min-h-52" />
                </div>
              ))}
              <Dots n={v.testimonials.length} label="Utisak" />
            </div>
          </section>
        ) : null}

        {/* 6. Bullet/image showcase */}
        <section className={look.alt} aria-labelledby="zasto">
          <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2">
            <div data-island="carousel" data-props={JSON.stringify({ interval: 4000 })} data-testid="showcase-carousel">
              {showcase.map((src, i) => (
                <div key={i} data-slide="" hidden={i !== 0}>
                  <Img src={src} index={from + i} alt={v.short} sizes="(min-width: 768px) 560px, 100vw" className={`aspect-square w-full bg-white object-contain shadow-md ${look.pic}`} />
                </div>
              ))}
            </div>
            <div>
              <h2 id="zasto" className="text-2xl font-extrabold text-ink sm:text-3xl">
                Sve što dobijate
              </h2>
              <ul className="mt-5 space-y-3">
                {v.bullets.map((b, i) => (
                  <li
                    key={i}
                    style={{ transitionDelay: `${500 + i * 200}ms` }}
                    className={`flex gap-3 p-4 transition duration-500 ease-out starting:translate-y-3 starting:opacity-0 ${look.card}`}
                  >
                    <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">{i + 1}</span>
                    <span className="text-ink">{b}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        {/* 7. Second image carousel */}
        {v.images.length > 0 ? (
          <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="galerija">
            <Heading look={look} id="galerija">
              Pogledajte izbliza
            </Heading>
            <div data-island="carousel" data-props={JSON.stringify({ interval: 3500 })} data-testid="image-carousel">
              {v.images.map((src, i) => (
                <div key={i} data-slide="" hidden={i !== 0}>
                  <Img src={src} index={i} alt={`${v.short} – slika ${i + 1}`} sizes="(min-width: 768px) 720px, 100vw" className={`aspect-[4/3] w-full bg-white object-contain shadow-md ${look.pic}`} />
                </div>
              ))}
              <Dots n={v.images.length} label="Slika" />
            </div>
          </section>
        ) : null}

        {/* 8. Price comparison */}
        <section className={look.alt} aria-labelledby="cena">
          <div className="mx-auto max-w-3xl px-4 py-12">
            <Heading look={look} id="cena">
              Uporedite cenu
            </Heading>
            <div className="grid gap-4 sm:grid-cols-2" data-testid="price-comparison">
              <div className={`p-6 text-center opacity-80 ${look.card}`}>
                <p className="text-sm font-semibold uppercase tracking-wide text-gray-500">Redovna cena</p>
                <p className="mt-2 text-3xl font-extrabold text-gray-400 line-through">{priceText(anchorOld, v.currency, v.symbol)}</p>
              </div>
              <div className={`relative p-6 text-center ring-2 ring-brand ${look.card}`}>
                <DiscountBadge percent={percent} className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-0.5 text-sm" />
                <p className="text-sm font-semibold uppercase tracking-wide text-brand">Cena danas</p>
                <p className="mt-2 text-4xl font-extrabold text-red-600">{priceText(anchorNow, v.currency, v.symbol)}</p>
                {saving > 0 ? <p className="mt-1 font-semibold text-green-700">Uštedite {priceText(saving, v.currency, v.symbol)}</p> : null}
              </div>
            </div>
            {v.site.priceAnchoring?.comparisonText ? <p className="mt-5 text-center text-lg font-semibold text-ink">{v.site.priceAnchoring.comparisonText}</p> : null}
            <div className="mt-6 text-center">
              <button type="button" data-order-open="price" data-testid="order-open" className={ctaClass(look, 'w-full sm:w-auto sm:px-10')}>
                Iskoristi popust
              </button>
            </div>
          </div>
        </section>

        {/* 9. FAQ */}
        <FaqSection items={v.faq} region={v.region} terms={v.terms} look={look} />

        {/* 10. Last chance */}
        <section className="bg-gray-900 px-4 py-14 text-center text-white" data-testid="last-chance">
          {/* 'Last chance' only when the seller's offer really ends. */}
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-accent">{v.endsAt ? 'Poslednja šansa' : 'Plaćanje pouzećem'}</p>
          <h2 className="mt-2 text-3xl font-extrabold">{v.endsAt ? 'Ne propustite akcijsku cenu!' : 'Poručite bez plaćanja unapred'}</h2>
          {v.endsAt ? (
            <div className="mt-6" data-countdown-box="">
              <p className="text-gray-300">Ponuda ističe za:</p>
              <Countdown as="p" endsAt={v.endsAt} format="hh:mm:ss" testId="last-chance-countdown" className="mt-2 font-mono text-5xl font-extrabold tabular-nums text-white" />
            </div>
          ) : null}
          {u.limitedStock?.text ? <p className="mt-4 font-semibold text-red-300">{u.limitedStock.text}</p> : null}
          <ProofCount v={v} kind="orders" icon="users" className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm text-white" />
          <div className="mt-6">
            <button type="button" data-order-open="last-chance" data-testid="order-open" className={ctaClass(look, 'w-full sm:w-auto sm:px-12')}>
              PORUČI ODMAH <span className="hidden sm:inline">– {v.offers[0].priceText}</span>
            </button>
          </div>
        </section>
      </main>

      <SiteFooter brand={v.brand} shop={v.shop} terms={v.terms} market={v.market} year={v.year} brandTestId="footer-brand" className="bg-gray-950 px-4 py-10 text-center text-sm text-gray-400">
        {sections && sections.length > 0 ? (
          // The spec's debug list of the AI's sections: seller tooling, so buyers never see it; the owner's edit mode shows it.
          <details className="mx-auto mt-6 max-w-md text-left text-xs text-gray-500" data-testid="ai-sections" data-owner-only hidden>
            <summary className="cursor-pointer text-center">AI struktura stranice</summary>
            <ol className="mt-2 list-decimal space-y-0.5 pl-5">
              {[...sections]
                .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
                .map((s, i) => (
                  <li key={i}>
                    {s.title} <span className="text-gray-600">({s.type})</span>
                  </li>
                ))}
            </ol>
          </details>
        ) : null}
      </SiteFooter>

      <OrderPopup v={v} look={look} />
    </div>
  );
}

/** Dots of a carousel (islands/shared/carousel: `data-dot` buttons jump to a slide). */
function Dots({ n, label }: { n: number; label: string }) {
  if (n < 2) return null;
  return (
    <div className="mt-4 flex justify-center gap-1">
      {Array.from({ length: n }, (_, i) => (
        <button key={i} type="button" data-dot="" aria-label={`${label} ${i + 1}`} aria-current={i === 0} className="group p-1.5">
          <span className="block h-2.5 w-2.5 rounded-full bg-gray-300 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand" />
        </button>
      ))}
    </div>
  );
}
