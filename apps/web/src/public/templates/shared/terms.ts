import { daysText, deliveryDaysText, monthsText, type PublicShop } from '@cod/contracts';
import { priceText } from '../../format.js';

/**
 * The seller's terms as a buyer reads them, from their shop profile only: a term the seller did not
 * enter is not claimed anywhere on the page (no default delivery time, free delivery or guarantee).
 */
export interface TermsView {
  /** 'Besplatna dostava' or 'Dostava 350 RSD'. */
  shipping: string | null;
  /** Delivery costs nothing, whatever the order. */
  free: boolean;
  /** 'Besplatna dostava za porudžbine od 5.000 RSD'. */
  freeFrom: string | null;
  /** '2–4 radna dana'. */
  deliveryDays: string | null;
  /** 'Povraćaj u roku od 14 dana'. */
  returns: string | null;
  /** '14 dana'. */
  returnPeriod: string | null;
  /** 'Garancija 24 meseca'. */
  warranty: string | null;
}

export const NO_TERMS: TermsView = { shipping: null, free: false, freeFrom: null, deliveryDays: null, returns: null, returnPeriod: null, warranty: null };

export const PAYMENT_TEXT = 'Plaćanje pouzećem';

export function termsOf(shop: PublicShop | null, currency: string, symbol: string): TermsView {
  if (!shop) return NO_TERMS;
  const t = shop.terms;
  const free = t?.shippingCost === 0;
  return {
    shipping: t?.shippingCost == null ? null : free ? 'Besplatna dostava' : `Dostava ${priceText(t.shippingCost, currency, symbol)}`,
    free,
    freeFrom: !free && t?.freeShippingFrom ? `Besplatna dostava za porudžbine od ${priceText(t.freeShippingFrom, currency, symbol)}` : null,
    deliveryDays: t?.deliveryDays ? deliveryDaysText(t.deliveryDays) : null,
    returns: shop.returnDays ? `Povraćaj u roku od ${daysText(shop.returnDays)}` : null,
    returnPeriod: shop.returnDays ? daysText(shop.returnDays) : null,
    warranty: shop.warrantyMonths ? `Garancija ${monthsText(shop.warrantyMonths)}` : null,
  };
}

/** The short promises next to the order buttons: only what the seller's terms say. */
export function reassuranceLines(terms: TermsView): string[] {
  return [PAYMENT_TEXT, terms.shipping, terms.deliveryDays ? `Dostava za ${terms.deliveryDays}` : null].filter((t): t is string => !!t);
}

/** Every term, one line each (the footer's and the thank-you pages' list). */
export function termLines(terms: TermsView): string[] {
  return [PAYMENT_TEXT, terms.shipping, terms.freeFrom, terms.deliveryDays ? `Rok isporuke: ${terms.deliveryDays}` : null, terms.returns, terms.warranty].filter(
    (t): t is string => !!t,
  );
}
