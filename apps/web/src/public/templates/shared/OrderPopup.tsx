import { Icon } from './icons.js';
import { Img } from './Img.js';
import { ctaClass, type Look } from './look.js';
import { OrderFields, OrderSubmit, OrderSuccess, QtyOptions } from './OrderParts.js';
import type { ProductView } from './site.js';
import { Countdown } from './Countdown.js';
import { ProofCount } from './Bits.js';
import { reassuranceLines } from './terms.js';

/** The popup's fixed heading: the dialog's accessible name. */
export const POPUP_TITLE = 'Završite porudžbinu';

/** The package an order form starts on: one piece (a buyer adds more on purpose; CONTRACT "honest pages"). */
export const DEFAULT_QTY = 1;

/**
 * The order popup of the Sales and default templates (spec 001 §2.3): packages 1, 2, 3 (the 3-pack marked
 * popular, one piece chosen), the customer form; a countdown only to the seller's real offer end. Opened by
 * any [data-order-open] button (its data-qty, else one piece); behaviour in islands/product/order-popup.ts.
 */
export function OrderPopup({ v, look }: { v: ProductView; look: Look }) {
  const selected = DEFAULT_QTY;
  const total = v.offers.find((o) => o.qty === selected)!.priceText;
  return (
    <div data-island="order-popup" hidden className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div data-popup-backdrop="" className="absolute inset-0 bg-black/60" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="order-popup-title"
        data-testid="order-popup"
        className="relative flex max-h-[100dvh] w-full max-w-lg flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl sm:max-h-[94vh] sm:rounded-2xl"
      >
        <div className="flex items-center justify-between gap-3 bg-linear-to-r from-brand to-brand-2 px-4 py-3 text-white">
          <h2 id="order-popup-title" className="text-lg font-extrabold">
            {POPUP_TITLE}
          </h2>
          <button type="button" data-popup-close="" aria-label="Zatvori" className="-mr-1 rounded-full p-2 hover:bg-white/15">
            <Icon name="x" className="h-6 w-6" />
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-4 pb-5 pt-4">
          <div data-order-body="">
            <div className="flex items-center gap-3">
              <Img src={v.images[0]} alt={v.short} sizes="64px" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg bg-gray-50 object-contain" />
              <div className="min-w-0">
                <p className="font-bold leading-snug text-ink">{v.short}</p>
                <p className="text-sm text-gray-600">{reassuranceLines(v.terms).slice(0, 2).join(' · ')}</p>
              </div>
            </div>
            {v.endsAt ? (
              <div data-countdown-box="" className="mt-3 flex items-center justify-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
                <Icon name="clock" className="h-4 w-4" />
                <span>Ponuda ističe za</span>
                <Countdown endsAt={v.endsAt} format="hh:mm:ss" testId="popup-countdown" className="font-mono text-base font-extrabold tabular-nums" />
              </div>
            ) : null}
            <ProofCount v={v} kind="orders" icon="users" className="mt-2 flex items-center justify-center gap-2 text-sm text-green-800" />
            <form data-testid="order-form" data-order-form="" noValidate className="relative mt-4 grid gap-4">
              <p className="text-sm font-bold uppercase tracking-wide text-gray-500">1. Izaberite paket</p>
              <QtyOptions offers={v.offers} selected={selected} popular={3} compact />
              <p className="mt-1 text-sm font-bold uppercase tracking-wide text-gray-500">2. Podaci za dostavu</p>
              <OrderFields prefix="op" market={v.market} postalRequired={false} />
              <OrderSubmit totalText={total} terms={v.terms} buttonClass={ctaClass(look)} label="Naruči" />
            </form>
          </div>
          <OrderSuccess />
        </div>
      </div>
    </div>
  );
}
