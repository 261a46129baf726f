import type { ReactNode } from 'react';
import { countText, formFor, NUMBER_FORMS, type NumberForms } from '@cod/contracts';
import { DiscountBadge } from './DiscountBadge.js';
import { Icon } from './icons.js';
import { count } from '../../format.js';
import type { ProductView, UrgencyView } from './site.js';

/** Decorative rating summary (spec 001 §9 figures). */
export const RATING = { score: '4,9', reviews: 2847, shortReviews: 847, buyers: 15000 } as const;
/** The guarantee every page promises, in days ('30 dana garancije'). */
export const GUARANTEE_DAYS = 30;

/** Where a number meets a noun: '2.847 recenzija', '842 recenzije', '21 dan' (Serbian number format). */
export const counted = (n: number, forms: NumberForms) => countText(n, forms, count);
/** The words after a number shown apart from them (a big figure over its label): 'recenzija', 'zadovoljna kupca'. */
export const wordsFor = (n: number, forms: NumberForms) => formFor(n, forms);

/** '1 osoba je' … '22 osobe su' … '75 osoba je trenutno na sajtu', with the counter's starting figure. */
export const LIVE_VISITORS_START = 78;

/**
 * A decorative live figure and its agreeing words (islands/shared/live-counter changes both):
 * `<n> osoba je trenutno na sajtu`. `testId` marks the number.
 */
export function LiveCount({ start, forms, props, numberClass, testId }: { start: number; forms: NumberForms; props?: Record<string, number>; numberClass?: string; testId?: string }) {
  return (
    <span data-island="live-counter" data-props={JSON.stringify({ ...props, start, words: forms })}>
      <strong data-count="" data-testid={testId} className={numberClass}>
        {start}
      </strong>{' '}
      <span data-count-words="">{formFor(start, forms)}</span>
    </span>
  );
}

/** '23 osobe trenutno gledaju ovaj proizvod' (the default template's hero, a fixed figure). */
export function ViewersNow({ n }: { n: number }) {
  return (
    <>
      <strong>{n}</strong> {formFor(n, NUMBER_FORMS.viewing)}
    </>
  );
}

/** The pulsing "people on the site now" figure (islands/shared/live-counter: 78, 45–120, every 3 s). */
export function LiveVisitors({ className = '' }: { className?: string }) {
  return (
    <div className={`inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-gray-700 shadow-sm ring-1 ring-black/5 ${className}`} data-testid="live-visitors">
      <span className="relative flex h-3 w-3" aria-hidden="true">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-green-400 opacity-75" />
        <span className="relative inline-flex h-3 w-3 rounded-full bg-green-500" />
      </span>
      <LiveCount start={LIVE_VISITORS_START} forms={NUMBER_FORMS.onSite} numberClass="tabular-nums text-ink" />
    </div>
  );
}

/** The round green tick (or red cross) in front of a benefit or a problem line. */
export function Mark({ ok = true, className = 'mt-0.5' }: { ok?: boolean; className?: string }) {
  return (
    <span className={`${className} flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${ok ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-600'}`}>
      <Icon name={ok ? 'check' : 'x'} className="h-4 w-4" />
    </span>
  );
}

/** Price now, old price struck through, the saving. */
export function PriceRow({ v, size = 'lg' }: { v: ProductView; size?: 'lg' | 'md' }) {
  const now = `${v.offers[0].priceText}`;
  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
      <span className={`font-extrabold leading-none text-red-600 ${size === 'lg' ? 'text-4xl' : 'text-3xl'}`}>{now}</span>
      {v.offers[0].oldPriceText ? <s className="text-xl text-gray-400">{v.offers[0].oldPriceText}</s> : null}
      <DiscountBadge percent={v.offers[0].discount} className="rounded-md px-2 py-1 text-sm" />
    </div>
  );
}

/** Small reassurance line under the buttons. */
export function Reassurance({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 ${className}`}>
      {['Plaćanje pouzećem', 'Besplatna dostava', 'Dostava 2–5 radnih dana'].map((t) => (
        <li key={t} className="inline-flex items-center gap-1">
          <Icon name="check" className="h-4 w-4 text-green-600" />
          {t}
        </li>
      ))}
    </ul>
  );
}

/** The enabled urgency elements (spec 001 §3 urgencyElements), each with its icon. */
export function UrgencyList({ u, className = '' }: { u: UrgencyView; className?: string }) {
  const rows: [string, string, string, string][] = [];
  if (u.limitedStock?.text) rows.push(['stock', 'flame', u.limitedStock.text, 'bg-red-50 text-red-700']);
  if (u.limitedTime?.text) rows.push(['time', 'clock', u.limitedTime.text, 'bg-amber-50 text-amber-800']);
  if (u.socialProof?.text) rows.push(['social', 'users', u.socialProof.text, 'bg-green-50 text-green-800']);
  if (u.exclusivity?.text) rows.push(['exclusivity', 'award', u.exclusivity.text, 'bg-sky-50 text-sky-900']);
  if (u.bonuses?.text) rows.push(['bonuses', 'gift', u.bonuses.text, 'bg-purple-50 text-purple-800']);
  if (rows.length === 0) return null;
  return (
    <ul className={`grid gap-2 ${className}`}>
      {rows.map(([key, icon, text, tone]) => (
        <li key={key} data-urgency={key} className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${tone}`}>
          <Icon name={icon} className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The order bar fixed to the bottom of a phone's screen (hidden from md up; footers leave room for it). */
export function StickyOrderBar({ children }: { children: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,.08)] md:hidden" data-sticky-cta="">
      {children}
    </div>
  );
}

export const customers = (v: ProductView) => `${count(v.customerCount)}+`;
/** The label under the customer count: 'zadovoljnih kupaca', 'zadovoljan kupac' (…1), 'zadovoljna kupca' (…2–4). */
export const customersLabel = (n: number) => formFor(n, NUMBER_FORMS.satisfiedCustomers);
