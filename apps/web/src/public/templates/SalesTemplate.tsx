import { NUMBER_FORMS, type ProblemSolutionSection } from '@cod/contracts';
import { counted, Mark, PriceRow, ProofCount, Reassurance, ReviewsLine, StickyOrderBar, UrgencyList } from './shared/Bits.js';
import { DiscountBadge } from './shared/DiscountBadge.js';
import { FaqSection } from './shared/Faq.js';
import { Heading } from './shared/Heading.js';
import { Icon, iconName } from './shared/icons.js';
import { Img } from './shared/Img.js';
import { ctaClass, lookFor } from './shared/look.js';
import { QtyOptions } from './shared/OrderParts.js';
import { DEFAULT_QTY, OrderPopup } from './shared/OrderPopup.js';
import { Review } from './shared/Review.js';
import { SiteFooter } from './shared/SiteFooter.js';
import { reviewSummary, topBannerText, type ProductView } from './shared/site.js';

/** The three built-in problem/solution blocks when the site has none (spec 001 §2.2). */
export const DEFAULT_PROBLEMS: ProblemSolutionSection[] = [
  {
    title: 'Da li vam je ovo poznato?',
    description1: 'Probali ste razna rešenja, potrošili novac i vreme, a rezultat je izostao. Obećanja su ostala samo obećanja.',
    description2: 'Ovaj proizvod je napravljen da reši upravo taj problem – jednostavno, brzo i bez komplikacija.',
    ctaText: 'Želim da probam',
  },
  {
    title: 'Nemate vremena za komplikovana rešenja?',
    description1: 'Svakodnevne obaveze ne ostavljaju prostora za duga uputstva, skupe tretmane i čekanje.',
    description2: 'Koristite ga odmah, bez pripreme i bez dodatnih troškova – razliku primećujete već posle prvih dana.',
    ctaText: 'Poruči odmah',
  },
  {
    title: 'Bojite se da poručujete preko interneta?',
    description1: 'Mnogi su platili unapred i dobili nešto sasvim drugo od onoga što su očekivali.',
    description2: 'Ne plaćate ništa unapred: novac dajete kuriru tek kada paket stigne na vašu adresu.',
    ctaText: 'Poruči bez rizika',
  },
];

/**
 * Sales Template (spec 001 §2.2): banner, header, hero, real counters, trust icons, problem/solution
 * blocks, customer comments, benefits, quantity offers, FAQ, footer; every order button opens the
 * order popup with its quantity. Every figure is the page's data or the seller's.
 */
export function SalesTemplate({ v }: { v: ProductView }) {
  const look = lookFor(v.variant);
  const u = v.urgency;
  const problems = (v.site.problemSolutionSections ?? []).filter((p) => p && (p.title || p.description1));
  const blocks = problems.length > 0 ? problems : DEFAULT_PROBLEMS;
  const benefits = v.site.benefitsSection;
  const extraImages = v.images.slice(1);
  /** The offer block's package (one piece at first): the sticky bar shows its price (islands/product/qty-picker keeps them together). */
  const selected = v.offers[DEFAULT_QTY - 1];
  const reviews = v.testimonials.slice(0, 6);
  const summary = reviewSummary(reviews);
  const banner = topBannerText(v.maxDiscount, v.qualityBadge);
  const promise = v.terms.returns ?? v.terms.warranty;

  return (
    <div className="min-h-screen">
      {banner ? (
        <div className="bg-red-600 px-3 py-2 text-center text-sm font-extrabold tracking-[0.15em] text-white" data-testid="top-banner">
          {banner}
        </div>
      ) : null}
      <header className="sticky top-0 z-30 border-b border-black/5 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <span className="truncate text-xl font-extrabold text-brand">{v.short}</span>
          <button type="button" data-order-open="header" data-testid="order-open" className={`shrink-0 bg-brand px-4 py-2 text-sm font-bold text-white ${look.button}`}>
            Poruči
          </button>
        </div>
      </header>

      <main>
        <section className={look.hero}>
          <div className="mx-auto grid max-w-5xl items-center gap-6 px-4 py-6 md:grid-cols-2 md:gap-10 md:py-12">
            <div className="relative">
              <Img
                src={v.images[0]}
                index={0}
                alt={v.name}
                priority
                sizes="(min-width: 768px) 480px, 100vw"
                className={`aspect-square w-full bg-white object-contain shadow-md ${look.pic}`}
              />
              <DiscountBadge percent={v.offers[0].discount} className="absolute left-3 top-3 rounded-full px-3 py-1 text-sm shadow-lg" />
            </div>
            <div>
              <ReviewsLine summary={summary} />
              <h1 className="mt-2 text-3xl font-extrabold leading-tight text-ink sm:text-4xl" data-testid="title">
                {v.name || v.short}
              </h1>
              <p className="mt-3 text-lg leading-relaxed text-gray-700">{v.hook}</p>
              <div className="mt-5">
                <PriceRow v={v} />
              </div>
              <button type="button" data-order-open="hero" data-testid="order-open" className={ctaClass(look, 'mt-5 w-full md:w-auto md:px-10')}>
                PORUČI ODMAH <Icon name="back" className="h-5 w-5 rotate-180" />
              </button>
              <Reassurance terms={v.terms} className="mt-4" />
            </div>
          </div>
        </section>

        <section className="mx-auto max-w-5xl px-4 py-6">
          <div className="mb-6 flex flex-wrap justify-center gap-2 empty:hidden">
            <ProofCount v={v} kind="visitors" className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-gray-700 shadow-sm ring-1 ring-black/5" />
            <ProofCount v={v} kind="orders" icon="users" className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-gray-700 shadow-sm ring-1 ring-black/5" />
          </div>
          <ul className="flex flex-wrap justify-center gap-2 text-center sm:gap-4 [&>li]:min-w-[30%] [&>li]:flex-1" data-testid="trust-icons">
            <li className={`flex flex-col items-center gap-1 p-3 ${look.card}`}>
              <Icon name="cash" className="h-8 w-8 text-brand" />
              <strong className="text-sm leading-tight text-ink sm:text-base">Plaćanje pouzećem</strong>
              <span className="text-xs text-gray-500">Plaćate kuriru</span>
            </li>
            {v.terms.shipping || v.terms.deliveryDays ? (
              <li className={`flex flex-col items-center gap-1 p-3 ${look.card}`} data-testid="trust-delivery">
                <Icon name="truck" className="h-8 w-8 text-brand" />
                <strong className="text-sm leading-tight text-ink sm:text-base">{v.terms.shipping ?? 'Dostava'}</strong>
                {v.terms.deliveryDays ? <span className="text-xs text-gray-500">{v.terms.deliveryDays}</span> : null}
              </li>
            ) : null}
            {promise ? (
              <li className={`flex flex-col items-center gap-1 p-3 ${look.card}`} data-testid="trust-promise">
                <Icon name="shield" className="h-8 w-8 text-brand" />
                <strong className="text-sm leading-tight text-ink sm:text-base">{promise}</strong>
              </li>
            ) : null}
          </ul>
        </section>

        {v.bullets.length > 0 ? (
          <section className="mx-auto max-w-3xl px-4 pb-2 pt-4" aria-labelledby="ukratko">
            <div className={`p-5 sm:p-6 ${look.card}`}>
              <h2 id="ukratko" className="text-xl font-extrabold text-ink">
                Ukratko o proizvodu
              </h2>
              <ul className="mt-4 space-y-3" data-testid="bullets">
                {v.bullets.map((b, i) => (
                  <li key={i} className="flex gap-3 text-ink">
                    <Mark />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ) : null}

        <section className="mx-auto max-w-5xl space-y-12 px-4 py-10" data-testid="problem-solution">
          {blocks.map((b, i) => {
            const at = extraImages.length > 0 ? i % extraImages.length : -1;
            const img = at >= 0 ? extraImages[at] : null;
            return (
              <article key={i} className={`grid items-center gap-6 ${img ? 'md:grid-cols-2 md:gap-10' : ''}`}>
                {img ? (
                  <Img
                    src={img}
                    index={1 + at}
                    alt={v.short}
                    sizes="(min-width: 768px) 480px, 100vw"
                    className={`aspect-[4/3] w-full bg-white object-cover shadow-sm ${look.pic} ${i % 2 === 1 ? 'md:order-2' : ''}`}
                  />
                ) : null}
                <div className={img ? '' : `p-6 ${look.card}`}>
                  <h2 className="text-2xl font-extrabold leading-tight text-ink">{b.title}</h2>
                  {b.description1 ? (
                    <p className="mt-4 flex gap-3 leading-relaxed text-gray-700">
                      <Mark ok={false} />
                      <span>{b.description1}</span>
                    </p>
                  ) : null}
                  {b.description2 ? (
                    <p className="mt-3 flex gap-3 font-medium leading-relaxed text-ink">
                      <Mark />
                      <span>{b.description2}</span>
                    </p>
                  ) : null}
                  <button type="button" data-order-open="problem" data-testid="order-open" className={ctaClass(look, 'mt-5 w-full px-5 py-3 text-base sm:w-auto')}>
                    {b.ctaText || 'Poruči odmah'}
                  </button>
                </div>
              </article>
            );
          })}
        </section>

        {summary ? (
          <section className={look.alt} aria-labelledby="komentari">
            <div className="mx-auto max-w-5xl px-4 py-12">
              <Heading look={look} id="komentari" sub={`${summary.average}/5 na osnovu ${counted(summary.count, NUMBER_FORMS.reviews)}`}>
                Šta kažu naši kupci
              </Heading>
              <div className="grid gap-4 md:grid-cols-3">
                {reviews.map((t, i) => (
                  <Review key={i} t={t} cardClass={look.card} />
                ))}
              </div>
            </div>
          </section>
        ) : null}

        {benefits && Array.isArray(benefits.benefits) && benefits.benefits.length > 0 ? (
          <section className="mx-auto max-w-5xl px-4 py-12" data-testid="benefits">
            <Heading look={look} sub={benefits.subtitle}>
              {benefits.title || 'Prednosti'}
            </Heading>
            <ul className="grid gap-3 sm:grid-cols-2">
              {benefits.benefits.map((b, i) => (
                <li key={i} className={`flex items-center gap-3 p-4 ${look.card}`}>
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
                    <Icon name={iconName(b.icon)} className="h-6 w-6" />
                  </span>
                  <span className="font-semibold text-ink">{b.text}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 text-center">
              <button type="button" data-order-open="benefits" data-testid="order-open" className={ctaClass(look, 'w-full sm:w-auto sm:px-10')}>
                {benefits.ctaText || 'Poruči odmah'}
              </button>
            </div>
          </section>
        ) : null}

        <section id="porudzbina" className={look.alt} aria-labelledby="ponuda">
          <div className="mx-auto max-w-xl px-4 py-12">
            <Heading look={look} id="ponuda" sub={v.terms.free ? 'Što više komada, veća ušteda – dostava je besplatna' : 'Što više komada, veća ušteda'}>
              Izaberite svoj paket
            </Heading>
            <UrgencyList u={u} className="mb-6" />
            <div data-island="qty-picker" data-testid="offer-block">
              <QtyOptions offers={v.offers} selected={selected.qty} popular={3} />
              <button type="button" data-order-open="offer" data-qty={selected.qty} data-testid="order-open" className={ctaClass(look, 'mt-5 w-full')}>
                PORUČI ODMAH – <span data-order-total="">{selected.priceText}</span>
              </button>
            </div>
            <Reassurance terms={v.terms} className="mt-4 justify-center" />
          </div>
        </section>

        <FaqSection items={v.faq} region={v.region} terms={v.terms} look={look} />
      </main>

      <SiteFooter
        brand={v.brand}
        shop={v.shop}
        terms={v.terms}
        market={v.market}
        year={v.year}
        brandTestId="footer-brand"
        className="bg-gray-900 px-4 pb-28 pt-10 text-center text-sm text-gray-400 md:pb-10"
      />

      <StickyOrderBar>
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1 leading-tight">
            <div className="text-xl font-extrabold text-red-600">
              <span data-sticky-price="">{selected.priceText}</span> <span className="text-sm font-semibold text-gray-600" data-sticky-text="">{selected.text}</span>
            </div>
            <s className="text-sm text-gray-400" data-sticky-old="" hidden={!selected.oldPriceText}>
              {selected.oldPriceText ?? ''}
            </s>
          </div>
          <button type="button" data-order-open="sticky" data-qty={selected.qty} data-testid="order-open" className={ctaClass(look, 'px-6 py-3 text-base')}>
            PORUČI ODMAH
          </button>
        </div>
      </StickyOrderBar>

      <OrderPopup v={v} look={look} />
    </div>
  );
}
