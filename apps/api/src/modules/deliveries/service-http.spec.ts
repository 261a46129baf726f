import { DELIVERY_REASONS } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { PermanentFailure, TemporaryFailure } from './delivery-errors.js';
import { callService } from './service-http.js';

const request = { timeoutMs: 2000, allowPrivate: true };

describe('callService: how a request that fails before any answer is judged', () => {
  it('a key no HTTP header can carry is a permanent failure (never retried), not "network"', async () => {
    const failure = await callService('http://127.0.0.1:9/v1/shipments', { ...request, headers: { authorization: 'Bearer ključ' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PermanentFailure);
    expect((failure as PermanentFailure).reason).toBe(DELIVERY_REASONS.secretCharacters);
  });

  it('a refused connection stays temporary', async () => {
    const failure = await callService('http://127.0.0.1:9/v1/shipments', { ...request, headers: { authorization: 'Bearer tk_live_1' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TemporaryFailure);
  });
});
