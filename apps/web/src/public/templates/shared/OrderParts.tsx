import { ORDER_MESSAGES, type MarketId } from '@cod/contracts';
import { DiscountBadge } from './DiscountBadge.js';
import { Icon } from './icons.js';
import type { OfferView } from './site.js';
import type { TermsView } from './terms.js';

/**
 * The pieces of both order forms (the popup of the Sales and default templates, the Advertorial's
 * embedded form). Behaviour: islands/product/order-form.ts reads these data attributes:
 * [data-qty-group] with role=radio buttons [data-qty][data-price][data-price-text] (+ data-old-price-text,
 * data-text for the Sales Template's sticky bar), form fields by
 * name, [data-error-for=field], [data-order-total], [data-form-message], [data-order-success].
 */

/** Quantity packages 1, 2, 3 as a radio group (the popular one marked). */
export function QtyOptions({ offers, selected, popular, label = 'Izaberite količinu', compact }: { offers: OfferView[]; selected: number; popular: number; label?: string; compact?: boolean }) {
  return (
    <div role="radiogroup" aria-label={label} data-qty-group="" className="grid gap-3">
      {offers.map((o) => (
        <button
          key={o.qty}
          type="button"
          role="radio"
          aria-checked={o.qty === selected}
          tabIndex={o.qty === selected ? 0 : -1}
          data-qty={o.qty}
          data-price={o.price}
          data-price-text={o.priceText}
          data-old-price-text={o.oldPriceText ?? undefined}
          data-text={o.text}
          data-testid={`qty-${o.qty}`}
          className={`group relative flex w-full items-center gap-3 rounded-xl border-2 border-gray-200 bg-white text-left transition hover:border-brand/60 aria-checked:border-brand aria-checked:bg-brand/5 aria-checked:shadow-md ${compact ? 'p-3' : 'p-4'} ${o.qty === popular ? 'mt-2' : ''}`}
        >
          {o.qty === popular ? (
            <span className="absolute -top-3 right-3 rounded-full bg-accent px-3 py-0.5 text-xs font-extrabold tracking-wide text-gray-900 shadow">POPULARNO</span>
          ) : null}
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 border-gray-300 text-white group-aria-checked:border-brand group-aria-checked:bg-brand" aria-hidden="true">
            <Icon name="check" className="h-4 w-4 opacity-0 group-aria-checked:opacity-100" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 font-bold text-ink">
              {o.text}
              <DiscountBadge percent={o.discount} className="rounded px-1.5 py-px text-xs" />
            </span>
            {o.badge && o.badge !== 'POPULARNO' ? (
              <span className="mt-1 inline-block rounded bg-green-100 px-2 py-0.5 text-[11px] font-bold leading-tight text-green-800">{o.badge}</span>
            ) : null}
            {o.perPieceText ? <span className="block text-xs text-gray-500">{o.perPieceText}</span> : null}
          </span>
          <span className="shrink-0 text-right">
            <span className="block whitespace-nowrap text-lg font-extrabold leading-tight text-ink sm:text-xl">{o.priceText}</span>
            {o.oldPriceText ? <s className="block whitespace-nowrap text-sm text-gray-400">{o.oldPriceText}</s> : null}
          </span>
        </button>
      ))}
    </div>
  );
}

const EXAMPLES: Record<MarketId, { phone: string; city: string; postal: string }> = {
  Serbia: { phone: '064 123 4567', city: 'Beograd', postal: '11000' },
  Bosnia: { phone: '061 123 456', city: 'Sarajevo', postal: '71000' },
  Montenegro: { phone: '067 123 456', city: 'Podgorica', postal: '81000' },
};

const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-3 text-base text-ink placeholder:text-gray-400 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500 aria-invalid:ring-red-200';

function Field(props: {
  prefix: string;
  name: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  type?: string;
  autoComplete: string;
  inputMode?: 'tel' | 'numeric' | 'email' | 'text';
  placeholder?: string;
  textarea?: boolean;
}) {
  const id = `${props.prefix}-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {props.label}
        {props.required ? (
          <span className="text-red-600" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
        {props.optional ? <span className="font-normal text-gray-500"> (opciono)</span> : null}
      </label>
      {props.textarea ? (
        <textarea id={id} name={props.name} rows={2} maxLength={1000} placeholder={props.placeholder} aria-describedby={`${id}-err`} className={inputClass} />
      ) : (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          required={props.required}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          aria-describedby={`${id}-err`}
          className={inputClass}
        />
      )}
      <p id={`${id}-err`} data-error-for={props.name} className="mt-1 text-sm font-medium text-red-600" hidden />
    </div>
  );
}

/**
 * The customer form: name, phone, address, city required; email and postal code optional (the
 * Advertorial requires the postal code except for Montenegro); a hidden honeypot `contactUrl`.
 */
export function OrderFields({ prefix, market, postalRequired, notes }: { prefix: string; market: MarketId; postalRequired: boolean; notes?: boolean }) {
  const ex = EXAMPLES[market] ?? EXAMPLES.Serbia;
  return (
    <div className="grid gap-4">
      <Field prefix={prefix} name="name" label="Ime i prezime" required autoComplete="name" placeholder="npr. Marko Marković" />
      <Field prefix={prefix} name="phone" label="Telefon" required type="tel" inputMode="tel" autoComplete="tel" placeholder={`npr. ${ex.phone}`} />
      <Field prefix={prefix} name="address" label="Adresa" required autoComplete="street-address" placeholder="Ulica i broj" />
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field prefix={prefix} name="city" label="Grad" required autoComplete="address-level2" placeholder={ex.city} />
        <Field prefix={prefix} name="postalCode" label="Poštanski broj" required={postalRequired} optional={!postalRequired} inputMode="numeric" autoComplete="postal-code" placeholder={ex.postal} />
      </div>
      <Field prefix={prefix} name="email" label="Email" optional type="email" inputMode="email" autoComplete="email" placeholder="vas@email.com" />
      {notes ? <Field prefix={prefix} name="notes" label="Napomena" optional autoComplete="off" textarea placeholder="npr. pozvati pre dostave" /> : null}
      {/* Left empty by people; bots fill it. */}
      <div className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${prefix}-contactUrl`}>Ne popunjavajte ovo polje</label>
        <input id={`${prefix}-contactUrl`} name="contactUrl" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
      </div>
    </div>
  );
}

/** What delivery adds to the total, as the seller's terms say ('dostava besplatna', '+ dostava 350 RSD'), or nothing. */
function shippingNote(terms: TermsView) {
  if (terms.free) return <span className="font-semibold text-green-700">dostava besplatna</span>;
  return terms.shipping ? <span>+ {terms.shipping.charAt(0).toLowerCase() + terms.shipping.slice(1)}</span> : null;
}

/** Total, submit button (data-testid order-submit), the server's message and the success notice. */
export function OrderSubmit({ totalText, terms, buttonClass, label = 'Naruči', note }: { totalText: string; terms: TermsView; buttonClass: string; label?: string; note?: string }) {
  const shipping = shippingNote(terms);
  const promise = terms.warranty ?? terms.returns;
  return (
    <>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-gray-50 px-4 py-3">
        <div className="min-w-0">
          <div className="font-bold text-ink">Ukupno:</div>
          <div className="text-xs text-gray-600">
            Plaćate pri preuzimanju{shipping ? ' · ' : null}
            {shipping}
          </div>
        </div>
        <div className="shrink-0 whitespace-nowrap text-2xl font-extrabold text-ink" data-order-total="">
          {totalText}
        </div>
      </div>
      <p data-form-message="" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700" hidden />
      <button type="submit" data-testid="order-submit" className={`${buttonClass} w-full disabled:cursor-wait disabled:opacity-70`}>
        <Icon name="lock" className="h-5 w-5" />
        <span data-submit-label="">{label}</span>
      </button>
      <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-xs text-gray-600">
        <span className="inline-flex items-center gap-1">
          <Icon name="cash" className="h-4 w-4 text-brand" /> Plaćanje pouzećem
        </span>
        {promise ? (
          <span className="inline-flex items-center gap-1">
            <Icon name="shield" className="h-4 w-4 text-brand" /> {promise}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <Icon name="lock" className="h-4 w-4 text-brand" /> Podaci su zaštićeni
        </span>
      </p>
      {note ? <p className="text-center text-sm text-gray-600">{note}</p> : null}
    </>
  );
}

export function OrderSuccess() {
  return (
    <div data-order-success="" role="status" hidden className="py-10 text-center">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-600">
        <Icon name="check" className="h-9 w-9" />
      </span>
      <p className="mt-4 text-2xl font-extrabold text-ink">{ORDER_MESSAGES.success}</p>
      <p className="mt-2 text-gray-600">{ORDER_MESSAGES.successRedirect}</p>
    </div>
  );
}
