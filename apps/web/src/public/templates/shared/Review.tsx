import type { Testimonial } from '@cod/contracts';
import { Icon, Stars } from './icons.js';

/** 'Verifikovan kupac' under a customer comment. */
export function VerifiedBuyer({ className }: { className: string }) {
  return (
    <p className={`${className} flex items-center gap-1 text-sm font-semibold text-green-700`}>
      <Icon name="shield" className="h-4 w-4" /> Verifikovan kupac
    </p>
  );
}

/** One customer comment: initial, name, place, stars, text, verified buyer. */
export function Review({ t, cardClass, className = '' }: { t: Testimonial; cardClass: string; className?: string }) {
  const initial = t.name.trim().charAt(0).toUpperCase() || 'K';
  return (
    <figure className={`flex h-full flex-col p-5 ${cardClass} ${className}`}>
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand/15 text-lg font-bold text-brand" aria-hidden="true">
          {initial}
        </span>
        <div className="min-w-0">
          <figcaption className="truncate font-bold text-ink">{t.name}</figcaption>
          <div className="truncate text-sm text-gray-500">
            {t.location}
            {t.location && t.purchase_date ? ' · ' : ''}
            {t.purchase_date}
          </div>
        </div>
      </div>
      <Stars rating={t.rating} className="mt-3 text-lg" />
      <blockquote className="mt-2 flex-1 leading-relaxed text-gray-700">„{t.text}“</blockquote>
      {t.verified ? <VerifiedBuyer className="mt-3" /> : null}
    </figure>
  );
}
