import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { API_ERRORS } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { toErrorBody } from './api-exception.filter.js';

describe('toErrorBody', () => {
  it('keeps a Serbian message and the status', () => {
    expect(toErrorBody(new ConflictException('Već postoji'))).toEqual({ statusCode: 409, message: 'Već postoji', error: 'Conflict' });
  });
  it('keeps per-field errors', () => {
    const body = toErrorBody(new BadRequestException({ message: 'A', error: 'Bad Request', errors: { a: 'A' } }));
    expect(body).toEqual({ statusCode: 400, message: 'A', error: 'Bad Request', errors: { a: 'A' } });
  });
  it('turns Nest route-not-found into the Serbian text', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x')).message).toBe(API_ERRORS.routeNotFound);
  });
  it('maps body-parser failures (wrapped or not)', () => {
    const parse = Object.assign(new SyntaxError('Unexpected token'), { status: 400, type: 'entity.parse.failed' });
    expect(toErrorBody(parse)).toMatchObject({ statusCode: 400, message: API_ERRORS.invalidJson });
    expect(toErrorBody(new BadRequestException('x', { cause: parse })).message).toBe(API_ERRORS.invalidJson);
    const big = Object.assign(new Error('too large'), { status: 413, type: 'entity.too.large' });
    expect(toErrorBody(big)).toMatchObject({ statusCode: 413, message: API_ERRORS.payloadTooLarge });
  });
  it('hides unknown errors behind a 500 without details', () => {
    expect(toErrorBody(new Error('secret stack detail'))).toEqual({ statusCode: 500, message: API_ERRORS.serverError, error: 'Internal Server Error' });
  });
});
