import { API, DOMAIN_MESSAGES, type DomainResponse } from '@cod/contracts';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestDnsServer } from './fakes/dns-server.js';
import { OwnServers } from './own-servers.js';
import { ADMIN, call, expectError, login, newClient, scratchDatabase, sql, useServer } from './helpers.js';

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
  await startApi(scratch.url);
  await startApi(scratch.url);
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
    expect(d.dnsInstructions).toEqual({ cname: { name: '@', value: TARGET }, txt: { name: '@', value: `cod-verify=${token}` } });

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
  });

  it('verifies with the TXT value at @; the first verified domain becomes the primary; tls-allowed on both processes', async () => {
    await publishTxt(owner.user.id, 'prodavnica-jedan.rs');
    const res = await verify(owner.token, 'www.prodavnica-jedan.rs');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DOMAIN_MESSAGES.verified);
    expect(res.body.domain).toMatchObject({ host: 'prodavnica-jedan.rs', isPrimary: true });
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
    expect((await call('GET', API.domains.userDomain, { token: t })).body).toEqual({ domain: null, isVerified: false, verificationToken: null, dnsInstructions: null });
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
