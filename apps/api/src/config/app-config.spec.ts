import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, OPERATIONS_DEFAULTS, publicBaseUrl } from './app-config.js';

describe('loadConfig (CONTRACT.md settings)', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe(path.resolve('./.data'));
    expect(c.adminEmail).toBe('admin@example.com');
    expect(c.adminPassword).toBeUndefined();
    expect(c.aiProvider).toBe('offline');
    expect(c.outboundAllowPrivate).toBe(false);
    expect(c.telegramApiUrl).toBe('https://api.telegram.org');
    expect(c.facebookGraphUrl).toBe('https://graph.facebook.com');
    expect(c.rateLimit).toEqual({ loginPerMin: 10, loginPerAddressPerMin: 30, ordersPerMin: 20, orderLookupsPerMin: 30 });
    expect(c.storage).toBe('local');
    expect(publicBaseUrl(c, 3000)).toBe('http://localhost:3000');
  });

  it('reads every setting', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      DATA_DIR: '/srv/data',
      ADMIN_EMAIL: 'Boss@Shop.RS',
      ADMIN_PASSWORD: 'longenough',
      PUBLIC_BASE_URL: 'https://shop.rs/',
      AI_PROVIDER: 'openai',
      OUTBOUND_ALLOW_PRIVATE: '1',
      RATE_LIMIT_LOGIN_PER_MIN: '3',
      RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MIN: '12',
      RATE_LIMIT_ORDERS_PER_MIN: '1000',
      DNS_SERVERS: '1.1.1.1, 8.8.8.8:53',
      DOMAIN_CNAME_TARGET: 'Sites.Shop.RS.',
      DOMAIN_APEX_ADDRESSES: '203.0.113.7, 2001:db8::7',
      DNS_TIMEOUT_MS: '800',
      SHIPMENT_PULL_MINUTES: '0',
      DOMAIN_TXT_PREFIX: 'shop-verify=',
      PREVIEW_HOSTS: 'Staging.Shop.RS., qa.shop.rs',
    });
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe('postgres://u:p@db:5432/shop');
    expect(c.dataDir).toBe('/srv/data');
    expect(c.adminEmail).toBe('boss@shop.rs');
    expect(c.publicBaseUrl).toBe('https://shop.rs');
    expect(c.aiProvider).toBe('openai');
    expect(c.outboundAllowPrivate).toBe(true);
    expect(c.rateLimit).toEqual({ loginPerMin: 3, loginPerAddressPerMin: 12, ordersPerMin: 1000, orderLookupsPerMin: 30 });
    expect(c.dnsServers).toEqual(['1.1.1.1', '8.8.8.8:53']);
    expect(c.domainCnameTarget).toBe('sites.shop.rs');
    expect(c.domainApexAddresses).toEqual(['203.0.113.7', '2001:db8::7']);
    expect(c.dnsTimeoutMs).toBe(800);
    expect(c.shipmentPullMinutes).toBe(0);
    expect(loadConfig({})).toMatchObject({ domainApexAddresses: [], dnsTimeoutMs: 2500, shipmentPullMinutes: 30 });
    expect(c.domainTxtPrefix).toBe('shop-verify=');
    expect(loadConfig({}).domainTxtPrefix).toBe('cod-verify=');
    expect(c.previewHosts).toEqual(['staging.shop.rs', 'qa.shop.rs']);
    expect(loadConfig({}).previewHosts).toEqual([]);
  });

  it('reads the web build folders and EMBEDDED_PG_LOG through the one schema', () => {
    const c = loadConfig({ WEB_DIST_DIR: '/srv/web', WEB_SSR_DIR: '/srv/ssr', EMBEDDED_PG_LOG: '1' });
    expect([c.webDistDir, c.webSsrDir, c.embeddedPgLog]).toEqual(['/srv/web', '/srv/ssr', true]);
    expect(loadConfig({}).embeddedPgLog).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_EMAIL', 'nope'],
    ['ADMIN_PASSWORD', '123'],
    ['JWT_SECRET', 'short'],
    ['AI_PROVIDER', 'magic'],
    ['OUTBOUND_ALLOW_PRIVATE', 'yes'],
    ['DOMAIN_CNAME_TARGET', 'https://sites.shop.rs/'],
    ['DOMAIN_TXT_PREFIX', 'has space'],
    ['PREVIEW_HOSTS', 'https://staging.shop.rs'],
    ['RATE_LIMIT_LOGIN_PER_MIN', '0'],
    ['RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MIN', '0'],
    ['STORAGE', 'ftp'],
    ['PUBLIC_BASE_URL', 'shop.rs'],
    ['EMBEDDED_PG_LOG', 'yes'],
  ])('refuses %s=%s with a message naming it', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  });

  describe('operations settings (LOG_FORMAT, DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS)', () => {
    it('defaults: plain logs, a pool of 20, a 15 s statement timeout', () => {
      const c = loadConfig({});
      expect(c.logFormat).toBe('plain');
      expect(c.database).toEqual({ poolSize: 20, statementTimeoutMs: 15_000 });
      expect(c.jobConcurrency).toBe(1);
      expect(c.shutdown).toEqual({ delayMs: 2000, timeoutMs: 6000 });
      expect(OPERATIONS_DEFAULTS).toEqual({ databasePoolSize: 20, statementTimeoutMs: 15_000, jobConcurrency: 1, shutdownDelayMs: 2000, shutdownTimeoutMs: 6000 });
    });

    it('reads JOB_CONCURRENCY, SHUTDOWN_DELAY_MS and SHUTDOWN_TIMEOUT_MS', () => {
      const c = loadConfig({ JOB_CONCURRENCY: '4', SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '30000' });
      expect(c.jobConcurrency).toBe(4);
      expect(c.shutdown).toEqual({ delayMs: 0, timeoutMs: 30_000 });
    });

    it('reads them, at their bounds too', () => {
      const c = loadConfig({ LOG_FORMAT: 'json', DATABASE_POOL_SIZE: '5', DATABASE_STATEMENT_TIMEOUT_MS: '30000' });
      expect(c.logFormat).toBe('json');
      expect(c.database).toEqual({ poolSize: 5, statementTimeoutMs: 30_000 });
      expect(loadConfig({ DATABASE_POOL_SIZE: '1' }).database.poolSize).toBe(1);
      expect(loadConfig({ DATABASE_POOL_SIZE: '500' }).database.poolSize).toBe(500);
      expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).database.statementTimeoutMs).toBe(0);
      expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '100' }).database.statementTimeoutMs).toBe(100);
      expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '3600000' }).database.statementTimeoutMs).toBe(3_600_000);
      expect(loadConfig({ LOG_FORMAT: '', DATABASE_POOL_SIZE: ' ' }).logFormat).toBe('plain');
    });

    it.each([
      ['LOG_FORMAT', 'xml'],
      ['LOG_FORMAT', 'JSON'],
      ['DATABASE_POOL_SIZE', '0'],
      ['DATABASE_POOL_SIZE', '501'],
      ['DATABASE_POOL_SIZE', '2.5'],
      ['DATABASE_POOL_SIZE', 'many'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '99'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '3600001'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '15s'],
      ['JOB_CONCURRENCY', '0'],
      ['JOB_CONCURRENCY', '9'],
      ['SHUTDOWN_DELAY_MS', '-1'],
      ['SHUTDOWN_DELAY_MS', '120001'],
      ['SHUTDOWN_TIMEOUT_MS', '99'],
      ['SHUTDOWN_TIMEOUT_MS', 'soon'],
    ])('refuses %s=%s with a message naming it', (key, value) => {
      expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    });
  });
});
