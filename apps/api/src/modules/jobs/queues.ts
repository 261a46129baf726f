import type { DeliveryChannel } from '@cod/contracts';

/** Job queues (pg-boss). */
export const QUEUES = {
  /** One queue per delivery channel; a job is `{ ref }` (the order's or upsell order's public number). */
  telegram: 'deliver-telegram',
  sheets: 'deliver-sheets',
  capi: 'deliver-capi',
  shipment: 'deliver-shipment',
  /** The daily re-check of verified custom domains (a pg-boss schedule: one job a day for all processes). */
  domainRecheck: 'domains-recheck',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const DELIVERY_QUEUES: Record<DeliveryChannel, QueueName> = {
  telegram: QUEUES.telegram,
  sheets: QUEUES.sheets,
  capi: QUEUES.capi,
  shipment: QUEUES.shipment,
};

/** The data of a delivery job: which order (or upsell order) to deliver. */
export interface DeliveryJobData {
  ref: string;
}

/** Retries with backoff; jobs are keyed by order id so a retried enqueue never doubles them. */
export const QUEUE_OPTIONS = { retryLimit: 10, retryDelay: 30, retryBackoff: true, retentionMinutes: 60 * 24 * 14 } as const;
