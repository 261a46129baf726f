import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataSource } from 'typeorm';
import type { MigrationState } from '../../database/database.module.js';
import { READINESS_CACHE_MS, READINESS_DB_TIMEOUT_MS, ReadinessService } from './readiness.service.js';

function service(query: () => Promise<unknown>, done = true) {
  const q = vi.fn(query);
  const s = new ReadinessService({ query: q } as unknown as DataSource, { done } as MigrationState);
  return { s, q };
}

afterEach(() => vi.useRealTimers());

describe('ReadinessService', () => {
  it('ready when migrations are done and SELECT 1 answers', async () => {
    const { s, q } = service(async () => [{ '?column?': 1 }]);
    expect(await s.check()).toEqual({ ready: true, database: 'ok', migrations: 'done' });
    expect(q).toHaveBeenCalledWith('SELECT 1');
  });

  it('not ready while migrations run (no query sent)', async () => {
    const { s, q } = service(async () => [], false);
    expect(await s.check()).toEqual({ ready: false, reason: 'migrations-pending' });
    expect(q).not.toHaveBeenCalled();
  });

  it('not ready when the database refuses or is too slow', async () => {
    expect(await service(async () => Promise.reject(new Error('database "x" does not exist'))).s.check()).toEqual({ ready: false, reason: 'database-unreachable' });
    vi.useFakeTimers();
    const slow = service(() => new Promise(() => undefined)).s.check();
    await vi.advanceTimersByTimeAsync(READINESS_DB_TIMEOUT_MS);
    expect(await slow).toEqual({ ready: false, reason: 'database-timeout' });
  });

  it('one query per cache period, shared by callers meanwhile', async () => {
    vi.useFakeTimers();
    let up = true;
    const { s, q } = service(async () => (up ? [] : Promise.reject(new Error('down'))));
    const answers = await Promise.all([s.check(), s.check(), s.check()]);
    expect(answers.every((a) => a.ready)).toBe(true);
    expect((await s.check()).ready).toBe(true);
    expect(q).toHaveBeenCalledTimes(1);
    up = false;
    await vi.advanceTimersByTimeAsync(READINESS_CACHE_MS + 1);
    expect(await s.check()).toEqual({ ready: false, reason: 'database-unreachable' });
    expect(q).toHaveBeenCalledTimes(2);
  });

  it('shutting down: not ready at once and for good, even with a fresh cached answer', async () => {
    const { s, q } = service(async () => []);
    expect((await s.check()).ready).toBe(true);
    s.shutDown();
    expect(await s.check()).toEqual({ ready: false, reason: 'shutting-down' });
    expect(q).toHaveBeenCalledTimes(1);
  });
});
