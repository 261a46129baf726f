import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { API_ERRORS, type ApiErrorBody } from '@cod/contracts';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { DOMAIN_ERROR_STATUS, DomainError } from '../errors/domain-error.js';

/** Plain errors of libraries that carry an HTTP status (body parsers, multer). */
interface StatusError extends Error {
  status?: number;
  statusCode?: number;
  type?: string;
}

const bodyOf = (statusCode: number, message: string, errors?: Record<string, string>): ApiErrorBody => ({
  statusCode,
  message,
  error: STATUS_CODES[statusCode] ?? 'Error',
  ...(errors ? { errors } : {}),
});

const FRAMEWORK_MESSAGES: Record<number, string> = {
  401: API_ERRORS.notSignedIn,
  403: API_ERRORS.forbidden,
  404: API_ERRORS.routeNotFound,
  413: API_ERRORS.payloadTooLarge,
  429: API_ERRORS.tooManyRequests,
};

/** Turns any thrown error into the API's JSON error shape (CONTRACT.md): never an HTML page, never a stack. */
export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof DomainError) return bodyOf(DOMAIN_ERROR_STATUS[exception.kind], exception.message, exception.fields);
  // The framework's own exceptions (unmatched routes, multer's upload limits): English texts, so the
  // caller gets our Serbian text for the status instead.
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return bodyOf(status, FRAMEWORK_MESSAGES[status] ?? (status >= 500 ? API_ERRORS.serverError : API_ERRORS.badRequest));
  }
  const err = exception as StatusError;
  const status = err?.status ?? err?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return bodyOf(status, FRAMEWORK_MESSAGES[status] ?? API_ERRORS.badRequest);
  }
  return bodyOf(500, API_ERRORS.serverError);
}

/** Seconds the caller should wait (Retry-After), for rate-limit errors. */
export function retryAfterOf(exception: unknown): number | undefined {
  return exception instanceof DomainError ? exception.retryAfter : undefined;
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost) {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const body = toErrorBody(exception);
    if (body.statusCode >= HttpStatus.INTERNAL_SERVER_ERROR) {
      this.logger.error(`${req.method} ${req.originalUrl}: ${(exception as Error)?.stack ?? exception}`);
    }
    if (res.headersSent) return;
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(body.statusCode).json(body);
  }
}
