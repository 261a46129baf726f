import type { ThankYouGenericPageModel } from '@cod/contracts';
import { pageTerms, SellerCard, Shell, SuccessBanner } from './common.js';

/** The generic page closes itself after 60 s (spec 001 §9). */
export const AUTO_CLOSE_SECONDS = 60;

/** /hvala-success and /thank-you-success. */
export function ThankYouGenericPage({ model }: { model: ThankYouGenericPageModel }) {
  return (
    <Shell>
      <SuccessBanner title="Hvala vam!">
        <p className="mt-3 text-base text-white/95">Vaša porudžbina je uspešno primljena. Uskoro ćemo vas kontaktirati.</p>
      </SuccessBanner>
      <section
        data-island="auto-close"
        data-props={JSON.stringify({ seconds: AUTO_CLOSE_SECONDS })}
        className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-black/5 sm:p-7"
      >
        <p className="text-gray-700" data-testid="auto-close-text">
          Ova stranica će se automatski zatvoriti za{' '}
          <strong data-seconds="" className="tabular-nums">
            {AUTO_CLOSE_SECONDS}
          </strong>{' '}
          <span data-seconds-word="">sekundi</span>.
        </p>
        <button
          type="button"
          data-close=""
          data-testid="close-window"
          className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-gray-900 px-6 py-3 font-bold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 sm:w-auto"
        >
          Zatvori prozor
        </button>
        <p data-close-hint="" hidden className="mt-3 text-sm text-gray-500">
          Pregledač nije dozvolio automatsko zatvaranje — možete zatvoriti ovu karticu.
        </p>
      </section>
      <SellerCard shop={model.shop} terms={pageTerms(model.shop, 'Serbia')} market="Serbia" />
    </Shell>
  );
}
