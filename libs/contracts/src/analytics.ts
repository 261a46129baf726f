import type { CurrencyCode } from './currency.js';
import { isId, rule, schema, type Schema } from './validation.js';

/**
 * The funnel (CONTRACT "Funnel and experiments"): what a visitor's page reports with `navigator.sendBeacon`
 * to `POST /api/t`, and what the seller reads back per site. Nothing personal is sent or kept: a visitor is a
 * daily salted hash on the server, the source is the landing address's campaign tags.
 */
export const ANALYTICS_EVENTS = ['view', 'form_open', 'checkout_start', 'upsell_view', 'upsell_accept'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export const EXPERIMENT_ARMS = ['a', 'b'] as const;
export type ExperimentArm = (typeof EXPERIMENT_ARMS)[number];
export const isExperimentArm = (v: unknown): v is ExperimentArm => v === 'a' || v === 'b';

/** The campaign tags of the landing address (`utm_*`). */
export interface TrafficSource {
  source?: string;
  medium?: string;
  campaign?: string;
  content?: string;
  term?: string;
}
/** What an order keeps of where its buyer came from (`POST /api/orders` `source`). */
export interface OrderSource extends TrafficSource {
  fbclid?: string;
}
export const TRAFFIC_SOURCE_FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export const ORDER_SOURCE_FIELDS = [...TRAFFIC_SOURCE_FIELDS, 'fbclid'] as const;

/** Longest kept campaign tag, path and referrer (longer ones are cut, not refused: a beacon has no one to tell). */
export const SOURCE_TAG_MAX = 100;
export const FBCLID_MAX = 255;
export const BEACON_PATH_MAX = 300;
export const BEACON_REFERRER_MAX = 500;
/** A beacon body larger than this is dropped unread. */
export const BEACON_MAX_BYTES = 2048;

/** `POST /api/t` body. */
export interface TrackBeacon {
  w: number;
  e: AnalyticsEvent;
  p?: string;
  r?: string;
  u?: TrafficSource;
  x?: ExperimentArm;
}

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
/** A tag as kept: a string without control characters, trimmed and cut to `max`; anything else is none. */
export function cleanTag(v: unknown, max = SOURCE_TAG_MAX): string | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.replace(CONTROL, '').trim().slice(0, max);
  return s === '' ? undefined : s;
}

/** The kept tags of a source object (unknown keys and non-strings left out), or undefined when none. */
export function cleanSource<K extends string>(value: unknown, fields: readonly K[]): Partial<Record<K, string>> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Partial<Record<K, string>> = {};
  let any = false;
  for (const f of fields) {
    const t = cleanTag((value as Record<string, unknown>)[f], f === 'fbclid' ? FBCLID_MAX : SOURCE_TAG_MAX);
    if (t !== undefined) {
      out[f] = t;
      any = true;
    }
  }
  return any ? out : undefined;
}

/** A beacon as the server keeps it, or null when it is not one (wrong site id or event). */
export function parseBeacon(value: unknown): TrackBeacon | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const b = value as Record<string, unknown>;
  if (!isId(b.w) || !(ANALYTICS_EVENTS as readonly unknown[]).includes(b.e)) return null;
  return {
    w: b.w,
    e: b.e as AnalyticsEvent,
    p: cleanTag(b.p, BEACON_PATH_MAX),
    r: cleanTag(b.r, BEACON_REFERRER_MAX),
    u: cleanSource(b.u, TRAFFIC_SOURCE_FIELDS),
    x: isExperimentArm(b.x) ? b.x : undefined,
  };
}

/** The referring site's host without www./m./l. ('facebook.com'), or undefined for none, our own host or not an address. */
export function referrerHost(referrer: string | null | undefined, ownHost?: string | null): string | undefined {
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).hostname.replace(/^(www|m|l|lm)\./, '');
    return host && host !== ownHost?.replace(/^www\./, '') ? host.slice(0, SOURCE_TAG_MAX) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a visit came from, as the funnel groups it: the `utm_source` tag; else Facebook's click id reads as
 * 'facebook'; else the referring site's host ('google.com'); else '(direct)'.
 */
export const DIRECT_SOURCE = '(direct)';
export function sourceOf(tags: { source?: string | null; fbclid?: string | null } | null | undefined, referrer?: string | null, ownHost?: string | null): string {
  if (tags?.source) return tags.source.toLowerCase();
  if (tags?.fbclid) return 'facebook';
  return referrerHost(referrer, ownHost) ?? DIRECT_SOURCE;
}

/**
 * The tags a visitor's tab keeps from its landing address (the page script, sent with every event and the
 * order): `utm_*` and `fbclid`; without them, the referring site as `source` with medium 'referral'.
 * Undefined when the address and the referrer tell nothing (a later page keeps the first landing's tags).
 */
export function landingTags(search: string, referrer: string, ownHost: string): OrderSource | undefined {
  const q = new URLSearchParams(search);
  const tags: OrderSource = {};
  for (const f of TRAFFIC_SOURCE_FIELDS) {
    const v = cleanTag(q.get(`utm_${f}`));
    if (v) tags[f] = v;
  }
  const fbclid = cleanTag(q.get('fbclid'), FBCLID_MAX);
  if (fbclid) tags.fbclid = fbclid;
  if (!tags.source && !fbclid) {
    const host = referrerHost(referrer, ownHost);
    if (host) Object.assign(tags, { source: host, medium: tags.medium ?? 'referral' });
  }
  return Object.keys(tags).length ? tags : undefined;
}

// ---------------------------------------------------------------- the seller's funnel

/** `GET /api/analytics/websites/{id}?from=&to=`: Belgrade days, both included; 30 days to today by default. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;

export interface AnalyticsDay {
  day: string;
  visitors: number;
  views: number;
  formOpens: number;
  orders: number;
  revenue: number;
}
export interface AnalyticsSourceRow {
  source: string;
  campaign: string | null;
  visitors: number;
  orders: number;
  /** orders ÷ visitors (0 without visitors). */
  conversionRate: number;
  revenue: number;
}
export interface WebsiteAnalyticsResponse {
  websiteId: number;
  from: string;
  to: string;
  /** Distinct visitors per day, summed over the days (a visitor is not followed from one day to the next). */
  visitors: number;
  views: number;
  formOpens: number;
  checkoutStarts: number;
  orders: number;
  /** Orders not cancelled plus their upsells, in the site's currency. */
  revenue: { currency: CurrencyCode; amount: number };
  /** orders ÷ visitors (0 without visitors). */
  conversionRate: number;
  /** Thank-you pages that showed offers, upsell orders made, and their ratio. */
  upsell: { shown: number; accepted: number; takeRate: number };
  byDay: AnalyticsDay[];
  bySource: AnalyticsSourceRow[];
}

export const ANALYTICS_MESSAGES = {
  badRange: 'Neispravan period: datumi u obliku GGGG-MM-DD, "od" pre "do", najviše 366 dana',
} as const;

/** a ÷ b, or 0 when b is 0. */
export const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

// ---------------------------------------------------------------- experiments

export const EXPERIMENT_STATUSES = ['running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** What arm B changes on the site; left out: as arm A (the site itself). */
export interface ExperimentChanges {
  title?: string;
  hook?: string;
  images?: string[];
  quantityOffers?: Record<'single' | 'double' | 'triple', { price: number; text?: string; badge?: string }>;
  priceAnchoring?: { originalPrice?: number | null; comparisonText?: string };
  templateName?: string;
}

export interface CreateExperimentRequest {
  name: string;
  changes: ExperimentChanges;
  /** Percent of new visitors shown arm B (1–99, default 50). */
  split?: number;
}

/** POST …/experiments/{eid}/stop: which arm wins ('b' applies its changes to the site). */
export interface StopExperimentRequest {
  winner: ExperimentArm;
}

export interface ExperimentArmResult {
  arm: ExperimentArm;
  visitors: number;
  orders: number;
  conversionRate: number;
}

export interface ExperimentResponse {
  id: number;
  websiteId: number;
  name: string;
  changes: ExperimentChanges;
  split: number;
  status: ExperimentStatus;
  winner: ExperimentArm | null;
  createdAt: string;
  stoppedAt: string | null;
  arms: ExperimentArmResult[];
  /** P(B's conversion rate > A's) under Beta(1 + orders, 1 + visitors − orders) for each arm; null before either arm had a visitor. */
  probabilityBBeatsA: number | null;
}

export const EXPERIMENT_NAME_MAX = 100;
export const EXPERIMENT_COOKIE = (websiteId: number) => `cod_ab_${websiteId}`;

export const EXPERIMENT_MESSAGES = {
  nameRequired: 'Unesite naziv testa',
  nameTooLong: `Naziv testa može imati najviše ${EXPERIMENT_NAME_MAX} znakova`,
  noChanges: 'Varijanta B mora nešto da promeni: naslov, uvod, slike, cene ili šablon',
  splitInvalid: 'Podela mora biti ceo broj od 1 do 99 (procenat posetilaca koji vide B)',
  alreadyRunning: 'Za ovaj website već traje A/B test. Zaustavite ga pre novog.',
  notRunning: 'Ovaj A/B test je već zaustavljen',
  winnerInvalid: 'Pobednik mora biti "a" ili "b"',
  imagesOwn: 'Varijanta B može da koristi samo slike koje website već ima (drugim redom)',
  notFound: 'A/B test nije pronađen',
  stopped: (winner: ExperimentArm) => (winner === 'b' ? 'Test je zaustavljen, varijanta B je primenjena na website.' : 'Test je zaustavljen, website ostaje kakav je bio (A).'),
} as const;

/** log Γ(x) for x > 0 (Lanczos, g = 7): enough digits for a probability shown as a whole percent. */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0];
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/**
 * P(p_B > p_A) with p ~ Beta(1 + orders, 1 + visitors − orders) per arm (a uniform prior), in closed form
 * (a sum over B's orders; Evan Miller, "Formulas for Bayesian A/B testing"). Orders above visitors count as
 * visitors (an order without a counted visit: a blocked beacon).
 */
export function probabilityBBeatsA(a: { visitors: number; orders: number }, b: { visitors: number; orders: number }): number {
  const arm = (x: { visitors: number; orders: number }) => {
    const orders = Math.max(0, Math.floor(x.orders));
    const visitors = Math.max(orders, Math.floor(x.visitors));
    return { alpha: 1 + orders, beta: 1 + visitors - orders };
  };
  const A = arm(a);
  const B = arm(b);
  let total = 0;
  for (let i = 0; i < B.alpha; i++) {
    total += Math.exp(logBeta(A.alpha + i, A.beta + B.beta) - Math.log(B.beta + i) - logBeta(1 + i, B.beta) - logBeta(A.alpha, A.beta));
  }
  return Math.min(1, Math.max(0, total));
}

const trimmedName = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** POST /api/websites/id/{id}/experiments: B's changes are checked further by the server, as the editor's save checks them. */
export const createExperimentSchema: Schema<CreateExperimentRequest> = schema<CreateExperimentRequest>({
  name: [
    rule((v) => (trimmedName(v) ? undefined : EXPERIMENT_MESSAGES.nameRequired), { type: 'string', minLength: 1 }, { required: true }),
    rule((v) => (trimmedName(v).length > EXPERIMENT_NAME_MAX ? EXPERIMENT_MESSAGES.nameTooLong : undefined), { maxLength: EXPERIMENT_NAME_MAX }),
  ],
  changes: [rule((v) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : EXPERIMENT_MESSAGES.noChanges), { type: 'object' }, { required: true })],
  split: [
    rule((v) => (v === undefined || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 99) ? undefined : EXPERIMENT_MESSAGES.splitInvalid), {
      type: 'integer',
      minimum: 1,
      maximum: 99,
      default: 50,
    }),
  ],
});

/** POST …/experiments/{eid}/stop. */
export const stopExperimentSchema: Schema<StopExperimentRequest> = schema<StopExperimentRequest>({
  winner: [rule((v) => (isExperimentArm(v) ? undefined : EXPERIMENT_MESSAGES.winnerInvalid), { type: 'string', enum: [...EXPERIMENT_ARMS] }, { required: true })],
});
