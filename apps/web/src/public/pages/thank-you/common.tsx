import type { ReactNode } from 'react';
import { MARKETS, type MarketId, type PublicShop } from '@cod/contracts';
import { Icon } from '../../templates/shared/icons.js';
import { ShopIdentity, ShopTerms } from '../../templates/shared/ShopIdentity.js';
import { termsOf, type TermsView } from '../../templates/shared/terms.js';

/** Building blocks the thank-you pages share (mobile-first, no web fonts, inline SVG icons). */

export const THANK_YOU_TEXTS = {
  thanks: 'Hvala vam na porudžbini!',
  received: 'Vaša porudžbina je uspešno primljena.',
  orderNumber: 'Broj porudžbine',
  home: 'Nazad na početnu',
  whatNext: 'Šta sledi?',
} as const;

/** 'Isporuka za 2–4 radna dana' from the seller's terms; null when they name no delivery time. */
export const deliveryText = (terms: TermsView) => (terms.deliveryDays ? `Isporuka za ${terms.deliveryDays}` : null);

/**
 * The three steps after an order (spec 001 §2.4: a call, preparation, delivery). Times only as the seller's
 * terms give them: the spec's '24 sata' and '2-5 radnih dana' are nobody's promise.
 */
export function orderNextSteps(terms: TermsView): Step[] {
  return [
    { title: 'Poziv radi potvrde', text: 'Prodavac će vas pozvati da potvrdi porudžbinu i adresu za dostavu.' },
    { title: 'Priprema porudžbine', text: 'Porudžbina se pakuje i predaje kurirskoj službi.' },
    { title: deliveryText(terms) ?? 'Isporuka', text: 'Kurir donosi paket na vašu adresu, a plaćate pouzećem prilikom preuzimanja.' },
  ];
}

/** The terms of a page's seller in the currency of its order (or of its market). */
export function pageTerms(shop: PublicShop | null, market: MarketId, currency?: string, symbol?: string): TermsView {
  const m = MARKETS.find((x) => x.id === market) ?? MARKETS[0];
  return termsOf(shop, currency || m.currency, symbol || currency || m.currencySymbol);
}

export interface Step {
  title: string;
  text: string;
}

export function Shell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className="min-h-screen px-3 py-5 sm:px-6 sm:py-10">
      <div className={`mx-auto w-full space-y-5 ${wide ? 'max-w-3xl' : 'max-w-xl'}`}>{children}</div>
    </main>
  );
}

export function Card({ children, className = '', ...rest }: { children: ReactNode; className?: string; 'data-testid'?: string; 'aria-labelledby'?: string }) {
  return (
    <section className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-7 ${className}`} {...rest}>
      {children}
    </section>
  );
}

/** The green "order received" banner. */
export function SuccessBanner({ title, orderId, children }: { title: string; orderId?: string | null; children?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-gradient-to-br from-green-600 to-emerald-500 p-5 text-center text-white shadow-md sm:p-8" data-testid="order-success">
      <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-white/20 ring-4 ring-white/30">
        <Icon name="check" strokeWidth={3} className="h-8 w-8" />
      </div>
      <h1 className="mt-3 text-2xl font-extrabold leading-tight sm:text-3xl">{title}</h1>
      {orderId ? (
        <p className="mx-auto mt-3 flex max-w-full flex-wrap items-baseline justify-center gap-x-1.5 rounded-2xl bg-white/15 px-4 py-1.5 text-sm font-semibold sm:inline-flex sm:text-base" data-testid="order-number">
          <span>{THANK_YOU_TEXTS.orderNumber}:</span> <span className="min-w-0 font-bold tracking-wide [overflow-wrap:anywhere]">#{orderId}</span>
        </p>
      ) : null}
      {children}
    </section>
  );
}

export function NextSteps({ steps, title = THANK_YOU_TEXTS.whatNext }: { steps: readonly Step[]; title?: string }) {
  return (
    <Card aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="text-lg font-bold sm:text-xl">
        {title}
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-3">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{s.title}</p>
              <p className="mt-0.5 text-sm text-gray-600">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** 'Nazad na početnu': the seller's site (model.homeUrl), never the console's sign-in. */
export function HomeButton({ href, className = '' }: { href: string; className?: string }) {
  return (
    <a href={href} data-testid="home-link" className={`inline-flex min-h-12 items-center justify-center rounded-xl bg-brand px-6 py-3 font-bold text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}>
      {THANK_YOU_TEXTS.home}
    </a>
  );
}

/** The page's last row: the home button, full width on a phone. */
export function HomeButtonRow({ href }: { href: string }) {
  return (
    <div className="pb-4 text-center">
      <HomeButton href={href} className="w-full sm:w-auto" />
    </div>
  );
}

/** Who sells and on what terms (the seller's shop profile), at the end of every thank-you page; nothing without one. */
export function SellerCard({ shop, terms, market }: { shop: PublicShop | null; terms: TermsView; market: MarketId }) {
  if (!shop) return null;
  return (
    <Card aria-labelledby="seller-title" className="text-sm text-gray-700">
      <h2 id="seller-title" className="text-base font-bold text-ink">
        Prodavac
      </h2>
      <ShopIdentity shop={shop} market={market} className="mt-2 space-y-0.5" />
      <ShopTerms terms={terms} className="mt-3 list-inside list-disc space-y-0.5" />
    </Card>
  );
}
