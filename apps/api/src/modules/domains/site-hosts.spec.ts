import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/app-config.js';
import { PublicUrl } from '../../config/public-url.js';
import type { DomainIndex, IndexedDomain } from './domain-index.js';
import { hostNameOf, isPreviewName, SiteHosts } from './site-hosts.js';

const none = new Set<string>();

describe('isPreviewName', () => {
  it('localhost, IPv4 and IPv6 addresses (with or without a port in the Host) and listed names', () => {
    for (const host of ['localhost', 'localhost:3000', 'app.localhost', '127.0.0.1', '127.0.0.1:8080', '10.1.2.3', '[::1]', '[::1]:3000', '[2001:db8::7]:80', '::1']) {
      expect(isPreviewName(hostNameOf(host), none), host).toBe(true);
    }
    expect(isPreviewName(hostNameOf('Staging.Example.RS:8443'), new Set(['staging.example.rs']))).toBe(true);
  });

  it('never a public name by its look: .dev, staging, preview, test and local-looking names are not preview hosts', () => {
    for (const host of ['shop.dev', 'my-staging.rs', 'preview.shop.rs', 'dev-shop.rs', 'prodavnica.test', 'shop.local', 'intranet', 'localhost.rs', 'evil-localhost.com', '127.0.0.1.nip.io']) {
      expect(isPreviewName(hostNameOf(host), new Set(['staging.example.rs'])), host).toBe(false);
    }
  });
});

/** SiteHosts over a fixed set of domains and settings. */
function hostsWith(env: Record<string, string>, domains: IndexedDomain[] = []) {
  const config = loadConfig(env);
  const index = { find: (h: string) => domains.find((d) => d.host === h || `www.${d.host}` === h), onChange: () => () => undefined } as unknown as DomainIndex;
  return new SiteHosts(index, new PublicUrl(config), config);
}

describe('SiteHosts.scopeOf', () => {
  const production = { PUBLIC_BASE_URL: 'https://platforma.rs', PREVIEW_HOSTS: 'qa.platforma.rs' };
  const domain = (over: Partial<IndexedDomain>): IndexedDomain => ({ host: 'prodavnica.rs', userId: 7, verified: true, primary: true, sellerActive: true, ...over });

  it('with PUBLIC_BASE_URL: public-looking dev names are unknown; ours, listed preview names, localhost and IPs are the platform', () => {
    const hosts = hostsWith(production);
    for (const host of ['shop.dev', 'my-staging.rs', 'preview.shop.rs', 'intranet', 'shop.local']) expect(hosts.scopeOf(host), host).toEqual({ kind: 'unknown' });
    expect(hosts.scopeOf('platforma.rs')).toEqual({ kind: 'platform', preview: false });
    for (const host of ['qa.platforma.rs', 'localhost:5173', '127.0.0.1:3000', '[::1]:3000']) expect(hosts.scopeOf(host), host).toEqual({ kind: 'platform', preview: true });
  });

  it('the production host itself carries no banner, even when it is an IP address', () => {
    const hosts = hostsWith({ PUBLIC_BASE_URL: 'http://127.0.0.1:3217' });
    expect(hosts.scopeOf('127.0.0.1:3217')).toEqual({ kind: 'platform', preview: false });
    expect(hosts.scopeOf('127.0.0.1:4000')).toEqual({ kind: 'platform', preview: true });
  });

  it('without PUBLIC_BASE_URL our own name is not known: every name is the platform, none with the banner', () => {
    const hosts = hostsWith({});
    for (const host of ['shop.dev', 'localhost', 'prodavnica.rs']) expect(hosts.scopeOf(host), host).toEqual({ kind: 'platform', preview: false });
  });

  it("a verified domain is its seller's while the seller's account is active; unverified or deactivated: unknown", () => {
    expect(hostsWith(production, [domain({})]).scopeOf('www.prodavnica.rs:443')).toEqual({ kind: 'seller', host: 'prodavnica.rs', userId: 7 });
    expect(hostsWith(production, [domain({ verified: false })]).scopeOf('prodavnica.rs')).toEqual({ kind: 'unknown' });
    expect(hostsWith(production, [domain({ sellerActive: false })]).scopeOf('prodavnica.rs')).toEqual({ kind: 'unknown' });
    expect(hostsWith({}, [domain({ sellerActive: false })]).scopeOf('prodavnica.rs')).toEqual({ kind: 'unknown' });
  });
});
