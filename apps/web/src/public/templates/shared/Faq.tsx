import type { FaqItem } from '@cod/contracts';
import { Heading } from './Heading.js';
import { Icon } from './icons.js';
import type { Look } from './look.js';
import type { TermsView } from './terms.js';

export const FAQ_TITLE = 'Česta pitanja';

/**
 * The default Q&As when the site has no FAQ (spec 001 §2.2 has five): ordering and payment, then delivery
 * time, delivery price and returns only as the seller's terms state them (no answer is made up).
 */
export function defaultFaq(region: string, terms: TermsView): FaqItem[] {
  const list: FaqItem[] = [
    {
      q: 'Kako mogu da poručim?',
      a: 'Kliknite na dugme „Poruči odmah“, izaberite broj komada i upišite ime, adresu i broj telefona. Prodavac vas poziva radi potvrde porudžbine.',
    },
    { q: 'Kako se plaća?', a: 'Plaćanje je pouzećem: novac dajete kuriru u trenutku preuzimanja paketa. Ne plaćate ništa unapred.' },
  ];
  if (terms.deliveryDays) list.push({ q: 'Koliko traje dostava?', a: `Dostava na teritoriji ${region} traje ${terms.deliveryDays} od potvrde porudžbine.` });
  if (terms.shipping) {
    const a = terms.free ? 'Da, dostava je besplatna. Plaćate samo cenu proizvoda.' : `${terms.shipping}.${terms.freeFrom ? ` ${terms.freeFrom}.` : ''}`;
    list.push({ q: 'Da li je dostava besplatna?', a });
  }
  if (terms.returnPeriod) {
    list.push({ q: 'Šta ako nisam zadovoljan proizvodom?', a: `Proizvod možete vratiti u roku od ${terms.returnPeriod} od prijema. Javite nam se i dogovorićemo povraćaj novca.` });
  }
  return list;
}

/**
 * The FAQ section of every template: the site's questions, or the five defaults when it has none.
 * `centered` (Sales, default page): a full-width section with the variant's heading; `article`
 * (Advertorial): a plain heading inside the story column.
 */
export function FaqSection({ items, region, terms, look, layout = 'centered' }: { items: FaqItem[]; region: string; terms: TermsView; look: Look; layout?: 'centered' | 'article' }) {
  const list = <Faq items={items.length > 0 ? items : defaultFaq(region, terms)} idPrefix="faq" cardClass={look.card} />;
  if (layout === 'article') {
    return (
      <section id="pitanja" className="pt-12" aria-labelledby="pitanja-naslov">
        <h2 id="pitanja-naslov" className="mb-5 text-2xl font-extrabold text-ink">
          {FAQ_TITLE}
        </h2>
        {list}
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="pitanja">
      <Heading look={look} id="pitanja">
        {FAQ_TITLE}
      </Heading>
      {list}
    </section>
  );
}

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
