import type { ReactNode } from 'react';
import { countText, NUMBER_FORMS, type NumberForms } from '@cod/contracts';
import { DiscountBadge } from './DiscountBadge.js';
import { Icon, Stars } from './icons.js';
import { count } from '../../format.js';
import type { ProductView, ReviewSummary, UrgencyView } from './site.js';
import { reassuranceLines, type TermsView } from './terms.js';

/** Where a number meets a noun: '3 recenzije', '21 dan' (Serbian number format). */
export const counted = (n: number, forms: NumberForms) => countText(n, forms, count);

/**
 * A real counter (islands/shared/proof: the site's orders of the last 24 hours, or visitors now), hidden until
 * the page's script has the figure and it reaches the seller's minimum. The cached page holds no number.
 */
export function ProofCount({ v, kind, className = '', icon }: { v: ProductView; kind: 'orders' | 'visitors'; className?: string; icon?: string }) {
  if (v.proofMinimum === null) return null;
  const words = kind === 'orders' ? NUMBER_FORMS.ordersLast24h : NUMBER_FORMS.onSite;
  return (
    <span data-island="proof" data-props={JSON.stringify({ w: v.site.id, min: v.proofMinimum, kind, words })} data-testid={`proof-${kind}`} hidden className={className}>
      {icon ? <Icon name={icon} className="h-4 w-4 shrink-0" /> : null}
      <span>
        <strong data-count="" className="tabular-nums" /> <span data-count-words="" />
      </span>
    </span>
  );
}

/** '★★★★★ 4,7/5 · 3 recenzije': the reviews on the page, counted and averaged (nothing when there are none). */
export function ReviewsLine({ summary, className = '' }: { summary: ReviewSummary | null; className?: string }) {
  if (!summary) return null;
  return (
    <p className={`flex items-center gap-2 text-sm text-gray-700 ${className}`} data-testid="reviews-summary">
      <Stars rating={Number(summary.average.replace(',', '.'))} className="text-lg" /> <strong>{summary.average}/5</strong> · {counted(summary.count, NUMBER_FORMS.reviews)}
    </p>
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

/** Small reassurance line under the buttons: payment on delivery, and the seller's delivery terms. */
export function Reassurance({ terms, className = '' }: { terms: TermsView; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 ${className}`}>
      {reassuranceLines(terms).map((t) => (
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
