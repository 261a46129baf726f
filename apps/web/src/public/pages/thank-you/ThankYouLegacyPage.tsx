import type { ThankYouLegacyPageModel } from '@cod/contracts';
import { priceText } from '../../format.js';
import { Icon, type IconName } from '../../templates/shared/icons.js';
import { Card, Shell, SuccessBanner, THANK_YOU_TEXTS } from './common.js';
import { Countdown } from '../../templates/shared/Countdown.js';

/** The older page's counter (spec 001 §4, §9): 900 s shown mm:ss. */
export const LEGACY_COUNTDOWN_SECONDS = 900;

/** The older page's three hard-coded offers (spec 001 §2.4). Prices in dinars (the default currency). */
export const LEGACY_OFFERS: readonly { id: string; icon: IconName; title: string; text: string; price: number; originalPrice: number }[] = [
  {
    id: 'garancija',
    icon: 'shield',
    title: 'Produžena garancija 2 godine',
    text: 'Mirni ste i posle isteka osnovne garancije: kvar rešavamo bez troškova za vas.',
    price: 990,
    originalPrice: 1990,
  },
  {
    id: 'dostava',
    icon: 'zap',
    title: 'Prioritetna dostava za 24h',
    text: 'Vaš paket ide prvi u pripremu i kurirsku službu.',
    price: 390,
    originalPrice: 690,
  },
  {
    id: 'poklon',
    icon: 'gift',
    title: 'Poklon pakovanje',
    text: 'Svečano upakovano, spremno za poklon — sa čestitkom po vašoj želji.',
    price: 290,
    originalPrice: 590,
  },
];


/** /hvala without a loadable order: the older thank-you page with three hard-coded offers. */
export function ThankYouLegacyPage({ model }: { model: ThankYouLegacyPageModel }) {
  return (
    <Shell wide>
      <SuccessBanner title={THANK_YOU_TEXTS.thanks} orderId={model.orderId}>
        <p className="mt-3 text-base text-white/95">{THANK_YOU_TEXTS.received}</p>
        <p className="mt-1 text-sm text-white/90">Naš operater će vas kontaktirati u roku od 24 sata radi potvrde.</p>
      </SuccessBanner>

      <Card aria-labelledby="legacy-offers-title">
        <div className="text-center">
          <h2 id="legacy-offers-title" className="text-xl font-extrabold sm:text-2xl">
            Ekskluzivne ponude za vas
          </h2>
          <p className="mt-3 inline-flex items-center gap-2 rounded-xl bg-red-50 px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200 sm:text-base">
            Ponuda važi još
            <Countdown seconds={LEGACY_COUNTDOWN_SECONDS} format="mm:ss" testId="legacy-countdown" className="text-xl font-extrabold tabular-nums text-red-600" />
          </p>
        </div>
        <ul className="mt-5 grid gap-3 sm:grid-cols-3">
          {LEGACY_OFFERS.map((o) => (
            <li key={o.id} className="flex flex-col rounded-xl border border-gray-200 p-4" data-testid={`legacy-offer-${o.id}`}>
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand/10 text-brand">
                <Icon name={o.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-2 font-bold leading-snug">{o.title}</h3>
              <p className="mt-1 flex-1 text-sm text-gray-600">{o.text}</p>
              <p className="mt-3 flex items-baseline gap-2">
                <s className="text-sm text-gray-500">{priceText(o.originalPrice, 'RSD', 'RSD')}</s>
                <span className="text-lg font-extrabold text-red-600">{priceText(o.price, 'RSD', 'RSD')}</span>
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-5 flex gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900">
          <Icon name="check" strokeWidth={3} className="h-5 w-5 shrink-0 text-green-600" />
          <span>Želite neku od ponuda? Recite to našem operateru kada vas pozove radi potvrde — dodaćemo je u isti paket.</span>
        </p>
      </Card>
    </Shell>
  );
}
