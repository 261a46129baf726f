import { MAX_EMAIL_LENGTH } from './limits.js';
import { VALIDATION } from './messages.js';
import { rules, type Schema } from './validation.js';
import type { WebsiteResponse } from './website.js';

/** GET /api/sync/dashboard (spec 000 §3 "Client dashboard response"). */
export interface SyncDashboardResponse {
  user: { firstName: string; lastName: string };
  websites: WebsiteResponse[];
  stats: ClientStats;
  /** Server time of the answer (ISO). */
  timestamp: string;
}

export interface ClientStats {
  totalWebsites: number;
  activeWebsites: number;
  totalOrders: number;
  pendingOrders: number;
  /** This month's revenue of non-cancelled orders, converted to euro (the card shows euro). */
  totalRevenue: number;
}

/** GET /api/dashboard/stats: the further statistics shape of spec 000 §3. */
export interface DashboardStatsResponse extends ClientStats {
  recentOrders: { id: number; orderId: string; customerName: string; productTitle: string; status: string; createdAt: string }[];
  topPerformingWebsites: { id: number; title: string; customUrl: string; orderCount: number }[];
}

/**
 * Fixed conversion to euro for the revenue card (RSD and KM are pegged or near-stable; a card
 * figure, not accounting). KM is pegged at 1.95583 per euro.
 */
export const EUR_RATES: Record<string, number> = { EUR: 1, '€': 1, RSD: 117.2, KM: 1.95583, BAM: 1.95583 };

export function toEuro(amount: number, currency: string): number {
  const rate = EUR_RATES[currency] ?? EUR_RATES[currency.toUpperCase()] ?? 1;
  return Math.round((amount / rate) * 100) / 100;
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
export const crossSyncTestSchema: Schema<CrossSyncTestRequest> = {
  userEmail: [rules.email(VALIDATION.invalidEmail), rules.maxLength(MAX_EMAIL_LENGTH, VALIDATION.emailTooLong)],
};

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
