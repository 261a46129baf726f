import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { API_ERRORS } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { ConflictError, InvalidInputError, NotFoundError, RateLimitedError } from '../errors/domain-error.js';
import { retryAfterOf, toErrorBody } from './api-exception.filter.js';

describe('toErrorBody', () => {
  it('maps each domain error to its status with the Serbian message', () => {
    expect(toErrorBody(new ConflictError('Već postoji'))).toEqual({ statusCode: 409, message: 'Već postoji', error: 'Conflict' });
    expect(toErrorBody(new NotFoundError('Nema ga'))).toEqual({ statusCode: 404, message: 'Nema ga', error: 'Not Found' });
    expect(toErrorBody(new RateLimitedError('Polako', 12))).toEqual({ statusCode: 429, message: 'Polako', error: 'Too Many Requests' });
    expect(retryAfterOf(new RateLimitedError('Polako', 12))).toBe(12);
  });
  it('keeps per-field errors', () => {
    expect(toErrorBody(new InvalidInputError('A', { a: 'A', b: 'B' }))).toEqual({ statusCode: 400, message: 'A', error: 'Bad Request', errors: { a: 'A', b: 'B' } });
    expect(toErrorBody(InvalidInputError.field('customUrl', 'Zauzet'))).toEqual({ statusCode: 400, message: 'Zauzet', error: 'Bad Request', errors: { customUrl: 'Zauzet' } });
    expect(toErrorBody(new ConflictError('Zauzet', 'customUrl')).errors).toEqual({ customUrl: 'Zauzet' });
  });
  it("gives the framework's English errors our Serbian text for their status", () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x')).message).toBe(API_ERRORS.routeNotFound);
    expect(toErrorBody(new PayloadTooLargeException('File too large'))).toMatchObject({ statusCode: 413, message: API_ERRORS.payloadTooLarge });
    expect(toErrorBody(new BadRequestException('Unexpected field'))).toMatchObject({ statusCode: 400, message: API_ERRORS.badRequest });
  });
  it('maps plain library errors that carry a client status', () => {
    const big = Object.assign(new Error('too large'), { status: 413 });
    expect(toErrorBody(big)).toMatchObject({ statusCode: 413, message: API_ERRORS.payloadTooLarge });
    expect(toErrorBody(Object.assign(new Error('x'), { statusCode: 400 }))).toMatchObject({ statusCode: 400, message: API_ERRORS.badRequest });
  });
  it('hides unknown errors behind a 500 without details', () => {
    expect(toErrorBody(new Error('secret stack detail'))).toEqual({ statusCode: 500, message: API_ERRORS.serverError, error: 'Internal Server Error' });
    expect(retryAfterOf(new Error('x'))).toBeUndefined();
  });
});
