import type { FaqItem } from '@cod/contracts';
import { Icon } from './icons.js';

/**
 * FAQ accordion (islands/shared/accordion): one item open at a time, the first open at first, a click
 * on the open one closes it (spec 001 §2.2).
 */
export function Faq({ items, idPrefix, cardClass }: { items: FaqItem[]; idPrefix: string; cardClass: string }) {
  return (
    <div data-island="accordion" className="space-y-3">
      {items.map((f, i) => (
        <div key={i} data-acc-item="" data-open={i === 0 ? 'true' : 'false'} className={`group overflow-hidden ${cardClass}`}>
          <h3 className="m-0">
            <button
              type="button"
              data-acc-trigger=""
              id={`${idPrefix}-q${i}`}
              aria-expanded={i === 0}
              aria-controls={`${idPrefix}-a${i}`}
              className="flex w-full items-center justify-between gap-3 px-4 py-4 text-left text-base font-semibold"
            >
              <span>{f.q}</span>
              <Icon name="chevron" className="h-5 w-5 shrink-0 text-brand transition-transform group-data-[open=true]:rotate-180" />
            </button>
          </h3>
          <div data-acc-panel="" id={`${idPrefix}-a${i}`} role="region" aria-labelledby={`${idPrefix}-q${i}`} hidden={i !== 0} className="px-4 pb-4 leading-relaxed text-gray-700">
            {f.a}
          </div>
        </div>
      ))}
    </div>
  );
}
