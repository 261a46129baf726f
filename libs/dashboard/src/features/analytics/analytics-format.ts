import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, DIRECT_SOURCE, SELLER_TIME_ZONE } from '@cod/contracts';
import { T } from '../../texts.js';
import type { DayRange } from './api/analytics.js';

const LOCALE = 'sr-Latn-RS';
/** Between a figure and its sign ('2,5 %'): a no-break space, so a line never ends before the '%'. */
export const NBSP = '\u00a0';

/** A fraction (0.025) as a Serbian percent with `digits` decimals: '2,5 %' (a no-break space before '%'). */
export function percentText(fraction: number, digits = 1): string {
  const value = Number.isFinite(fraction) ? fraction * 100 : 0;
  return `${value.toLocaleString(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits })}${NBSP}%`;
}

/**
 * The probability that B beats A as a whole percent ('87 %'). Never 0 % or 100 % unless it is exactly
 * that: 99,6 % reads 'više od 99 %', so the seller never sees a certainty the figures do not give.
 */
export function probabilityText(p: number): string {
  const rounded = Math.round(p * 100);
  if (rounded >= 100 && p < 1) return `više od 99${NBSP}%`;
  if (rounded <= 0 && p > 0) return `manje od 1${NBSP}%`;
  return `${rounded}${NBSP}%`;
}

/** A count in Serbian ('1.234'). */
export const countText = (n: number) => (Number.isFinite(n) ? n : 0).toLocaleString(LOCALE);

/** a ÷ b as a share of the previous step (0 without b); an order whose page view was not counted cannot make it more than 100 %. */
export const stepShare = (a: number, b: number) => (b > 0 ? Math.min(1, a / b) : 0);

/** The source as the seller reads it: '(direct)' is 'Direktno'. */
export const sourceLabel = (source: string) => (source === DIRECT_SOURCE ? T.analytics.direct : source);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const belgrade = new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE });

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today in Belgrade (the server's days are the seller's), YYYY-MM-DD. */
export const sellerToday = (now = new Date()) => belgrade.format(now);

/** The day `days` after (negative: before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The quick choices of the range. */
export const QUICK_RANGES = [7, 30, 90] as const;

/** The last `days` days to today, both included (the server's default is the last 30). */
export const lastDays = (days: number = ANALYTICS_DEFAULT_DAYS, today = sellerToday()): DayRange => ({ from: addDays(today, -(days - 1)), to: today });

/** A range the server takes: two days, `from` not after `to`, at most 366 days (ANALYTICS_MESSAGES.badRange otherwise). */
export const isValidRange = (r: DayRange) => isDay(r.from) && isDay(r.to) && r.from <= r.to && addDays(r.from, ANALYTICS_MAX_DAYS) > r.to;
