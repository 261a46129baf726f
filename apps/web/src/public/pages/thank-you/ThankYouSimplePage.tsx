import { marketOfCurrency, ORDER_MESSAGES, type ThankYouSimplePageModel } from '@cod/contracts';
import { priceText } from '../../format.js';
import { Icon } from '../../templates/shared/icons.js';
import { Card, HomeButton, HomeButtonRow, NextSteps, orderNextSteps, pageTerms, SellerCard, Shell, SuccessBanner, THANK_YOU_TEXTS } from './common.js';

/** /hvala-simple?order=: the order's details and what follows; 'Porudžbina nije pronađena' without one. */
export function ThankYouSimplePage({ model }: { model: ThankYouSimplePageModel }) {
  const order = model.order;
  if (!order) {
    return (
      <Shell>
        <Card className="text-center" data-testid="order-not-found">
          <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Icon name="search" className="h-7 w-7" />
          </div>
          <h1 className="mt-3 text-2xl font-bold">{ORDER_MESSAGES.notFound}</h1>
          <p className="mt-2 text-gray-600">Proverite link koji ste dobili ili nas kontaktirajte.</p>
          <HomeButton href={model.homeUrl} className="mt-6" />
        </Card>
      </Shell>
    );
  }
  const market = marketOfCurrency(order.currency);
  const terms = pageTerms(model.shop, market, order.currency, order.currencySymbol);
  const rows: [string, string][] = [
    [THANK_YOU_TEXTS.orderNumber, `#${order.orderId}`],
    ...(order.productName ? ([['Proizvod', order.productName]] as [string, string][]) : []),
    ['Količina', `${order.quantity} kom.`],
    ['Ukupna cena', priceText(order.totalPrice, order.currency, order.currencySymbol)],
    ['Telefon', order.phone],
    ['Email', order.email || '—'],
    ['Adresa', order.address],
    ['Grad', [order.postalCode, order.city].filter(Boolean).join(' ')],
  ];
  return (
    <Shell>
      <SuccessBanner title={THANK_YOU_TEXTS.thanks}>
        <p className="mt-3 text-base text-white/95">{THANK_YOU_TEXTS.received}</p>
      </SuccessBanner>
      <Card aria-labelledby="details-title" data-testid="order-details">
        <h2 id="details-title" className="text-lg font-bold sm:text-xl">
          Detalji porudžbine
        </h2>
        <dl className="mt-3 divide-y divide-gray-100 text-sm sm:text-base">
          {rows.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 py-2.5">
              <dt className="shrink-0 text-gray-600">{k}</dt>
              <dd className={`min-w-0 break-words text-right font-semibold ${k === 'Ukupna cena' ? 'text-lg font-extrabold text-brand' : ''}`}>{v}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 rounded-xl bg-gray-50 p-3 text-sm text-gray-700">Plaćanje pouzećem — gotovinom kuriru prilikom preuzimanja paketa.</p>
      </Card>
      <NextSteps steps={orderNextSteps(terms)} />
      <SellerCard shop={model.shop} terms={terms} market={market} />
      <HomeButtonRow href={model.homeUrl} />
    </Shell>
  );
}
