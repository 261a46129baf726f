import { API, DOMAIN_MESSAGES, STOREFRONT_PATH, type DomainResponse } from '@cod/contracts';
import dgram from 'node:dgram';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestDnsServer } from './fakes/dns-server.js';
import { OwnServers } from './own-servers.js';
import type { RunningServer } from '../src/bootstrap.js';
import { DomainRecheck } from '../src/modules/domains/domain-recheck.js';
import { ADMIN, call, createWebsite, customerIp, expectError, getOnHost, login, newClient, scratchDatabase, sql, useServer } from './helpers.js';

/**
 * Custom domains (spec 000 §2, §3, §5, §7, §8; CONTRACT DNS_SERVERS, DOMAIN_CNAME_TARGET, tls-allowed) against a
 * real DNS server over UDP (fakes/dns-server.ts) that the API asks through DNS_SERVERS. Two API processes on one
 * database: tls-allowed on the second learns of a verification on the first through PostgreSQL NOTIFY.
 */

const TARGET = 'sajtovi.platforma-test.rs';
const TARGET_IP = '203.0.113.10';
let dns: TestDnsServer;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
const own = new OwnServers('cod-domains');
type Client = Awaited<ReturnType<typeof newClient>>;
let owner: Client;
let other: Client;
let single: Client;
const servers: RunningServer[] = [];

/** One more API process on this file's database, asking the test DNS server. */
const startApi = (databaseUrl: string) =>
  own.start({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'domains-tests-jwt-secret-0123456789abcdef0123',
    SECRETS_KEY: 'domains-tests-secrets-key-0123456789abcdef012',
    PUBLIC_BASE_URL: 'http://platforma-test.rs',
    DNS_SERVERS: `127.0.0.1:${dns.port}`,
    DOMAIN_CNAME_TARGET: TARGET,
  });

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  dns.publish(TARGET, { A: [TARGET_IP] });
  scratch = await scratchDatabase('cod_domains');
  servers.push(await startApi(scratch.url), await startApi(scratch.url));
  useServer(own.bases[0], scratch.url);
  const admin = (await login(ADMIN.email, ADMIN.password)).token;
  [owner, other, single] = await Promise.all([newClient(admin), newClient(admin), newClient(admin)]);
}, 90_000);

afterAll(async () => {
  await own.stopAll();
  await scratch?.drop();
  await dns?.stop();
}, 60_000);

const add = (token: string, host: string) => call('POST', API.domains.list, { token, body: { host } });
const verify = (token: string, host: string) => call('POST', API.domains.verify, { token, body: { host } });
const testDns = (token: string, host: string) => call<{ success: boolean; message: string }>('POST', API.domains.testDns, { token, body: { host } });
const list = async (token: string) => (await call<DomainResponse[]>('GET', API.domains.list, { token })).body;
const tls = (host: string, base = own.bases[0]) => call('GET', `${API.domains.tlsAllowed}?domain=${encodeURIComponent(host)}`, { base });
const tokenOf = async (userId: number, host: string) => (await sql('SELECT verification_token AS t FROM domains WHERE user_id = $1 AND host = $2', [userId, host]))[0].t as string;
const publishTxt = async (userId: number, host: string, at = host) => dns.publish(at, { TXT: [`cod-verify=${await tokenOf(userId, host)}`] });

async function eventually(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe('domains: sign-in and validation', () => {
  it('every seller call needs a sign-in (401); tls-allowed is public', async () => {
    for (const [method, p] of [['GET', API.domains.list], ['GET', API.domains.userDomain], ['POST', API.domains.verify], ['DELETE', API.domains.one('a.rs')]] as const)
      expectError(await call(method, p, { body: method === 'POST' ? { host: 'a.rs' } : undefined }), 401);
    expectError(await tls('nepoznat.rs'), 404);
  });

  it('refuses empty, IP, localhost, our own host and malformed names with Serbian messages', async () => {
    const t = owner.token;
    expectError(await call('POST', API.domains.list, { token: t, body: {} }), 400, DOMAIN_MESSAGES.domainRequired);
    expectError(await add(t, '   '), 400, DOMAIN_MESSAGES.enterDomain);
    expectError(await call('POST', API.domains.userDomain, { token: t, body: { domain: ' ' } }), 400, DOMAIN_MESSAGES.enterDomain);
    expectError(await call('POST', API.domains.userDomain, { token: t, body: {} }), 400, DOMAIN_MESSAGES.domainRequired);
    expectError(await add(t, 'http://192.168.1.1/'), 400, DOMAIN_MESSAGES.ipNotAllowed);
    expectError(await add(t, '[::1]'), 400, DOMAIN_MESSAGES.ipNotAllowed);
    expectError(await add(t, 'localhost'), 400, DOMAIN_MESSAGES.localhostNotAllowed);
    expectError(await add(t, 'shop.localhost'), 400, DOMAIN_MESSAGES.localhostNotAllowed);
    expectError(await add(t, 'platforma-test.rs'), 400, DOMAIN_MESSAGES.ownHost);
    expectError(await add(t, TARGET), 400, DOMAIN_MESSAGES.ownHost);
    expectError(await add(t, 'bezetacke'), 400, DOMAIN_MESSAGES.invalidHost);
    expectError(await add(t, 'a..rs'), 400, DOMAIN_MESSAGES.invalidHost);
    expectError(await add(t, 'shop.rs/putanja'), 400, DOMAIN_MESSAGES.invalidHost);
    expectError(await add(t, `${'a'.repeat(64)}.rs`), 400, DOMAIN_MESSAGES.hostTooLong);
    expectError(await add(t, `${'abcdefghi.'.repeat(26)}rs`), 400, DOMAIN_MESSAGES.hostTooLong);
    expect(await list(t)).toEqual([]);
  });
});

describe('domains: add, verify, primary, remove (multi)', () => {
  it('normalises the input (§5), converts an IDN to punycode, and gives the DNS instructions', async () => {
    const res = await add(owner.token, '  HTTPS://www.Prodavnica-Jedan.rs/ ');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(DOMAIN_MESSAGES.added);
    const d = res.body.domain as DomainResponse;
    expect(d).toMatchObject({ host: 'prodavnica-jedan.rs', isPrimary: false, verifiedAt: null });
    const token = await tokenOf(owner.user.id, 'prodavnica-jedan.rs');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    // An apex without the platform's addresses: ALIAS/ANAME advice and the TXT on the host itself.
    expect(d.dnsInstructions).toEqual({
      cname: { name: '@', value: TARGET },
      txt: { name: '@', value: `cod-verify=${token}` },
      records: [
        { type: 'ALIAS', name: '@', value: TARGET },
        { type: 'TXT', name: '@', value: `cod-verify=${token}` },
      ],
      apex: true,
      problem: null,
    });
    // A subdomain: CNAME and TXT named for it, as DNS hosts' forms expect.
    const sub = (await add(owner.token, 'shop.prodavnica-jedan.rs')).body.domain as DomainResponse;
    const subToken = await tokenOf(owner.user.id, 'shop.prodavnica-jedan.rs');
    expect(sub.dnsInstructions.records).toEqual([
      { type: 'CNAME', name: 'shop', value: TARGET },
      { type: 'TXT', name: 'shop', value: `cod-verify=${subToken}` },
    ]);

    const idn = await add(owner.token, 'Šop-Čačak.rs');
    expect(idn.status).toBe(201);
    expect(idn.body.domain.host).toBe(domainToASCII('šop-čačak.rs'));
    expect(idn.body.domain.host).toMatch(/^xn--/);
    expectError(await add(owner.token, 'prodavnica-jedan.rs'), 409, DOMAIN_MESSAGES.alreadyAdded);
    // Two tokens, two different values.
    expect(await tokenOf(owner.user.id, idn.body.domain.host)).not.toBe(token);
  });

  it('verification fails without the TXT record, says why, and changes nothing', async () => {
    const res = await verify(owner.token, 'prodavnica-jedan.rs');
    expectError(res, 400);
    expect(res.body.message).toContain(DOMAIN_MESSAGES.verifyFailed);
    expect(res.body.message).toContain('24 sata');
    expect((await list(owner.token)).every((d) => d.verifiedAt === null)).toBe(true);
    expectError(await tls('prodavnica-jedan.rs'), 404);
    // The result stays on the domain (its card), not only in a toast.
    const kept = (await list(owner.token)).find((d) => d.host === 'prodavnica-jedan.rs')!;
    expect(kept.lastCheck).toEqual({ at: expect.any(String), ok: false, message: res.body.message });
  });

  it('verifies with the TXT value at @; the first verified domain becomes the primary; tls-allowed on both processes', async () => {
    await publishTxt(owner.user.id, 'prodavnica-jedan.rs');
    const res = await verify(owner.token, 'www.prodavnica-jedan.rs');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DOMAIN_MESSAGES.verified);
    expect(res.body.domain).toMatchObject({ host: 'prodavnica-jedan.rs', isPrimary: true, lastCheck: { ok: true, message: DOMAIN_MESSAGES.verified } });
    expect(res.body.domain.verifiedAt).toBeTruthy();
    expect((await tls('prodavnica-jedan.rs')).status).toBe(200);
    expect((await tls('www.prodavnica-jedan.rs')).status).toBe(200);
    expect((await tls('PRODAVNICA-JEDAN.RS')).status).toBe(200);
    expect(await eventually(async () => (await tls('prodavnica-jedan.rs', own.bases[1])).status === 200)).toBe(true);
    expectError(await tls('shop.prodavnica-jedan.rs'), 404);
    expectError(await tls(domainToASCII('šop-čačak.rs')), 404);
    expectError(await tls('nepoznat.rs'), 404);
    // Verifying again is harmless.
    expect((await verify(owner.token, 'prodavnica-jedan.rs')).status).toBe(200);
  });

  it('also accepts the TXT value at _cod-verify.<host>; primary only for a verified domain, exactly one', async () => {
    expect((await add(owner.token, 'drugi-shop.rs')).status).toBe(201);
    const [first, second] = ['prodavnica-jedan.rs', 'drugi-shop.rs'].map((h) => h);
    const secondRow = (await list(owner.token)).find((d) => d.host === second)!;
    expectError(await call('POST', API.domains.primary, { token: owner.token, body: { domainId: secondRow.id } }), 400, DOMAIN_MESSAGES.primaryNeedsVerified);

    await publishTxt(owner.user.id, second, `_cod-verify.${second}`);
    const res = await verify(owner.token, second);
    expect(res.status).toBe(200);
    expect(res.body.domain.isPrimary).toBe(false);

    const set = await call('POST', API.domains.primary, { token: owner.token, body: { domainId: secondRow.id } });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(DOMAIN_MESSAGES.primarySet);
    const after = await list(owner.token);
    expect(after.filter((d) => d.isPrimary).map((d) => d.host)).toEqual([second]);
    expect(after[0].host).toBe(second);
    expect(after.find((d) => d.host === first)!.isPrimary).toBe(false);
    expectError(await call('POST', API.domains.primary, { token: other.token, body: { domainId: secondRow.id } }), 404, DOMAIN_MESSAGES.notFound);
    expectError(await call('POST', API.domains.primary, { token: owner.token, body: { domainId: 'x' } }), 400, DOMAIN_MESSAGES.domainIdInvalid);
  });

  it('a domain verified by one seller cannot be claimed by another; another seller sees and changes none of them', async () => {
    expectError(await add(other.token, 'prodavnica-jedan.rs'), 409, DOMAIN_MESSAGES.takenByOther);
    expectError(await add(other.token, 'https://www.prodavnica-jedan.rs'), 409, DOMAIN_MESSAGES.takenByOther);
    expect(await list(other.token)).toEqual([]);
    expectError(await verify(other.token, 'prodavnica-jedan.rs'), 404, DOMAIN_MESSAGES.notFound);
    expectError(await call('DELETE', API.domains.one('prodavnica-jedan.rs'), { token: other.token }), 404, DOMAIN_MESSAGES.notFound);
    expectError(await call('POST', API.domains.refresh, { token: other.token, body: { host: 'prodavnica-jedan.rs' } }), 404);
    expectError(await testDns(other.token, 'prodavnica-jedan.rs'), 404);

    // Both add the same unverified host: whoever proves it first owns it.
    expect((await add(owner.token, 'sporni.rs')).status).toBe(201);
    expect((await add(other.token, 'sporni.rs')).status).toBe(201);
    dns.publish('sporni.rs', { TXT: [`cod-verify=${await tokenOf(other.user.id, 'sporni.rs')}`, `cod-verify=${await tokenOf(owner.user.id, 'sporni.rs')}`] });
    expect((await verify(other.token, 'sporni.rs')).status).toBe(200);
    expectError(await verify(owner.token, 'sporni.rs'), 409, DOMAIN_MESSAGES.takenByOther);
    const [{ n }] = await sql(`SELECT count(*)::int AS n FROM domains WHERE host = 'sporni.rs' AND verified_at IS NOT NULL`);
    expect(n).toBe(1);
  });

  it('refresh gives the same instructions (the token stays)', async () => {
    const before = (await list(owner.token)).find((d) => d.host === 'drugi-shop.rs')!;
    const res = await call('POST', API.domains.refresh, { token: owner.token, body: { host: 'drugi-shop.rs' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DOMAIN_MESSAGES.refreshed);
    expect(res.body.domain.dnsInstructions).toEqual(before.dnsInstructions);
    expectError(await call('POST', API.domains.refresh, { token: owner.token, body: { host: 'nema-ga.rs' } }), 404);
  });

  it('remove: the host leaves tls-allowed on every process; the primary passes to another verified domain', async () => {
    const res = await call('DELETE', API.domains.one('drugi-shop.rs'), { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DOMAIN_MESSAGES.removed);
    expectError(await tls('drugi-shop.rs'), 404);
    expect(await eventually(async () => (await tls('drugi-shop.rs', own.bases[1])).status === 404)).toBe(true);
    const after = await list(owner.token);
    expect(after.map((d) => d.host)).not.toContain('drugi-shop.rs');
    expect(after.filter((d) => d.isPrimary).map((d) => d.host)).toEqual(['prodavnica-jedan.rs']);
    expectError(await call('DELETE', API.domains.one('drugi-shop.rs'), { token: owner.token }), 404);
  });
});

describe('domains: test-dns says what it found against what is expected', () => {
  it('missing TXT and no CNAME: not ready, names the record and the propagation', async () => {
    await add(owner.token, 'prazan.rs');
    const res = await testDns(owner.token, 'prazan.rs');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(DOMAIN_MESSAGES.dnsNotReady);
    expect(res.body.message).toContain(`cod-verify=${await tokenOf(owner.user.id, 'prazan.rs')}`);
    expect(res.body.message).toContain(`CNAME @ → „${TARGET}“`);
    expect(res.body.message).toContain('24 sata');
  });

  it('a wrong CNAME, a record at the wrong name, Cloudflare proxy IPs, a CAA record forbidding Let\'s Encrypt', async () => {
    await add(owner.token, 'pogresan.rs');
    dns.publish('pogresan.rs', { CNAME: 'drugi.host.rs' });
    dns.publish('pogresan.rs.pogresan.rs', { TXT: [`cod-verify=${await tokenOf(owner.user.id, 'pogresan.rs')}`] });
    let res = await testDns(owner.token, 'pogresan.rs');
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('pokazuje na „drugi.host.rs“');
    expect(res.body.message).toContain(TARGET);
    expect(res.body.message).toContain('pogrešnim imenom');

    await add(owner.token, 'oblak.rs');
    await publishTxt(owner.user.id, 'oblak.rs');
    dns.publish('oblak.rs', { A: ['104.16.1.1'] });
    res = await testDns(owner.token, 'oblak.rs');
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('Cloudflare');

    await add(owner.token, 'shop.caa-test.rs');
    await publishTxt(owner.user.id, 'shop.caa-test.rs');
    dns.publish('shop.caa-test.rs', { CNAME: TARGET });
    dns.publish('caa-test.rs', { CAA: [{ tag: 'issue', value: 'digicert.com' }] });
    res = await testDns(owner.token, 'shop.caa-test.rs');
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('CAA');
    expect(res.body.message).toContain('digicert.com');
    expect(res.body.message).toContain("Let's Encrypt");
  });

  it('TXT, CNAME (or A of the target for an apex) and no CAA obstacle: ready, and the domain is verified', async () => {
    await add(owner.token, 'spreman.rs');
    await publishTxt(owner.user.id, 'spreman.rs');
    dns.publish('spreman.rs', { A: [TARGET_IP] });
    dns.publish('spreman.rs', { CAA: [{ tag: 'issue', value: 'letsencrypt.org' }] });
    const res = await testDns(owner.token, 'spreman.rs');
    expect(res.body.success).toBe(true);
    expect(res.body.message.split('\n')[0]).toBe(DOMAIN_MESSAGES.dnsOk);
    expect((await list(owner.token)).find((d) => d.host === 'spreman.rs')!.verifiedAt).toBeTruthy();
    expect((await tls('spreman.rs')).status).toBe(200);
  });
});

describe('domains: the single-domain calls', () => {
  it('none, add (normalised, mirrored on the user), one only, verify, remove', async () => {
    const t = single.token;
    expect((await call('GET', API.domains.userDomain, { token: t })).body).toEqual({ domain: null, isVerified: false, verificationToken: null, dnsInstructions: null, recordMissingSince: null });
    expectError(await call('POST', API.domains.userDomainVerify, { token: t }), 404, DOMAIN_MESSAGES.noDomain);

    const added = await call('POST', API.domains.userDomain, { token: t, body: { domain: ' HTTPS://Jedini-Domen.rs/ ' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: DOMAIN_MESSAGES.singleAdded, domain: 'jedini-domen.rs', isVerified: false });
    const token = added.body.verificationToken as string;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    let [u] = await sql('SELECT custom_domain, custom_domain_status, custom_domain_dns_instructions FROM users WHERE id = $1', [single.user.id]);
    expect(u).toMatchObject({ custom_domain: 'jedini-domen.rs', custom_domain_status: 'pending' });
    expect(u.custom_domain_dns_instructions.txt.value).toBe(`cod-verify=${token}`);

    expectError(await call('POST', API.domains.userDomain, { token: t, body: { domain: 'drugi-jedini.rs' } }), 409, DOMAIN_MESSAGES.singleExists);
    const failed = await call('POST', API.domains.userDomainVerify, { token: t });
    expectError(failed, 400);
    expect(failed.body.message).toContain(DOMAIN_MESSAGES.singleVerifyFailed);

    dns.publish('jedini-domen.rs', { TXT: ['v=spf1 -all', `cod-verify=${token}`] });
    const ok = await call('POST', API.domains.userDomainVerify, { token: t });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: DOMAIN_MESSAGES.singleVerified, domain: 'jedini-domen.rs', isVerified: true });
    [u] = await sql('SELECT custom_domain_status FROM users WHERE id = $1', [single.user.id]);
    expect(u.custom_domain_status).toBe('verified');
    expect((await call('GET', API.domains.userDomain, { token: t })).body).toMatchObject({ domain: 'jedini-domen.rs', isVerified: true });
    expect((await list(t)).map((d) => [d.host, d.isPrimary])).toEqual([['jedini-domen.rs', true]]);
    expect((await tls('jedini-domen.rs')).status).toBe(200);

    const removed = await call('DELETE', API.domains.userDomain, { token: t });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: DOMAIN_MESSAGES.singleRemoved, domain: null });
    [u] = await sql('SELECT custom_domain, custom_domain_dns_instructions FROM users WHERE id = $1', [single.user.id]);
    expect(u).toEqual({ custom_domain: null, custom_domain_dns_instructions: null });
    expectError(await tls('jedini-domen.rs'), 404);
    expectError(await call('DELETE', API.domains.userDomain, { token: t }), 404, DOMAIN_MESSAGES.noDomain);
  });
});

/** A GET with the Host header a browser would send for that name (the request goes to 127.0.0.1). */
const onHost = (host: string, path: string, base = own.bases[0]) => getOnHost(base, host, path);
/** Whether a page holds a text (an assertion that does not print the whole page when it fails). */
const has = (html: string, text: string) => html.includes(text);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];

async function verifiedDomain(client: Client, host: string) {
  expect((await add(client.token, host)).status).toBe(201);
  await publishTxt(client.user.id, host);
  expect((await verify(client.token, host)).status).toBe(200);
}

describe('domains: Host routing of the public pages (CONTRACT "Custom domains")', () => {
  let a: Client;
  let b: Client;
  let aOld: { id: number; customUrl: string; productName: string };
  let aNew: typeof aOld;
  let bSite: typeof aOld;
  const site = async (client: Client, productName: string) => {
    const { website } = await createWebsite(client.token, { productName });
    return { id: website.id, customUrl: website.customUrl, productName };
  };

  beforeAll(async () => {
    const admin = (await login(ADMIN.email, ADMIN.password)).token;
    [a, b] = await Promise.all([newClient(admin), newClient(admin)]);
    aOld = await site(a, 'Lampa Stara Prodavnica');
    aNew = await site(a, 'Jastuk Nova Prodavnica');
    bSite = await site(b, 'Sat Druge Prodavnice');
    await verifiedDomain(a, 'prodavnica-a.rs');
    await verifiedDomain(b, 'prodavnica-b.rs');
  }, 60_000);

  it("a seller's domain serves their site at /{customUrl}, with canonical and og:url on that domain, on every process", async () => {
    for (const base of own.bases) {
      const page = await onHost('prodavnica-a.rs', `/${aOld.customUrl}`, base);
      expect(page.status).toBe(200);
      expect(has(page.body, aOld.productName), 'page').toBe(true);
      expect(canonicalOf(page.body)).toBe(`https://prodavnica-a.rs/${aOld.customUrl}`);
      expect(ogUrlOf(page.body)).toBe(`https://prodavnica-a.rs/${aOld.customUrl}`);
      expect(has(page.body, 'data-testid="preview-banner"'), 'page').toBe(false);
      // The order form's request names the page: the Conversions API's event_source_url is on the domain.
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const www = await onHost('www.prodavnica-a.rs', `/${aOld.customUrl}`);
    expect(www.status).toBe(200);
    expect(canonicalOf(www.body)).toBe(`https://prodavnica-a.rs/${aOld.customUrl}`);
  });

  it("another seller's site on that domain is the 404 page, not their content (cached pages included)", async () => {
    // Warm the platform's cache of B's page first: the domain must not be answered from it.
    expect((await onHost('127.0.0.1', `/${bSite.customUrl}`)).status).toBe(200);
    const page = await onHost('prodavnica-a.rs', `/${bSite.customUrl}`);
    expect(page.status).toBe(404);
    expect(has(page.body, bSite.productName), 'page').toBe(false);
    expect((await onHost('prodavnica-b.rs', `/${bSite.customUrl}`)).body).toContain(bSite.productName);
  });

  it('/ on the domain is the home site: the most recently updated active one; it follows edits', async () => {
    let home = await onHost('prodavnica-a.rs', '/');
    expect(home.status).toBe(200);
    expect(has(home.body, aNew.productName), 'page').toBe(true);
    expect(canonicalOf(home.body)).toBe(`https://prodavnica-a.rs/${aNew.customUrl}`);
    // Editing the older site makes it the most recently updated: the cached home page follows.
    expect((await call('PUT', `/api/websites/id/${aOld.id}`, { token: a.token, body: { title: 'Lampa koja menja sobu' } })).status).toBe(200);
    home = await onHost('prodavnica-a.rs', '/');
    expect(has(home.body, 'Lampa koja menja sobu'), 'page').toBe(true);
    expect(canonicalOf(home.body)).toBe(`https://prodavnica-a.rs/${aOld.customUrl}`);
    // The storefront path on the domain lists only this seller's sites.
    const store = await onHost('prodavnica-a.rs', `/${STOREFRONT_PATH}`);
    expect(store.status).toBe(200);
    expect(has(store.body, aNew.productName), 'page').toBe(true);
    expect(has(store.body, bSite.productName), 'page').toBe(false);
  });

  it('unknown hosts and added-but-unverified domains get the 404 page for every page, / included', async () => {
    expect((await add(a.token, 'nije-verifikovan.rs')).status).toBe(201);
    for (const host of ['nepoznat-sajt.rs', 'nije-verifikovan.rs', 'www.nije-verifikovan.rs']) {
      for (const path of ['/', `/${aOld.customUrl}`, `/${bSite.customUrl}`]) {
        const page = await onHost(host, path);
        expect(page.status, `${host}${path}`).toBe(404);
        expect(has(page.body, aOld.productName), 'page').toBe(false);
        expect(has(page.body, bSite.productName), 'page').toBe(false);
      }
    }
  });

  it("on the platform's own host the page names the production domain: canonical, and the banner for the owner only", async () => {
    const page = await onHost('platforma-test.rs', `/${aOld.customUrl}`);
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body)).toBe(`https://prodavnica-a.rs/${aOld.customUrl}`);
    const banner = /<div[^>]*data-testid="preview-banner"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(banner).toContain('hidden');
    expect(banner).toContain('data-owner-notice');
    expect(has(page.body, `href="https://prodavnica-a.rs/${aOld.customUrl}"`), 'page').toBe(true);
    // On a local or preview address (not one buyers open) everyone sees it, as spec 001 §2.2 says.
    const local = await onHost('127.0.0.1', `/${aOld.customUrl}`);
    const visible = /<div[^>]*data-testid="preview-banner"[^>]*>/.exec(local.body)?.[0] ?? '';
    expect(visible).not.toBe('');
    expect(visible).not.toContain('hidden');
    // A seller without a domain: the platform's address, no banner.
    const other = await createWebsite(single.token, { productName: 'Bez Domena' });
    const plain = await onHost('platforma-test.rs', `/${other.website.customUrl}`);
    expect(canonicalOf(plain.body)).toBe(`http://platforma-test.rs/${other.website.customUrl}`);
    expect(has(plain.body, 'data-testid="preview-banner"'), 'page').toBe(false);
  });

  it("the dashboard's screens on a seller's domain send the browser to the platform", async () => {
    const res = await onHost('prodavnica-a.rs', '/login?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('http://platforma-test.rs/login?x=1');
    // The API and files work on the domain (the page's order form posts to /api/orders there).
    expect((await onHost('prodavnica-a.rs', '/api/health')).status).toBe(200);
  });

  it("thank-you pages on a domain show only that seller's orders", async () => {
    const order = await call('POST', API.orders.root, {
      body: { websiteId: bSite.id, quantity: 1, totalPrice: 1, customerData: { name: 'Marko Marković', phone: '064 123 4567', address: 'Ulica 1', city: 'Beograd', postalCode: '11000' } },
      headers: { 'x-forwarded-for': customerIp(), referer: `https://prodavnica-b.rs/${bSite.customUrl}?fbclid=abc` },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderId = order.body.orderId as string;
    const [stored] = await sql('SELECT source_url FROM orders WHERE order_id = $1', [orderId]);
    expect(stored.source_url).toBe(`https://prodavnica-b.rs/${bSite.customUrl}?fbclid=abc`);
    const onB = await onHost('prodavnica-b.rs', `/hvala/${bSite.id}/${orderId}`);
    expect(onB.status).toBe(200);
    expect(has(onB.body, bSite.productName), 'page').toBe(true);
    expect(has(onB.body, orderId), 'page').toBe(true);
    for (const path of [`/hvala/${bSite.id}/${orderId}`, `/hvala-simple?order=${orderId}`]) {
      const onA = await onHost('prodavnica-a.rs', path);
      expect(has(onA.body, bSite.productName), path).toBe(false);
    }
  });

  it('a removed domain stops serving at once on this process and within moments on the other', async () => {
    expect((await onHost('prodavnica-b.rs', `/${bSite.customUrl}`, own.bases[1])).status).toBe(200);
    expect((await call('DELETE', API.domains.one('prodavnica-b.rs'), { token: b.token })).status).toBe(200);
    expect((await onHost('prodavnica-b.rs', `/${bSite.customUrl}`)).status).toBe(404);
    expect(await eventually(async () => (await onHost('prodavnica-b.rs', `/${bSite.customUrl}`, own.bases[1])).status === 404)).toBe(true);
    // Its pages on the platform lose the domain too.
    expect(canonicalOf((await onHost('platforma-test.rs', `/${bSite.customUrl}`)).body)).toBe(`http://platforma-test.rs/${bSite.customUrl}`);
  });
});

describe('domains: the daily re-check', () => {
  let c: Client;
  const HOST = 'proverava-se.rs';
  const recheck = (now?: Date) => servers[0].app.get(DomainRecheck).recheckAll(now);
  const mine = async () => (await list(c.token)).find((d) => d.host === HOST)!;

  beforeAll(async () => {
    const admin = (await login(ADMIN.email, ADMIN.password)).token;
    c = await newClient(admin);
    await createWebsite(c.token, { productName: 'Proverena Lampa' });
    await verifiedDomain(c, HOST);
  }, 60_000);

  it('a record in place changes nothing', async () => {
    const r = await recheck();
    expect(r.checked).toBeGreaterThanOrEqual(1);
    expect((await mine()).recordMissingSince).toBeNull();
  });

  it('a vanished record is marked (the seller sees it) and the domain is still served; back again, the mark goes', async () => {
    dns.publish(HOST, null);
    const r = await recheck();
    expect(r.missing).toBeGreaterThanOrEqual(1);
    const marked = await mine();
    expect(marked.verifiedAt).not.toBeNull();
    expect(marked.recordMissingSince).not.toBeNull();
    expect((await call('GET', API.domains.userDomain, { token: c.token })).body.recordMissingSince).toBe(marked.recordMissingSince);
    expect((await tls(HOST)).status).toBe(200);
    // Verificiraj checks it again: still missing → the §8 failure; published → the mark is cleared.
    expectError(await verify(c.token, HOST), 400);
    await publishTxt(c.user.id, HOST);
    expect((await verify(c.token, HOST)).status).toBe(200);
    expect((await mine()).recordMissingSince).toBeNull();
    dns.publish(HOST, null);
    await recheck();
    await publishTxt(c.user.id, HOST);
    await recheck();
    expect((await mine()).recordMissingSince).toBeNull();
  });

  it('missing for the grace period: unverified, no certificate, no pages, on every process', async () => {
    dns.publish(HOST, null);
    await recheck();
    expect((await mine()).recordMissingSince).not.toBeNull();
    await recheck(new Date(Date.now() + 6 * 86_400_000));
    expect((await mine()).verifiedAt).not.toBeNull();
    const r = await recheck(new Date(Date.now() + 8 * 86_400_000));
    expect(r.unverified).toBe(1);
    const after = await mine();
    expect(after).toMatchObject({ verifiedAt: null, isPrimary: false, recordMissingSince: null });
    expectError(await tls(HOST), 404);
    expect(await eventually(async () => (await tls(HOST, own.bases[1])).status === 404)).toBe(true);
    expect((await onHost(HOST, '/')).status).toBe(404);
  });

  it('a DNS server that does not answer changes nothing', async () => {
    await publishTxt(c.user.id, HOST);
    expect((await verify(c.token, HOST)).status).toBe(200);
    const { server, silent } = await startApiWithDeadDns();
    try {
      const r = await server.app.get(DomainRecheck).recheckAll(new Date(Date.now() + 30 * 86_400_000));
      expect(r.unanswered).toBeGreaterThanOrEqual(1);
      expect(r.unverified).toBe(0);
      expect((await mine()).recordMissingSince).toBeNull();
      expect((await mine()).verifiedAt).not.toBeNull();
    } finally {
      silent.close();
    }
  }, 30_000);
});

/** An API process on this database whose DNS server never answers (a UDP port nobody reads). */
async function startApiWithDeadDns() {
  const silent = dgram.createSocket('udp4');
  await new Promise<void>((r) => silent.bind(0, '127.0.0.1', r));
  const port = silent.address().port;
  const server = await own.start({
    DATABASE_URL: scratch!.url,
    JWT_SECRET: 'domains-tests-jwt-secret-0123456789abcdef0123',
    SECRETS_KEY: 'domains-tests-secrets-key-0123456789abcdef012',
    PUBLIC_BASE_URL: 'http://platforma-test.rs',
    DNS_SERVERS: `127.0.0.1:${port}`,
    DNS_TIMEOUT_MS: '300',
    DOMAIN_CNAME_TARGET: TARGET,
  });
  return { server, silent };
}
