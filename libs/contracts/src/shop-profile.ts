import { MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH, MAX_PRICE } from './limits.js';
import { MARKETS, type MarketId } from './markets.js';
import { normalizePhone } from './orders.js';
import { formFor, NUMBER_FORMS } from './serbian.js';
import { rules, type Check, type FieldRules, schema, type Schema } from './validation.js';

/**
 * The seller's shop identity and terms (CONTRACT "Shop identity and honest pages"): what every public page
 * of the seller shows, the same everywhere, instead of anything invented.
 */
export interface MarketTerms {
  /** Working days from the order to the door: '2', '2-4'. */
  deliveryDays: string | null;
  /** In the market's currency; 0 = free delivery. */
  shippingCost: number | null;
  /** Orders from this amount (the market's currency) ship free; null = never. */
  freeShippingFrom: number | null;
}

export interface ShopProfile {
  shopName: string | null;
  legalName: string | null;
  taxId: string | null;
  registrationNumber: string | null;
  address: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  /** At least 14 (the buyer's legal right to withdraw from a distance sale). */
  returnDays: number | null;
  warrantyMonths: number | null;
  markets: Partial<Record<MarketId, MarketTerms>>;
  /** That many refused or returned parcels put the buyer's phone on the blocklist; 0 = off. Never shown to buyers. */
  autoBlockAfterRefusals: number;
}

/** GET /api/user/shop-profile: the profile (empty fields null) and whether it is complete enough to show. */
export interface ShopProfileResponse extends ShopProfile {
  complete: boolean;
  /** The fields a complete profile still lacks (empty when complete). */
  missing: ShopProfileField[];
  updatedAt: string | null;
}

/** PUT /api/user/shop-profile: a field left out keeps its value; null (or '') clears it. */
export type ShopProfileRequest = { [K in keyof ShopProfile]?: ShopProfile[K] | null };

export type ShopProfileField = Exclude<keyof ShopProfile, 'markets' | 'autoBlockAfterRefusals'>;

export const SHOP_PROFILE_LIMITS = {
  shopName: 100,
  legalName: 150,
  taxId: 13,
  registrationNumber: 20,
  address: 200,
  city: 100,
  minReturnDays: 14,
  maxReturnDays: 365,
  maxWarrantyMonths: 120,
  maxDeliveryDays: 60,
  maxAutoBlockAfterRefusals: 20,
} as const;

/** A profile is complete when a buyer can tell who sells and how to reach them. */
export const SHOP_PROFILE_REQUIRED: readonly ShopProfileField[] = ['shopName', 'legalName', 'taxId', 'address', 'city', 'phone', 'email', 'returnDays'];

export const SHOP_PROFILE_MESSAGES = {
  saved: 'Podaci o prodavnici su sačuvani',
  shopNameTooLong: `Naziv prodavnice je predugačak (najviše ${SHOP_PROFILE_LIMITS.shopName} karaktera)`,
  legalNameTooLong: `Naziv firme je predugačak (najviše ${SHOP_PROFILE_LIMITS.legalName} karaktera)`,
  taxIdInvalid: 'PIB/JIB nije ispravan: PIB (Srbija) ima 9 cifara, JIB (BiH) 13, PIB (Crna Gora) 8',
  taxIdChecksum: 'PIB nije ispravan: kontrolna cifra se ne slaže',
  registrationInvalid: 'Matični/registarski broj sme da sadrži samo cifre i crticu (najviše 20 znakova)',
  addressTooLong: `Adresa je predugačka (najviše ${SHOP_PROFILE_LIMITS.address} karaktera)`,
  cityTooLong: `Naziv mesta je predugačak (najviše ${SHOP_PROFILE_LIMITS.city} karaktera)`,
  phoneInvalid: 'Telefon nije ispravan (npr. 064 123 4567 ili +387 61 123 456)',
  emailInvalid: 'E-mail adresa nije ispravna',
  returnDaysInvalid: `Rok za povraćaj mora biti ceo broj dana, najmanje ${SHOP_PROFILE_LIMITS.minReturnDays} (zakonski rok) i najviše ${SHOP_PROFILE_LIMITS.maxReturnDays}`,
  autoBlockInvalid: `Automatsko blokiranje: ceo broj odbijenih pošiljki od 0 (isključeno) do ${SHOP_PROFILE_LIMITS.maxAutoBlockAfterRefusals}`,
  warrantyInvalid: `Garancija mora biti ceo broj meseci, od 0 do ${SHOP_PROFILE_LIMITS.maxWarrantyMonths}`,
  marketsInvalid: 'Uslovi dostave nisu ispravni',
  deliveryDaysInvalid: `Rok isporuke upišite kao broj radnih dana ili raspon, npr. 2 ili 2-4 (najviše ${SHOP_PROFILE_LIMITS.maxDeliveryDays})`,
  shippingCostInvalid: 'Cena dostave mora biti broj, 0 ili veći (0 = besplatna dostava)',
  freeShippingInvalid: 'Iznos za besplatnu dostavu mora biti broj veći od 0',
  textInvalid: 'Vrednost mora biti tekst',
  required: 'Obavezno polje za prikaz podataka o prodavnici',
} as const;

export const EMPTY_SHOP_PROFILE: ShopProfile = {
  shopName: null,
  legalName: null,
  taxId: null,
  registrationNumber: null,
  address: null,
  city: null,
  phone: null,
  email: null,
  returnDays: null,
  warrantyMonths: null,
  markets: {},
  autoBlockAfterRefusals: 0,
};

// ---------------------------------------------------------------- tax ids

export type TaxIdKind = 'PIB-RS' | 'JIB-BA' | 'PIB-ME';

/** PIB of Serbia: 9 digits, the last a check digit by ISO 7064 MOD 11,10. */
export function validSerbianPib(pib: string): boolean {
  if (!/^\d{9}$/.test(pib)) return false;
  let a = 10;
  for (let i = 0; i < 8; i++) {
    a = (a + Number(pib[i])) % 10;
    a = ((a === 0 ? 10 : a) * 2) % 11;
  }
  return (11 - a) % 10 === Number(pib[8]);
}

/** Which country's tax id this is, by its length (9 RS, 13 BA, 8 ME); null for anything else. */
export function taxIdKind(taxId: string): TaxIdKind | null {
  if (/^\d{9}$/.test(taxId)) return 'PIB-RS';
  if (/^\d{13}$/.test(taxId)) return 'JIB-BA';
  if (/^\d{8}$/.test(taxId)) return 'PIB-ME';
  return null;
}

/** 'PIB' or 'JIB': how the buyer's page labels the tax id. */
export const taxIdLabel = (taxId: string) => (taxIdKind(taxId) === 'JIB-BA' ? 'JIB' : 'PIB');

/** The tax id as stored: digits only (spaces and dashes people type are dropped). */
export const normalizeTaxId = (v: string) => v.replace(/[\s.-]/g, '');

// ---------------------------------------------------------------- rules

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const optional = (check: (v: unknown) => boolean, message: string): Check => (v) => (blank(v) || check(v) ? undefined : message);
const text = (max: number, message: string): FieldRules => [
  rules.optionalText(SHOP_PROFILE_MESSAGES.textInvalid),
  rules.singleLine(),
  (v) => (typeof v === 'string' && v.trim().length > max ? message : undefined),
];
const wholeIn = (min: number, max: number) => (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

const taxIdRule: Check = (v) => {
  if (blank(v)) return undefined;
  if (typeof v !== 'string') return SHOP_PROFILE_MESSAGES.taxIdInvalid;
  const id = normalizeTaxId(v);
  const kind = taxIdKind(id);
  if (!kind) return SHOP_PROFILE_MESSAGES.taxIdInvalid;
  return kind === 'PIB-RS' && !validSerbianPib(id) ? SHOP_PROFILE_MESSAGES.taxIdChecksum : undefined;
};

const phoneRule: Check = (v) => {
  if (blank(v)) return undefined;
  if (typeof v !== 'string' || v.length > MAX_PHONE_LENGTH) return SHOP_PROFILE_MESSAGES.phoneInvalid;
  return MARKETS.some((m) => normalizePhone(v, m.id)) ? undefined : SHOP_PROFILE_MESSAGES.phoneInvalid;
};

const DELIVERY_DAYS = /^\s*(\d{1,2})\s*(?:[-–]\s*(\d{1,2}))?\s*$/;

/** '2-4' → [2, 4], '3' → [3, 3]; null when not a (rising) range of 1…60 working days. */
export function parseDeliveryDays(v: string): [number, number] | null {
  const m = DELIVERY_DAYS.exec(v);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  if (from < 1 || to < from || to > SHOP_PROFILE_LIMITS.maxDeliveryDays) return null;
  return [from, to];
}

/** The message of the first wrong market term, or undefined. */
export function marketTermsError(v: unknown): string | undefined {
  if (blank(v)) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) return SHOP_PROFILE_MESSAGES.marketsInvalid;
  for (const [market, terms] of Object.entries(v as Record<string, unknown>)) {
    if (!MARKETS.some((m) => m.id === market)) return SHOP_PROFILE_MESSAGES.marketsInvalid;
    if (terms === null) continue;
    if (typeof terms !== 'object' || Array.isArray(terms)) return SHOP_PROFILE_MESSAGES.marketsInvalid;
    const t = terms as Record<string, unknown>;
    if (Object.keys(t).some((k) => !['deliveryDays', 'shippingCost', 'freeShippingFrom'].includes(k))) return SHOP_PROFILE_MESSAGES.marketsInvalid;
    if (!blank(t.deliveryDays) && (typeof t.deliveryDays !== 'string' || !parseDeliveryDays(t.deliveryDays))) return SHOP_PROFILE_MESSAGES.deliveryDaysInvalid;
    if (!blank(t.shippingCost) && !(typeof t.shippingCost === 'number' && Number.isFinite(t.shippingCost) && t.shippingCost >= 0 && t.shippingCost <= MAX_PRICE)) {
      return SHOP_PROFILE_MESSAGES.shippingCostInvalid;
    }
    if (!blank(t.freeShippingFrom) && !(typeof t.freeShippingFrom === 'number' && Number.isFinite(t.freeShippingFrom) && t.freeShippingFrom > 0 && t.freeShippingFrom <= MAX_PRICE)) {
      return SHOP_PROFILE_MESSAGES.freeShippingInvalid;
    }
  }
  return undefined;
}

export const shopProfileSchema: Schema<ShopProfileRequest> = schema<ShopProfileRequest>({
  shopName: text(SHOP_PROFILE_LIMITS.shopName, SHOP_PROFILE_MESSAGES.shopNameTooLong),
  legalName: text(SHOP_PROFILE_LIMITS.legalName, SHOP_PROFILE_MESSAGES.legalNameTooLong),
  taxId: [rules.optionalText(SHOP_PROFILE_MESSAGES.taxIdInvalid), taxIdRule],
  registrationNumber: [rules.optionalText(SHOP_PROFILE_MESSAGES.registrationInvalid), optional((v) => typeof v === 'string' && /^[\d-]{1,20}$/.test(v.trim()), SHOP_PROFILE_MESSAGES.registrationInvalid)],
  address: text(SHOP_PROFILE_LIMITS.address, SHOP_PROFILE_MESSAGES.addressTooLong),
  city: text(SHOP_PROFILE_LIMITS.city, SHOP_PROFILE_MESSAGES.cityTooLong),
  phone: [phoneRule],
  email: [optional((v) => typeof v === 'string' && v.trim().length <= MAX_EMAIL_LENGTH && rules.email('invalid').requirement(v.trim(), {}) === undefined, SHOP_PROFILE_MESSAGES.emailInvalid)],
  returnDays: [optional(wholeIn(SHOP_PROFILE_LIMITS.minReturnDays, SHOP_PROFILE_LIMITS.maxReturnDays), SHOP_PROFILE_MESSAGES.returnDaysInvalid)],
  warrantyMonths: [optional(wholeIn(0, SHOP_PROFILE_LIMITS.maxWarrantyMonths), SHOP_PROFILE_MESSAGES.warrantyInvalid)],
  markets: [marketTermsError],
  autoBlockAfterRefusals: [optional(wholeIn(0, SHOP_PROFILE_LIMITS.maxAutoBlockAfterRefusals), SHOP_PROFILE_MESSAGES.autoBlockInvalid)],
});

/** A request's values as stored: trimmed, '' → null, tax id digits only, delivery days as '2-4'. */
export function normalizeShopProfile(req: ShopProfileRequest, current: ShopProfile): ShopProfile {
  const out: ShopProfile = { ...current, markets: { ...current.markets } };
  const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  for (const key of ['shopName', 'legalName', 'registrationNumber', 'address', 'city', 'phone', 'email'] as const) {
    if (key in req) out[key] = textOf(req[key]);
  }
  if ('taxId' in req) out.taxId = textOf(req.taxId) ? normalizeTaxId(String(req.taxId)) : null;
  if ('returnDays' in req) out.returnDays = typeof req.returnDays === 'number' ? req.returnDays : null;
  if ('warrantyMonths' in req) out.warrantyMonths = typeof req.warrantyMonths === 'number' ? req.warrantyMonths : null;
  if ('autoBlockAfterRefusals' in req) out.autoBlockAfterRefusals = typeof req.autoBlockAfterRefusals === 'number' ? req.autoBlockAfterRefusals : 0;
  if ('markets' in req) {
    const given = (req.markets ?? {}) as Record<string, Partial<MarketTerms> | null>;
    if (req.markets === null) out.markets = {};
    for (const [market, t] of Object.entries(given)) {
      const id = market as MarketId;
      if (t === null) {
        delete out.markets[id];
        continue;
      }
      const days = typeof t.deliveryDays === 'string' ? parseDeliveryDays(t.deliveryDays) : null;
      const terms: MarketTerms = {
        deliveryDays: days ? (days[0] === days[1] ? String(days[0]) : `${days[0]}-${days[1]}`) : null,
        shippingCost: typeof t.shippingCost === 'number' ? t.shippingCost : null,
        freeShippingFrom: typeof t.freeShippingFrom === 'number' ? t.freeShippingFrom : null,
      };
      if (terms.deliveryDays === null && terms.shippingCost === null && terms.freeShippingFrom === null) delete out.markets[id];
      else out.markets[id] = terms;
    }
  }
  return out;
}

export function missingShopProfileFields(p: ShopProfile): ShopProfileField[] {
  return SHOP_PROFILE_REQUIRED.filter((f) => p[f] === null || p[f] === '');
}

// ---------------------------------------------------------------- what a buyer reads

/**
 * What a public page shows of the seller: the profile's identity and the terms of the page's market,
 * only what the seller entered (never a default). Null when the seller has no shop name yet.
 */
export type PublicShop = Omit<ShopProfile, 'markets' | 'shopName' | 'autoBlockAfterRefusals'> & {
  shopName: string;
  terms: MarketTerms | null;
};

export function publicShopOf(p: ShopProfile | null, market: MarketId): PublicShop | null {
  if (!p?.shopName) return null;
  // The seller's own settings (the automatic block) never reach a buyer's page.
  const { markets, autoBlockAfterRefusals: _sellerOnly, ...identity } = p;
  return { ...identity, shopName: p.shopName, terms: markets[market] ?? null };
}

const WORKING_DAYS = ['radni dan', 'radna dana', 'radnih dana'] as const;
const MONTHS = ['mesec', 'meseca', 'meseci'] as const;

/** '2–4 radna dana', '5 radnih dana', '1 radni dan' (the noun agrees with the last number). */
export function deliveryDaysText(days: string): string | null {
  const range = parseDeliveryDays(days);
  if (!range) return null;
  const [from, to] = range;
  return `${from === to ? from : `${from}–${to}`} ${formFor(to, WORKING_DAYS)}`;
}

/** '14 dana', '30 dana', '21 dan'. */
export const daysText = (n: number) => `${n} ${formFor(n, NUMBER_FORMS.days)}`;

/** '24 meseca', '12 meseci', '1 mesec'. */
export const monthsText = (n: number) => `${n} ${formFor(n, MONTHS)}`;
