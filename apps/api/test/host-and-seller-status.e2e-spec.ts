import { STOREFRONT_PATH } from '@cod/contracts';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnServers } from './own-servers.js';
import { adminToken, createWebsite, customerIp, newClient, scratchDatabase, useServer } from './helpers.js';

/**
 * Security hardening: which Host names are served a seller's pages (item 6). Two API processes of this file's own
 * on one database, with our own name known (PUBLIC_BASE_URL, as in production; the shared test server has none, so
 * every name is ours there) and one preview name (PREVIEW_HOSTS).
 */

const PLATFORM = 'platforma-status.rs';
const PREVIEW = 'qa.platforma-status.rs';
const own = new OwnServers('cod-host-status');
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let admin: string;

beforeAll(async () => {
  scratch = await scratchDatabase('cod_host_status');
  for (let i = 0; i < 2; i++) {
    await own.start({
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'host-status-tests-jwt-secret-0123456789abcdef',
      SECRETS_KEY: 'host-status-tests-secrets-key-0123456789abcde',
      PUBLIC_BASE_URL: `https://${PLATFORM}`,
      PREVIEW_HOSTS: PREVIEW,
      // Visitors are told apart by X-Forwarded-For.
      TRUST_PROXY: '1',
    });
  }
  useServer(own.bases[0], scratch.url);
  admin = await adminToken();
}, 90_000);

afterAll(async () => {
  await own.stopAll();
  await scratch?.drop();
}, 60_000);

/** A GET with the Host header a browser would send for that name (the request goes to 127.0.0.1). */
function onHost(host: string, path: string, base = own.bases[0]): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host, 'x-forwarded-for': customerIp() } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('Host names (item 6): only our own name, PREVIEW_HOSTS, localhost and IP addresses show the platform', () => {
  let site: { customUrl: string; productName: string };

  beforeAll(async () => {
    const seller = await newClient(admin);
    const { website } = await createWebsite(seller.token, { productName: 'Lampa Za Domaćinstvo' });
    site = { customUrl: website.customUrl, productName: 'Lampa Za Domaćinstvo' };
  }, 60_000);

  it.each(['shop.dev', 'my-staging.rs', 'preview.shop.rs', 'dev-prodavnica.rs', 'prodavnica.test', 'intranet'])('%s: the 404 page, never the seller\'s page', async (host) => {
    for (const path of [`/${site.customUrl}`, '/', `/${STOREFRONT_PATH}`]) {
      const page = await onHost(host, path);
      expect(page.status, `${host}${path}`).toBe(404);
      expect(page.body.includes(site.productName), `${host}${path}`).toBe(false);
    }
  });

  it('our own name serves the page without the banner; a PREVIEW_HOSTS name, localhost and IP addresses serve it with the banner', async () => {
    const ours = await onHost(PLATFORM, `/${site.customUrl}`);
    expect(ours.status).toBe(200);
    expect(ours.body.includes(site.productName)).toBe(true);
    expect(ours.body.includes('data-testid="preview-banner"')).toBe(false);
    for (const host of [PREVIEW, `${PREVIEW}:8443`, 'localhost', 'localhost:5173', '127.0.0.1', `127.0.0.1:${new URL(own.bases[0]).port}`, '[::1]:3000']) {
      const page = await onHost(host, `/${site.customUrl}`);
      expect(page.status, host).toBe(200);
      expect(page.body.includes(site.productName), host).toBe(true);
      const banner = /<div[^>]*data-testid="preview-banner"[^>]*>/.exec(page.body)?.[0] ?? '';
      expect(banner, host).not.toBe('');
      expect(banner, host).not.toContain('hidden');
      expect(page.body.includes(`https://${PLATFORM}/${site.customUrl}`), host).toBe(true);
    }
  });
});
