import { ORDER_MESSAGES, marketOfCurrency, type ThankYouUpsellPageModel } from '@cod/contracts';
import { priceText } from '../../format.js';
import { Icon } from '../../templates/shared/icons.js';
import { Card, deliveryText, HomeButtonRow, NextSteps, orderNextSteps, pageTerms, SellerCard, Shell, SuccessBanner, THANK_YOU_TEXTS } from './common.js';
import { UpsellCard } from './UpsellCard.js';
import type { UpsellOffersProps } from '../../islands/thank-you/upsell-offers.js';
import { Countdown } from '../../templates/shared/Countdown.js';

/** Shown when the upsell window has closed (the countdown ran out, or the server said so). */
export const UPSELL_CLOSED_TEXT = ORDER_MESSAGES.upsellWindowClosed;

/** How the time left to join the parcel reads (the countdown's format). */
export const UPSELL_COUNTDOWN_FORMAT = 'm:ss';

/** The currency the page shows the order's amounts in: the order's own, else its site's. */
export function orderMoneyOf({ order, site }: Pick<ThankYouUpsellPageModel, 'order' | 'site'>): { currency: string; symbol: string } {
  const currency = order.currency || site.currency || 'RSD';
  return { currency, symbol: order.currencySymbol || site.currencySymbol || currency };
}

/** /hvala/{websiteId}/{orderId}: the order went through; one-click offers that ship in the same parcel. */
export function ThankYouUpsellPage({ model }: { model: ThankYouUpsellPageModel }) {
  const { order, site } = model;
  const upsells = model.upsells.filter((u) => u.isActive !== false);
  const { currency, symbol } = orderMoneyOf(model);
  const productName = order.productName || site.shortName || site.title;
  const market = marketOfCurrency(currency);
  const terms = pageTerms(model.shop, market, currency, symbol);
  const delivery = deliveryText(terms);
  // The countdown is the real time left to join the parcel (UPSELL_WINDOW_SECONDS after the order).
  const windowEndsAt = order.upsellDelayedUntil && Date.parse(order.upsellDelayedUntil) > Date.now() ? order.upsellDelayedUntil : null;
  const props: UpsellOffersProps = {
    orderId: order.orderId,
    websiteId: order.websiteId || site.id,
    currency,
    currencySymbol: symbol,
    // No customer data in the page's script data: the server takes it from the original order.
    items: upsells.map((u) => ({ id: u.id, price: Number(u.discountPrice) || 0, title: u.title })),
    doneUrl: `/hvala-upsell?order=${encodeURIComponent(order.orderId)}`,
  };

  return (
    <Shell wide>
      <SuccessBanner title={THANK_YOU_TEXTS.thanks} orderId={order.orderId}>
        <p className="mt-3 text-base text-white/95">{THANK_YOU_TEXTS.received}</p>
        {delivery ? (
          <p className="mt-2 inline-flex items-center gap-2 text-sm font-semibold sm:text-base" data-testid="delivery-time">
            <Icon name="truck" /> {delivery}
          </p>
        ) : null}
      </SuccessBanner>

      {upsells.length ? (
        <section data-island="upsell-offers" data-props={JSON.stringify(props)} aria-labelledby="upsell-heading" className="space-y-4">
          <div className="rounded-2xl border-2 border-dashed border-orange-400 bg-orange-50 p-4 text-center sm:p-6">
            <p className="text-xs font-bold uppercase tracking-widest text-orange-700">Samo za vas, samo sada</p>
            <h2 id="upsell-heading" className="mt-1 text-xl font-extrabold leading-tight sm:text-2xl">
              Specijalna ponuda uz vašu porudžbinu!
            </h2>
            <p className="mt-2 text-sm text-gray-700 sm:text-base">
              Dodajte proizvod jednim klikom — bez ponovnog unosa podataka. Stiže u istom paketu sa vašom porudžbinom.
            </p>
            {windowEndsAt ? (
              <p data-countdown-box="" className="mt-3 inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2 text-sm font-semibold text-gray-800 shadow-sm ring-1 ring-orange-200 sm:text-base">
                Ponuda ističe za
                <Countdown endsAt={windowEndsAt} format={UPSELL_COUNTDOWN_FORMAT} testId="upsell-countdown" className="min-w-[3.5ch] text-xl font-extrabold tabular-nums text-red-600" />
              </p>
            ) : null}
            <p data-upsell-closed="" role="status" hidden className="mt-3 rounded-xl bg-white px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300" data-testid="upsell-closed">
              {UPSELL_CLOSED_TEXT}
            </p>
          </div>

          {upsells.map((u, i) => (
            <UpsellCard key={u.id} product={u} currency={currency} currencySymbol={symbol} eager={i === 0} />
          ))}

          <p className="text-center" data-upsell-done="" hidden>
            <a href={props.doneUrl} className="inline-flex min-h-12 items-center justify-center rounded-xl bg-green-600 px-6 py-3 font-bold text-white shadow-sm hover:bg-green-700">
              Završi porudžbinu →
            </a>
          </p>

          <div
            data-upsell-popup=""
            data-testid="upsell-confirmation"
            role="status"
            aria-live="polite"
            hidden
            className="fixed inset-x-3 bottom-4 z-50 mx-auto max-w-sm rounded-2xl bg-white p-5 text-center shadow-2xl ring-2 ring-green-500 sm:bottom-auto sm:top-1/3"
          >
            <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-green-600 text-white">
              <Icon name="check" strokeWidth={3} className="h-7 w-7" />
            </div>
            <p className="mt-2 text-lg font-extrabold text-green-700">{ORDER_MESSAGES.upsellAdded}</p>
            <p className="mt-1 text-sm text-gray-700" data-upsell-popup-text="">
              Proizvod stiže u istom paketu sa vašom porudžbinom.
            </p>
          </div>
        </section>
      ) : null}

      <Card aria-labelledby="summary-title" data-testid="order-summary">
        <h2 id="summary-title" className="text-lg font-bold sm:text-xl">
          Vaša porudžbina
        </h2>
        <dl className="mt-3 divide-y divide-gray-100 text-sm sm:text-base">
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-gray-600">Proizvod</dt>
            <dd className="text-right font-semibold">{productName}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-gray-600">Količina</dt>
            <dd className="font-semibold">{order.quantity} kom.</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-gray-600">Iznos porudžbine</dt>
            <dd className="font-extrabold text-brand">{priceText(order.totalPrice, currency, symbol)}</dd>
          </div>
          <div data-upsell-added-list="" hidden className="py-2">
            <dt className="text-gray-600">Dodato u isti paket</dt>
            {/* The upsell-offers island adds one <dd> per accepted offer. */}
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-gray-600">Način plaćanja</dt>
            <dd className="text-right font-semibold">Pouzećem (gotovinom kuriru)</dd>
          </div>
        </dl>
      </Card>

      <NextSteps steps={orderNextSteps(terms)} />

      <SellerCard shop={model.shop} terms={terms} market={market} />

      <p className="text-center text-sm text-gray-500">
        {model.shop?.shopName ?? (site.shortName || site.title)} • Hvala što kupujete kod nas!
      </p>
      <HomeButtonRow href={model.homeUrl} />
    </Shell>
  );
}
