/** Job queues (pg-boss). The integrations issue adds the workers (Telegram, Sheets, Conversions API, shipment). */
export const QUEUES = {
  /** One job per order, enqueued in the order's own transaction: an acknowledged order never loses its follow-ups. */
  orderCreated: 'order-created',
  upsellOrderCreated: 'upsell-order-created',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Retries with backoff; jobs are keyed by order id so a retried enqueue never doubles them. */
export const QUEUE_OPTIONS = { retryLimit: 10, retryDelay: 30, retryBackoff: true, retentionMinutes: 60 * 24 * 14 } as const;
