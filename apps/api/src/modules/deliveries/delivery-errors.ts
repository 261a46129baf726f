/**
 * How a call to an outside service failed, as the delivery workers decide on it: a temporary failure
 * (5xx, timeout, network, 429) is retried with backoff, or after the service's own `retryAfter`; a
 * permanent one (wrong token, sheet not shared, rejected data) stops and shows its reason on the order.
 */
export class TemporaryFailure extends Error {
  constructor(
    readonly detail: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}

export class PermanentFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A short, seller-readable account of an HTTP failure: 'HTTP 503', 'HTTP 429', 'vreme isteklo'. */
export const httpDetail = (status: number) => `HTTP ${status}`;
