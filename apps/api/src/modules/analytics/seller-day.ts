import { SELLER_TIME_ZONE } from '@cod/contracts';

const format = new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE });
let cachedMinute = -1;
let cachedDay = '';

/** The Belgrade calendar day (YYYY-MM-DD) of a moment; the current minute's answer is kept (one per event otherwise). */
export function sellerDay(at = new Date()): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute === cachedMinute) return cachedDay;
  const day = format.format(at);
  cachedMinute = minute;
  cachedDay = day;
  return day;
}

/** The day `days` after (or before, negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
