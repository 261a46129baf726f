import {
  marketTermsError,
  MARKETS,
  shopProfileSchema,
  validate,
  type MarketId,
  type MarketTerms,
  type ShopProfile,
  type ShopProfileField,
  type ShopProfileRequest,
} from '@cod/contracts';

/**
 * The shop profile form: what the inputs hold (text as typed), the PUT body made of it (the whole form,
 * empty inputs as null, numbers as numbers) and each field's message from the contracts' own rules
 * (`shopProfileSchema`, `marketTermsError`): no rule is written here.
 */
export type TermField = keyof MarketTerms;
export type MarketForm = Record<TermField, string>;

export interface ShopProfileForm {
  shopName: string;
  legalName: string;
  taxId: string;
  registrationNumber: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  returnDays: string;
  warrantyMonths: string;
  markets: Record<MarketId, MarketForm>;
}

export const TEXT_FIELDS = ['shopName', 'legalName', 'taxId', 'registrationNumber', 'address', 'city', 'phone', 'email'] as const;
export const NUMBER_FIELDS = ['returnDays', 'warrantyMonths'] as const;
export const TERM_FIELDS: readonly TermField[] = ['deliveryDays', 'shippingCost', 'freeShippingFrom'];

/** A field of the form: a profile field, or one market's term ('markets.Serbia.deliveryDays'). */
export type FormField = ShopProfileField | `markets.${MarketId}.${TermField}`;
export const termKey = (market: MarketId, field: TermField) => `markets.${market}.${field}` as const;

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
/** An amount as a Serbian seller writes it: '350', '3,5' (decimal comma; `amountOf` reads it back). */
const money = (v: number | null | undefined) => str(v).replace('.', ',');

export function formOf(profile: ShopProfile): ShopProfileForm {
  const markets = Object.fromEntries(
    MARKETS.map((m) => {
      const t = profile.markets?.[m.id];
      return [m.id, { deliveryDays: str(t?.deliveryDays), shippingCost: money(t?.shippingCost), freeShippingFrom: money(t?.freeShippingFrom) }];
    }),
  ) as Record<MarketId, MarketForm>;
  return {
    shopName: str(profile.shopName),
    legalName: str(profile.legalName),
    taxId: str(profile.taxId),
    registrationNumber: str(profile.registrationNumber),
    address: str(profile.address),
    city: str(profile.city),
    phone: str(profile.phone),
    email: str(profile.email),
    returnDays: str(profile.returnDays),
    warrantyMonths: str(profile.warrantyMonths),
    markets,
  };
}

const text = (v: string) => (v.trim() ? v.trim() : null);

/**
 * A whole number as typed ('14'), or the text itself when it is not one: the contracts' rule then names
 * what is wrong with it. Empty is null.
 */
function wholeNumber(v: string): number | string | null {
  const s = v.trim();
  if (!s) return null;
  return /^\d{1,9}$/.test(s) ? Number(s) : s;
}

/**
 * An amount as a Serbian seller types it: '350', '4,90', '5.000' or '5.000,50' (a dot between groups of
 * three digits is the thousands separator). Anything else stays text, for the rule to refuse. Empty is null.
 */
export function amountOf(v: string): number | string | null {
  const s = v.trim().replace(/\s/g, '');
  if (!s) return null;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) return Number(s.replace(/\./g, '').replace(',', '.'));
  if (/^\d+([.,]\d+)?$/.test(s)) return Number(s.replace(',', '.'));
  return s;
}

function termsOf(m: MarketForm): Record<TermField, unknown> | null {
  const terms = { deliveryDays: text(m.deliveryDays), shippingCost: amountOf(m.shippingCost), freeShippingFrom: amountOf(m.freeShippingFrom) };
  return terms.deliveryDays === null && terms.shippingCost === null && terms.freeShippingFrom === null ? null : terms;
}

/** The PUT body: every field (empty as null), numbers as numbers, a market with no term as null (cleared). */
export function bodyOf(form: ShopProfileForm): ShopProfileRequest {
  const body: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) body[f] = text(form[f]);
  for (const f of NUMBER_FIELDS) body[f] = wholeNumber(form[f]);
  body.markets = Object.fromEntries(MARKETS.map((m) => [m.id, termsOf(form.markets[m.id])]));
  // Values the rules refused never reach the server (the form is not sent while a field is wrong).
  return body as ShopProfileRequest;
}

/** Every field's message: the profile's by `shopProfileSchema`, each market term's by `marketTermsError`. */
export function formErrors(form: ShopProfileForm): Partial<Record<FormField, string>> {
  const body = bodyOf(form);
  const { markets: _, ...profile } = validate(shopProfileSchema, { ...body, markets: null }).errors;
  const errors: Partial<Record<FormField, string>> = { ...profile };
  for (const m of MARKETS) {
    const terms = termsOf(form.markets[m.id]);
    if (!terms) continue;
    for (const field of TERM_FIELDS) {
      const message = marketTermsError({ [m.id]: { [field]: terms[field] } });
      if (message) errors[termKey(m.id, field)] = message;
    }
  }
  return errors;
}

