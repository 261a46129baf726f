import { currencyCode, type CurrencyCode } from './currency.js';
import { MAX_EMAIL_LENGTH } from './limits.js';
import { VALIDATION } from './messages.js';
import { rules, schema, type Schema } from './validation.js';
import type { WebsiteResponse } from './website.js';

/** GET /api/sync/dashboard (spec 000 §3 "Client dashboard response"). */
export interface SyncDashboardResponse {
  user: { firstName: string; lastName: string };
  websites: WebsiteResponse[];
  stats: ClientStats;
  /** Per website with orders: how its parcels ended (what the courier reported). Always sent by this server. */
  delivery?: WebsiteDelivery[];
  /** Server time of the answer (ISO). */
  timestamp: string;
}

/**
 * One website's parcels as the courier reported them: `shipped` orders with a tracking id, of them
 * `delivered`, and `refused` (returned or refused by the buyer); the rest are still on their way.
 */
export interface WebsiteDelivery {
  websiteId: number;
  orders: number;
  shipped: number;
  delivered: number;
  refused: number;
}

/** Delivered parcels as a whole percent of the parcels that ended (delivered or refused); null before any ended. */
export function deliveryRate(d: Pick<WebsiteDelivery, 'delivered' | 'refused'>): number | null {
  const ended = d.delivered + d.refused;
  return ended > 0 ? Math.round((d.delivered * 100) / ended) : null;
}

/** One currency's revenue, in that currency's major unit (2990 = 2 990 RSD), never converted. */
export interface CurrencyRevenue {
  currency: CurrencyCode;
  amount: number;
}

export interface ClientStats {
  totalWebsites: number;
  activeWebsites: number;
  totalOrders: number;
  pendingOrders: number;
  /**
   * This month's revenue in the seller's main currency (`totalRevenueCurrency`): the `revenue` entry of
   * that currency, 0 when it has none. Not a total across currencies: dinars, marks and euro are never
   * converted into one figure; the other currencies are only in `revenue`. (It used to be every
   * currency converted to euro at fixed rates.)
   */
  totalRevenue: number;
  /**
   * The currency of `totalRevenue`: the market of most of the seller's websites (ties in market order
   * RSD, BAM, EUR; RSD without websites). Always sent by this server (optional only because a console may
   * talk to an older server, whose `totalRevenue` was euro).
   */
  totalRevenueCurrency?: CurrencyCode;
  /**
   * This month's revenue per currency (Europe/Belgrade calendar month): orders not cancelled plus the
   * upsell orders added to them, each summed in its own currency, never converted. Only currencies with
   * revenue, in market order (RSD, BAM, EUR); empty when there is none. Always sent by this server
   * (optional for the same reason as `totalRevenueCurrency`).
   */
  revenue?: CurrencyRevenue[];
}

/** GET /api/dashboard/stats: the further statistics shape of spec 000 §3. */
export interface DashboardStatsResponse extends ClientStats {
  recentOrders: { id: number; orderId: string; customerName: string; productTitle: string; status: string; createdAt: string }[];
  topPerformingWebsites: { id: number; title: string; customUrl: string; orderCount: number }[];
}

/** The currencies in the order the markets are listed (Serbia, Bosnia, Montenegro). */
export const REVENUE_CURRENCIES: readonly CurrencyCode[] = ['RSD', 'BAM', 'EUR'];

/**
 * The seller's main currency: the market currency most of their websites use (ties in market order),
 * RSD when they have none. `currencies` as the sites write them ('RSD', 'KM', 'EUR').
 */
export function mainCurrencyOf(currencies: readonly (string | null | undefined)[]): CurrencyCode {
  const counts = new Map<CurrencyCode, number>();
  for (const c of currencies) {
    const code = currencyCode(c);
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let best: CurrencyCode = 'RSD';
  for (const code of REVENUE_CURRENCIES) if ((counts.get(code) ?? 0) > (counts.get(best) ?? 0)) best = code;
  return best;
}

/** POST /api/images/upload answer (spec 000 §5, 001 §3). */
export interface ImageUploadResponse {
  success: boolean;
  imageUrl?: string;
  error?: string;
}

/** POST /api/cross-sync/test */
export interface CrossSyncTestRequest {
  userEmail: string;
}
/** POST /api/cross-sync/test: the e-mail the tool reports with (000 §7). */
export const crossSyncTestSchema: Schema<CrossSyncTestRequest> = schema<CrossSyncTestRequest>({
  userEmail: [rules.email(VALIDATION.invalidEmail), rules.maxLength(MAX_EMAIL_LENGTH, VALIDATION.emailTooLong)],
});

export interface CrossSyncResult {
  endpoint: string;
  success: boolean;
  status?: number;
  ms?: number;
  error?: string;
  details?: unknown;
}
export interface CrossSyncTestResponse {
  results: CrossSyncResult[];
}
