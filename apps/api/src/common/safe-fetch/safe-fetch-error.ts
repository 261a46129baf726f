export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'dns_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'network';

/** The only error safeFetch rejects with; callers switch on `code`, never on messages of Node internals. */
export class SafeFetchError extends Error {
  override readonly name = 'SafeFetchError';

  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
