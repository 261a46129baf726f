export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'dns_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  /** Node refused to send the request as given (a header value or path no HTTP request can carry); a retry fails the same way. */
  | 'invalid_request'
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
