import type { ThankYouLegacyPageModel } from '@cod/contracts';
import { HomeButtonRow, NextSteps, orderNextSteps, pageTerms, SellerCard, Shell, SuccessBanner, THANK_YOU_TEXTS } from './common.js';

/**
 * /hvala without a loadable order: the older thank-you page. Spec 001 §2.4 fills it with three hard-coded
 * offers (an extended warranty, 24 h delivery, gift wrapping) and a 15-minute counter: services and prices no
 * seller set and a deadline that is not one, so the page shows only the order number, what follows and the seller.
 */
export function ThankYouLegacyPage({ model }: { model: ThankYouLegacyPageModel }) {
  const market = model.market ?? 'Serbia';
  const terms = pageTerms(model.shop, market);
  return (
    <Shell>
      <SuccessBanner title={THANK_YOU_TEXTS.thanks} orderId={model.orderId}>
        <p className="mt-3 text-base text-white/95">{THANK_YOU_TEXTS.received}</p>
      </SuccessBanner>
      <NextSteps steps={orderNextSteps(terms)} />
      <SellerCard shop={model.shop} terms={terms} market={market} />
      <HomeButtonRow href={model.homeUrl} />
    </Shell>
  );
}
