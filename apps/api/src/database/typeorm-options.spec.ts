import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';
import { appTypeormOptions, hotPoolOptions, typeormOptions } from './typeorm-options.js';

const url = 'postgres://u:p@db:5432/shop';
const extra = (o: object) => (o as { extra: Record<string, unknown> }).extra;

describe('pool options (DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS)', () => {
  it("defaults: today's pool sizes (20 + 16) and a 15 s statement_timeout on both of the app's pools", () => {
    const { database } = loadConfig({});
    expect(extra(appTypeormOptions(url, database))).toEqual({ max: 20, connectionTimeoutMillis: 10_000, statement_timeout: 15_000 });
    expect(hotPoolOptions(url, database)).toEqual({ connectionString: url, max: 16, application_name: 'cod-hot', statement_timeout: 15_000 });
  });

  it('follows the settings', () => {
    const { database } = loadConfig({ DATABASE_POOL_SIZE: '5', DATABASE_STATEMENT_TIMEOUT_MS: '2500' });
    expect(extra(appTypeormOptions(url, database))).toMatchObject({ max: 5, statement_timeout: 2500 });
    expect(hotPoolOptions(url, database)).toMatchObject({ max: 4, statement_timeout: 2500 });
    expect(hotPoolOptions(url, { poolSize: 1, statementTimeoutMs: 1000 }).max).toBe(1);
  });

  it('0 means no statement timeout', () => {
    const settings = { poolSize: 20, statementTimeoutMs: 0 };
    expect(extra(appTypeormOptions(url, settings))).not.toHaveProperty('statement_timeout');
    expect(hotPoolOptions(url, settings)).not.toHaveProperty('statement_timeout');
  });

  it('migrations and the TypeORM CLI run without a statement timeout, on two connections', () => {
    expect(extra(typeormOptions(url))).toEqual({ max: 2, connectionTimeoutMillis: 10_000 });
    const app = appTypeormOptions(url, { poolSize: 20, statementTimeoutMs: 15_000 });
    const { extra: _a, ...appRest } = app as unknown as Record<string, unknown>;
    const { extra: _b, ...migrationRest } = typeormOptions(url) as unknown as Record<string, unknown>;
    expect(Object.keys(appRest)).toEqual(Object.keys(migrationRest));
    expect(appRest.migrations).toBe(migrationRest.migrations);
  });
});
