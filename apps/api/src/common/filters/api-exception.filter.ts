import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { API_ERRORS, type ApiErrorBody } from '@cod/contracts';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';

/** Body-parser and other plain errors that carry an HTTP status. */
interface StatusError extends Error {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** Turns any thrown error into the API's JSON error shape (CONTRACT.md): never an HTML page, never a stack. */
export function toErrorBody(exception: unknown): ApiErrorBody {
  // Nest wraps body-parser failures in a BadRequestException whose cause keeps the parser's type.
  const parserError = ((exception instanceof HttpException ? exception.cause : exception) ?? {}) as StatusError;
  if (parserError.type === 'entity.parse.failed') return { statusCode: 400, message: API_ERRORS.invalidJson, error: 'Bad Request' };
  if (parserError.type === 'entity.too.large') return { statusCode: 413, message: API_ERRORS.payloadTooLarge, error: 'Payload Too Large' };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    const body: ApiErrorBody = { statusCode: status, message: '', error: STATUS_CODES[status] ?? 'Error' };
    if (typeof res === 'string') body.message = res;
    else if (res && typeof res === 'object') {
      const r = res as Record<string, unknown>;
      const msg = Array.isArray(r.message) ? r.message[0] : r.message;
      body.message = typeof msg === 'string' ? msg : exception.message;
      if (typeof r.error === 'string' && r.error !== body.message) body.error = r.error;
      if (r.errors && typeof r.errors === 'object') body.errors = r.errors as Record<string, string>;
    }
    // Nest's own texts for unmatched routes and throttling are English; ours are Serbian.
    if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(body.message)) {
      body.message = API_ERRORS.routeNotFound;
    }
    return body;
  }
  const err = exception as StatusError;
  const status = err?.status ?? err?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: API_ERRORS.badRequest, error: STATUS_CODES[status] ?? 'Error' };
  }
  return { statusCode: 500, message: API_ERRORS.serverError, error: 'Internal Server Error' };
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
    const retryAfter = exception instanceof HttpException ? (exception.getResponse() as { retryAfter?: unknown }).retryAfter : undefined;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res.status(body.statusCode).json(body);
  }
}
