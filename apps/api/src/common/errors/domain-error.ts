/**
 * What went wrong, in the domain's words. Services throw these; one filter
 * (filters/api-exception.filter.ts) turns each into the API's JSON error with its HTTP status, for the
 * Nest routes and the fast routes alike. No service builds an error body by hand.
 */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'rate-limited' | 'unavailable';

export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** The Serbian text the caller sees. */
    message: string,
    /** Per-field messages (an invalid form). */
    readonly fields?: Record<string, string>,
    /** Seconds to wait before trying again (rate limits). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request is wrong; `fields` names the fields and their messages. */
export class InvalidInputError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super('invalid', message, fields);
  }

  /** One field is wrong: its message is also the answer's message. */
  static field(field: string, message: string): InvalidInputError {
    return new InvalidInputError(message, { [field]: message });
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string) {
    super('unauthorized', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not-found', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, field?: string) {
    super('conflict', message, field ? { [field]: message } : undefined);
  }
}

export class TooLargeError extends DomainError {
  constructor(message: string) {
    super('too-large', message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super('rate-limited', message, undefined, retryAfterSeconds);
  }
}

export class UnavailableError extends DomainError {
  constructor(message: string) {
    super('unavailable', message);
  }
}
