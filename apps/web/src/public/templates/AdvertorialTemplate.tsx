import { NUMBER_FORMS, postalCodeRequired, type AdvertorialStory } from '@cod/contracts';
import { counted, Mark, StickyOrderBar } from './shared/Bits.js';
import { FaqSection } from './shared/Faq.js';
import { Icon, iconName, Stars } from './shared/icons.js';
import { Img } from './shared/Img.js';
import { ctaClass, lookFor } from './shared/look.js';
import { OrderFields, OrderSubmit, OrderSuccess, QtyOptions } from './shared/OrderParts.js';
import { faqOf, paragraphs, reviewSummary, safeHref, type ProductView } from './shared/site.js';
import { DEFAULT_QTY } from './shared/OrderPopup.js';
import { reassuranceLines } from './shared/terms.js';
import { VerifiedBuyer } from './shared/Review.js';
import { SiteFooter } from './shared/SiteFooter.js';

export const DEFAULT_ADVICE_TITLE = 'Moj savet za vas';
export const DEFAULT_ADVICE_TEXT =
  'Ne odlažite za sutra. Poručite sada – plaćate tek kada paket stigne na vašu adresu.';
const DEFAULT_NO_LONGER_NEED = ['Skupi tretmani koji ne daju rezultat', 'Preparati koji samo stoje u fioci', 'Neprospavane noći i nervoza', 'Odlaganje obaveza zbog lošeg osećaja'];

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A story paragraph block: blank lines become paragraphs. */
function Story({ children, className = '' }: { children: string; className?: string }) {
  if (!children) return null;
  return (
    <div className={`space-y-4 ${className}`}>
      {paragraphs(children).map((lines, i) => (
        <p key={i}>{lines.join(' ')}</p>
      ))}
    </div>
  );
}

/** A list with green ticks (the story's benefits, the short summary). */
function CheckList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((b, i) => (
        <li key={i} className="flex gap-2">
          <Icon name="check" className="mt-1 h-5 w-5 shrink-0 text-green-600" />
          <span>{b}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Advertorial Template (spec 001 §2.2): a first-person story page with header, welcome banner, hero,
 * story sections, day-by-day list, trust statistics, advice box, 'no longer need' list, up to three
 * reviews, the embedded order form, FAQ and footer. Rendered as the customer sees it; the owner's edit mode
 * (owner/advertorial-edit) finds the advice box and the reviews by their data attributes.
 */
export function AdvertorialTemplate({ v }: { v: ProductView }) {
  const look = lookFor(v.variant);
  const u = v.urgency;
  const s: Partial<AdvertorialStory> = v.site.advertorialStory ?? {};
  const header = s.headerSection;
  const hero = s.heroSection;
  const ec = v.site.editableContent ?? {};
  // Who publishes the page is the seller's shop; without a profile, only the product's name (never an invented brand).
  const brandName = v.brand;
  const cta = text(header?.ctaButtonText) || 'Poruči odmah';
  const nav = (header?.navigationLinks ?? []).filter((l) => l && text(l.text)).slice(0, 6);
  const results = text(s.resultsDescription) || text((s as { resultsSection?: string }).resultsSection);
  const heroBenefits = (s.benefitsSection?.benefits ?? []).map(text).filter(Boolean);
  const days = (s.benefitsList ?? []).map(text).filter(Boolean);
  const noLonger = (s.noLongerNeedList ?? []).map(text).filter(Boolean);
  const stats = (s.trustStatistics ?? []).filter((t) => t && text(t.number));
  const enabled = Array.isArray(ec.enabledTestimonials) ? ec.enabledTestimonials : [];
  // Switched-off reviews stay in the page, hidden, so the owner's edit mode can switch them back on.
  const reviews = v.testimonials.slice(0, 3).map((t, i) => ({ t, i, on: enabled[i] !== false }));
  const anyReview = reviews.some((r) => r.on);
  const summary = reviewSummary(reviews.filter((r) => r.on).map((r) => r.t));
  const storyFaq = faqOf(s.faqSection);
  const adviceTitle = text(ec.adviceTitle) || DEFAULT_ADVICE_TITLE;
  const adviceText = text(ec.adviceText) || text(s.ctaAdviceDetailed) || text(s.ctaAdvice) || DEFAULT_ADVICE_TEXT;
  const footer = s.footerSection;
  const ctaSection = s.ctaSection;
  const postalRequired = postalCodeRequired('embedded', v.market);
  const selected = DEFAULT_QTY;
  const storyImage = v.images[1] ?? null;
  const resultImage = v.images[2] ?? null;

  const CtaBox = ({ label }: { label: string }) => (
    <div className="my-8 rounded-2xl border-2 border-dashed border-brand/40 bg-brand/5 p-5 text-center">
      <p className="font-semibold text-ink">
        {v.name || v.short}: <span className="whitespace-nowrap text-red-600">{v.offers[0].priceText}</span>{' '}
        {v.offers[0].oldPriceText ? <s className="whitespace-nowrap text-gray-400">{v.offers[0].oldPriceText}</s> : null}
      </p>
      <a href="#porudzbina" className={ctaClass(look, 'mt-3 w-full sm:w-auto sm:px-10')}>
        {label}
      </a>
      <p className="mt-2 text-sm text-gray-600">{reassuranceLines(v.terms).join(' · ')}</p>
    </div>
  );

  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-gray-200 bg-white">
        {/* A 360 px phone: the brand takes up to two lines and the CTA up to 45 % of the row (wrapping, never pushing the page sideways). */}
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-2.5 sm:gap-3 sm:px-4 sm:py-3">
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-lg leading-tight font-extrabold wrap-break-word text-brand sm:text-xl" data-testid="header-brand">
              {brandName}
            </p>
            {header?.productSubtitle ? <p className="mt-0.5 truncate text-xs text-gray-500">{header.productSubtitle}</p> : null}
          </div>
          <a
            href="#porudzbina"
            className={`max-w-[45%] shrink-0 bg-brand px-3 py-2 text-center text-sm leading-tight font-bold text-balance text-white sm:max-w-none sm:px-4 ${look.button}`}
            data-testid="header-cta"
          >
            {cta}
          </a>
        </div>
        {nav.length > 0 ? (
          <nav aria-label="Sadržaj" className="border-t border-gray-100">
            <ul className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-2 py-1 text-sm font-semibold text-gray-600">
              {nav.map((l, i) => (
                <li key={i} className="shrink-0">
                  <a href={safeHref(l.href)} className="block rounded-md px-3 py-2 hover:bg-gray-100 hover:text-brand">
                    {l.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>

      {header?.welcomeBannerText ? (
        <div className="bg-accent/20 px-4 py-2.5 text-center text-sm font-semibold text-ink" data-testid="welcome-banner">
          {header.welcomeBannerText}
        </div>
      ) : null}

      <main className="mx-auto max-w-2xl px-4">
        <article className="text-lg leading-relaxed text-gray-800">
          {/* Hero */}
          <section className="pt-8">
            {hero?.heroSubtitle ? <p className="text-sm font-bold uppercase tracking-wide text-brand">{hero.heroSubtitle}</p> : null}
            <h1 className="mt-2 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{text(hero?.heroTitle) || v.name}</h1>
            <p className="mt-4 text-xl font-medium leading-relaxed text-gray-700">{v.hook}</p>
            <div className="mt-4 flex items-center gap-3 text-sm text-gray-500">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand/15 font-bold text-brand" aria-hidden="true">
                {brandName.charAt(0).toUpperCase()}
              </span>
              <span>
                {brandName} · Iskustvo kupca
                {summary ? (
                  <>
                    {' '}
                    · <Stars rating={Number(summary.average.replace(',', '.'))} className="text-sm" /> {summary.average}/5
                  </>
                ) : null}
              </span>
            </div>
            <div className="mt-6">
              <Img src={v.images[0]} index={0} alt={v.name} priority sizes="(min-width: 768px) 672px, 100vw" className={`aspect-square w-full bg-gray-50 object-contain ${look.pic}`} />
            </div>
            {hero?.heroDescription ? <p className="mt-6">{hero.heroDescription}</p> : null}
            {heroBenefits.length > 0 ? (
              <div id="prednosti" className={`mt-6 p-5 ${look.card}`}>
                {s.benefitsSection?.benefitsIntro ? <p className="font-semibold text-ink">{s.benefitsSection.benefitsIntro}</p> : null}
                <CheckList items={heroBenefits} className="mt-3 space-y-2" />
              </div>
            ) : null}
          </section>

          {/* Story */}
          <section id="prica" className="pt-10" data-testid="story">
            <h2 className="text-2xl font-extrabold text-ink">{text(ec.storyTitle) || 'Moja priča'}</h2>
            {ec.storySubtitle ? <p className="mt-1 text-gray-500">{text(ec.storySubtitle)}</p> : null}
            <Story className="mt-4">{text(s.personalIntro)}</Story>
            <Story className="mt-4">{text(s.problemDescription)}</Story>
            {s.agoniaSection ? (
              <div className="mt-6 border-l-4 border-red-400 bg-red-50 p-4 text-gray-800">
                <Story>{text(s.agoniaSection)}</Story>
              </div>
            ) : null}
            {s.breakthroughMoment ? (
              <>
                <h2 className="mt-10 text-2xl font-extrabold text-ink">Prelomni trenutak</h2>
                <Story className="mt-4">{text(s.breakthroughMoment)}</Story>
              </>
            ) : null}
            {storyImage ? (
              <Img src={storyImage} index={1} alt={v.short} sizes="(min-width: 768px) 672px, 100vw" className={`mt-6 aspect-[4/3] w-full bg-gray-50 object-contain ${look.pic}`} />
            ) : null}
            <Story className="mt-6">{text(s.discoveryStory)}</Story>
            {s.productQuote ? (
              <blockquote className="my-8 border-l-4 border-brand pl-5 text-2xl font-bold italic leading-snug text-ink">{text(s.productQuote)}</blockquote>
            ) : null}
            {results ? (
              <>
                <h2 className="mt-10 text-2xl font-extrabold text-ink">Rezultati</h2>
                <Story className="mt-4">{results}</Story>
              </>
            ) : null}
          </section>

          {v.bullets.length > 0 ? (
            <aside className={`mt-10 p-5 ${look.card}`} aria-labelledby="ukratko" data-testid="bullets">
              <h2 id="ukratko" className="text-xl font-extrabold text-ink">
                Ukratko: {v.short}
              </h2>
              <CheckList items={v.bullets} className="mt-3 space-y-2 text-base" />
            </aside>
          ) : null}

          <CtaBox label={text(ctaSection?.mainCtaText) || cta} />

          {/* Day by day */}
          {days.length > 0 ? (
            <section className="pt-4" data-testid="day-by-day">
              <h2 className="text-2xl font-extrabold text-ink">Moji rezultati dan po dan</h2>
              <ol className="relative mt-6 space-y-5 border-l-2 border-brand/30 pl-6">
                {days.map((d, i) => {
                  const m = /^([^:]{2,40}):\s*(.+)$/.exec(d);
                  return (
                    <li key={i} className="relative">
                      <span className="absolute -left-[34px] top-1 flex h-4 w-4 rounded-full border-4 border-white bg-brand ring-2 ring-brand/30" aria-hidden="true" />
                      {m ? (
                        <>
                          <strong className="block text-ink">{m[1]}</strong>
                          <span>{m[2]}</span>
                        </>
                      ) : (
                        <span>{d}</span>
                      )}
                    </li>
                  );
                })}
              </ol>
            </section>
          ) : null}

          {resultImage ? (
            <Img src={resultImage} index={2} alt={v.short} sizes="(min-width: 768px) 672px, 100vw" className={`mt-8 aspect-[4/3] w-full bg-gray-50 object-contain ${look.pic}`} />
          ) : null}

          {/* Trust statistics */}
          {stats.length > 0 ? (
            <section className="pt-10" data-testid="trust-stats">
              <ul className={`grid gap-3 ${stats.length === 4 ? 'grid-cols-2' : 'grid-cols-1 sm:grid-cols-3'}`}>
                {stats.map((t, i) => (
                  <li key={i} className={`p-4 text-center ${look.card}`}>
                    <Icon name={iconName(t.icon)} className="mx-auto h-7 w-7 text-brand" />
                    <strong className="mt-1 block text-2xl font-extrabold text-ink">{t.number}</strong>
                    <span className="block text-sm font-semibold text-gray-700">{t.label}</span>
                    {t.description ? <span className="mt-1 block text-xs text-gray-500">{t.description}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {/* Advice box */}
          <aside className="mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-6" data-testid="advice">
            <p className="flex items-center gap-2 text-xl font-extrabold text-ink">
              <Icon name="sparkles" className="h-6 w-6 text-accent" />
              <span data-advice-title="">{adviceTitle}</span>
            </p>
            <p className="mt-3" data-advice-text="">
              {adviceText}
            </p>
          </aside>

          {/* No longer need */}
          <section className="pt-10" data-testid="no-longer-need">
            <h2 className="text-2xl font-extrabold text-ink">Više mi nije potrebno:</h2>
            <ul className="mt-4 space-y-2">
              {(noLonger.length > 0 ? noLonger : DEFAULT_NO_LONGER_NEED).map((n, i) => (
                <li key={i} className="flex gap-3">
                  <Mark ok={false} className="mt-1" />
                  <span>{n}</span>
                </li>
              ))}
            </ul>
          </section>

          {/* Reviews: at most the first three, each unless switched off */}
          {reviews.length > 0 ? (
            <section id="utisci" className="pt-10" data-testid="reviews" hidden={!anyReview}>
              <h2 className="text-2xl font-extrabold text-ink">Šta kažu drugi</h2>
              {summary ? (
                <p className="mt-1 text-sm text-gray-500" data-testid="reviews-summary">
                  <Stars rating={Number(summary.average.replace(',', '.'))} /> {summary.average}/5 · {counted(summary.count, NUMBER_FORMS.reviews)}
                </p>
              ) : null}
              <div className="mt-5 space-y-4">
                {reviews.map(({ t, i, on }) => (
                  <figure key={i} className={`p-5 ${look.card}`} data-review={i} hidden={!on}>
                    <div className="flex items-center justify-between gap-2">
                      <figcaption className="font-bold text-ink">
                        {t.name}
                        {t.location ? <span className="font-normal text-gray-500">, {t.location}</span> : null}
                      </figcaption>
                      <Stars rating={t.rating} />
                    </div>
                    <blockquote className="mt-2 text-base">„{t.text}“</blockquote>
                    {t.verified ? <VerifiedBuyer className="mt-2" /> : null}
                  </figure>
                ))}
              </div>
            </section>
          ) : null}
        </article>

        {/* Embedded order form */}
        <section id="porudzbina" className="-mx-2 scroll-mt-4 pt-12 sm:mx-0" aria-labelledby="porudzbina-naslov">
          <div className={`overflow-hidden ${look.card} ring-2 ring-brand`} data-island="order-embedded" data-testid="order-embedded">
            <div className="bg-linear-to-r from-brand to-brand-2 px-5 py-4 text-center text-white">
              <h2 id="porudzbina-naslov" className="text-2xl font-extrabold">
                {text(ctaSection?.mainCtaText) || 'Poručite odmah'}
              </h2>
              <p className="mt-1 text-sm text-white/90">Plaćanje pouzećem – ne plaćate ništa unapred</p>
            </div>
            <div className="p-3 sm:p-6">
              {u.limitedStock ? (
                <p className="mb-4 flex items-center justify-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-center text-sm font-semibold text-red-700" data-urgency="stock">
                  <Icon name="flame" className="h-4 w-4 shrink-0" />
                  {text(ctaSection?.urgencyText) || u.limitedStock.text}
                </p>
              ) : null}
              <div data-order-body="">
                <form data-testid="order-form" data-order-form="" noValidate className="relative grid gap-4">
                  <p className="text-sm font-bold uppercase tracking-wide text-gray-500">1. Izaberite paket</p>
                  <QtyOptions offers={v.offers} selected={selected} popular={2} compact />
                  <p className="mt-1 text-sm font-bold uppercase tracking-wide text-gray-500">2. Podaci za dostavu</p>
                  <OrderFields prefix="of" market={v.market} postalRequired={postalRequired} notes />
                  <OrderSubmit totalText={v.offers[selected - 1].priceText} terms={v.terms} buttonClass={ctaClass(look)} label="Naruči" note={text(ctaSection?.guaranteeText) || undefined} />
                </form>
              </div>
              <OrderSuccess />
            </div>
          </div>
        </section>

        {/* FAQ */}
        <FaqSection items={storyFaq.length > 0 ? storyFaq : v.faq} region={v.region} terms={v.terms} look={look} layout="article" />
      </main>

      <SiteFooter
        brand={brandName}
        shop={v.shop}
        terms={v.terms}
        market={v.market}
        year={v.year}
        brandTestId="footer-brand"
        story={{ contactInfo: text(footer?.contactInfo), supportHours: text(footer?.supportHours), legalNotice: text(footer?.legalNotice) }}
        className="mt-14 bg-gray-900 px-4 pb-28 pt-10 text-sm text-gray-400 md:pb-10"
      />

      <StickyOrderBar>
        <a href="#porudzbina" className={ctaClass(look, 'w-full py-3 text-base')}>
          {cta} – <span data-sticky-price="">{v.offers[selected - 1].priceText}</span>
        </a>
      </StickyOrderBar>

      <div data-toast="" role="alert" hidden className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-sm rounded-xl bg-gray-900 p-4 text-white shadow-2xl md:bottom-6">
        <p data-toast-title="" className="font-bold" />
        <p data-toast-text="" className="mt-1 text-sm text-gray-200" />
      </div>
    </div>
  );
}
