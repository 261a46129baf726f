import { API, type WebsiteResponse } from '@cod/contracts';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestDnsServer } from './fakes/dns-server.js';
import { OwnServers } from './own-servers.js';
import { ADMIN, call, createWebsite, freePort, login, newClient, scratchDatabase, sql, useServer } from './helpers.js';

/**
 * The real TLS proof: Caddy with on-demand TLS, run with the very Caddyfile of the README
 * (deploy/Caddyfile), gets certificates from pebble (Let's Encrypt's ACME test server) only for the names
 * our `GET /api/domains/tls-allowed` allows, and proxies to the API with the Host unchanged.
 *
 * Everything is real and local: an API process on a database of its own asking a real DNS server over UDP
 * (fakes/dns-server.ts) for the seller's TXT record, pebble (PEBBLE_VA_ALWAYS_VALID: no challenge has to be
 * reachable, and nothing else is faked) and Caddy on free ports, and an HTTPS client that resolves the
 * seller's domain to 127.0.0.1 and trusts only pebble's root of this run.
 *
 * Caddy and pebble are Debian packages (`apt-get install caddy pebble`, openssl for pebble's own HTTPS
 * certificate); `.ci/run` installs them. Without them the file is skipped, except in CI (CI set), where it fails.
 */

const TOOLS = ['caddy', 'pebble', 'openssl'];
const onPath = (cmd: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, cmd), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
const missing = TOOLS.filter((t) => !onPath(t));
const skip = missing.length > 0 && !process.env.CI;
const skipNote = `${missing.join(', ')} not on PATH: install them (Debian: apt-get install caddy pebble openssl) to run the TLS proof`;
if (skip) console.warn(`tls-proxy.e2e-spec.ts skipped: ${skipNote}`);

const CADDYFILE = path.resolve(import.meta.dirname, '../../../deploy/Caddyfile');
const VERIFIED = 'prodavnica-tls.rs';
const UNVERIFIED = 'neproveren-tls.rs';
const UNKNOWN = 'nepoznat-tls.rs';
const LATER = 'kasnije-tls.rs';

const own = new OwnServers('cod-tls-proxy');
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let dns: TestDnsServer | undefined;
let work: string | undefined;
const children: { name: string; proc: ChildProcess; log: string[] }[] = [];
let pebbleRoot = '';
const ports = { acme: 0, pebbleAdmin: 0, http: 0, https: 0, caddyAdmin: 0 };
let seller: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;

const tail = (log: string[]) => log.join('').split('\n').slice(-25).join('\n');

/** Starts a long-running tool; its output is kept for the error message if it dies or never gets ready. */
function startChild(name: string, cmd: string, args: string[], env: Record<string, string>, cwd: string) {
  const proc = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  proc.stdout!.on('data', (b: Buffer) => log.push(b.toString()));
  proc.stderr!.on('data', (b: Buffer) => log.push(b.toString()));
  const child = { name, proc, log };
  children.push(child);
  return child;
}

/** Polls `ready` until it answers true; fails with the child's last output when it exits or time runs out. */
async function waitFor(child: (typeof children)[number], ready: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null)
      throw new Error(`${child.name} exited (${child.proc.exitCode ?? child.proc.signalCode}):\n${tail(child.log)}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${child.name} not ready after ${ms} ms:\n${tail(child.log)}`);
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/** GET over HTTPS trusting `ca` only (pebble's management API: its listener has our throwaway certificate). */
const getPem = (url: string, ca: string) =>
  new Promise<string>((resolve, reject) => {
    https
      .get(url, { ca, agent: false, timeout: 5000 }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c) => (body += c));
        res.on('end', () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on('error', reject)
      .on('timeout', function (this: ReturnType<typeof https.get>) {
        this.destroy(new Error(`${url}: timeout`));
      });
  });

/** Every name resolves to 127.0.0.1, as a seller's A/CNAME record would send a browser to our Caddy. */
const toLoopback = ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) =>
  opts?.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4)) as unknown as LookupFunction;

interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  cert: tls.PeerCertificate;
  authorized: boolean;
}

/** A browser's visit: https://HOST/path, SNI and Host = HOST, trusting only pebble's root of this run. */
const browse = (host: string, urlPath: string, port = ports.https) =>
  new Promise<Fetched>((resolve, reject) => {
    const req = https.request(
      { host, port, path: urlPath, lookup: toLoopback, servername: host, ca: pebbleRoot, agent: false, timeout: 20_000, headers: { host, 'accept-encoding': 'identity' } },
      (res) => {
        const socket = res.socket as tls.TLSSocket;
        const cert = socket.getPeerCertificate();
        let body = '';
        res.setEncoding('utf8').on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, cert, authorized: socket.authorized }));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`${host}: timeout`)));
    req.end();
  });

/** Only the TLS handshake, trusting anything: did the server present any certificate for this SNI at all? */
const handshake = (servername: string) =>
  new Promise<{ cert?: tls.PeerCertificate; error?: Error }>((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port: ports.https, servername, rejectUnauthorized: false, timeout: 20_000 });
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      socket.destroy();
      resolve({ cert });
    });
    socket.once('error', (error) => resolve({ error }));
    socket.once('timeout', () => socket.destroy(new Error(`${servername}: handshake timeout`)));
  });

/** A plain HTTP request to Caddy's HTTP port (what a visitor typing the bare domain sends first). */
const plainHttp = (host: string, urlPath: string) =>
  new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: ports.http, path: urlPath, headers: { host }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const sansOf = (cert: tls.PeerCertificate) => (cert.subjectaltname ?? '').split(/,\s*/).map((s) => s.replace(/^DNS:/, ''));

async function addDomain(host: string) {
  const res = await call('POST', API.domains.list, { token: seller.token, body: { host } });
  if (res.status !== 201) throw new Error(`add ${host}: ${res.status} ${JSON.stringify(res.body)}`);
}

async function verifyDomain(host: string) {
  const [{ t }] = await sql('SELECT verification_token AS t FROM domains WHERE user_id = $1 AND host = $2', [seller.user.id, host]);
  dns!.publish(host, { TXT: [`cod-verify=${t}`], A: ['127.0.0.1'] });
  const res = await call('POST', API.domains.verify, { token: seller.token, body: { host } });
  if (res.status !== 200) throw new Error(`verify ${host}: ${res.status} ${JSON.stringify(res.body)}`);
}

async function startPebble() {
  // pebble's own HTTPS listener needs a certificate; Debian's package ships none, so one for 127.0.0.1 is made here.
  const cert = path.join(work!, 'pebble-cert.pem');
  const key = path.join(work!, 'pebble-key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=pebble tls-proxy test', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert], { stdio: 'pipe' });
  const config = path.join(work!, 'pebble.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${ports.acme}`,
        managementListenAddress: `127.0.0.1:${ports.pebbleAdmin}`,
        certificate: cert,
        privateKey: key,
        // Where pebble's validator would knock for HTTP-01 / TLS-ALPN-01: Caddy's ports (unused: always valid).
        httpPort: ports.http,
        tlsPort: ports.https,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const pebble = startChild(
    'pebble',
    'pebble',
    ['-config', config],
    // Always valid and no artificial sleeps: no challenge needs to be reachable; no nonce refused at random.
    { PATH: process.env.PATH!, PEBBLE_VA_ALWAYS_VALID: '1', PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0' },
    work!,
  );
  const pebbleTls = fs.readFileSync(cert, 'utf8');
  let root = '';
  await waitFor(pebble, async () => {
    root = await getPem(`https://127.0.0.1:${ports.pebbleAdmin}/roots/0`, pebbleTls);
    return root.includes('BEGIN CERTIFICATE');
  });
  pebbleRoot = root;
  return cert;
}

async function startCaddy(pebbleTlsCert: string, apiPort: number) {
  const home = path.join(work!, 'caddy-home');
  for (const d of ['data', 'config']) fs.mkdirSync(path.join(home, d), { recursive: true });
  const caddy = startChild(
    'caddy',
    'caddy',
    ['run', '--adapter', 'caddyfile', '--config', CADDYFILE],
    {
      PATH: process.env.PATH!,
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      // The Caddyfile's placeholders: the API, pebble instead of Let's Encrypt, free ports.
      COD_API: `127.0.0.1:${apiPort}`,
      ACME_CA: `https://127.0.0.1:${ports.acme}/dir`,
      HTTP_PORT: String(ports.http),
      HTTPS_PORT: String(ports.https),
      CADDY_ADMIN: `127.0.0.1:${ports.caddyAdmin}`,
      // Caddy (Go) trusts the system roots for the ACME server's HTTPS; here only pebble's listener certificate.
      SSL_CERT_FILE: pebbleTlsCert,
    },
    work!,
  );
  await waitFor(caddy, async () => (await portOpen(ports.https)) && (await portOpen(ports.http)));
}

async function stopChild({ proc }: (typeof children)[number]) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

describe('the README shows the Caddyfile this test runs', () => {
  it("its caddyfile block in \"Sellers' domains over HTTPS\" is deploy/Caddyfile, byte for byte", () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf("### Sellers' domains over HTTPS"));
    const block = /```caddyfile\n([\s\S]*?)```\n/.exec(section)?.[1];
    expect(block).toBe(fs.readFileSync(CADDYFILE, 'utf8'));
  });
});

describe.skipIf(skip)(`on-demand TLS: Caddy (deploy/Caddyfile) + pebble + tls-allowed${skip ? ` — skipped: ${skipNote}` : ''}`, () => {
  beforeAll(async () => {
    if (missing.length) throw new Error(`CI is set but ${skipNote}; .ci/run installs them with apt-get`);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-tls-proxy-'));
    for (const k of Object.keys(ports) as (keyof typeof ports)[]) ports[k] = await freePort();

    dns = await new TestDnsServer().start();
    scratch = await scratchDatabase('cod_tls_proxy');
    const api = await own.start({
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'tls-proxy-tests-jwt-secret-0123456789abcdef012',
      PUBLIC_BASE_URL: 'https://platforma-tls.rs',
      DNS_SERVERS: `127.0.0.1:${dns.port}`,
      // Behind Caddy, as in production: the visitor's address comes from X-Forwarded-For.
      TRUST_PROXY: '1',
      // The builder reads the test shop on localhost.
      OUTBOUND_ALLOW_PRIVATE: '1',
    });
    useServer(own.bases[0], scratch.url);
    const [, pebbleTlsCert] = await Promise.all([
      (async () => {
        seller = await newClient((await login(ADMIN.email, ADMIN.password)).token);
        site = (await createWebsite(seller.token, { productName: 'Masažer za vrat TLS' })).website;
        for (const host of [VERIFIED, UNVERIFIED, LATER]) await addDomain(host);
        await verifyDomain(VERIFIED);
      })(),
      startPebble(),
    ]);
    await startCaddy(pebbleTlsCert, api.port);
  }, 50_000);

  afterAll(async () => {
    await Promise.all(children.map(stopChild));
    await own.stopAll();
    await scratch?.drop();
    await dns?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 30_000);

  it('the API allows exactly the verified domain and its www.', async () => {
    const allowed = async (host: string) => (await call('GET', `${API.domains.tlsAllowed}?domain=${host}`)).status;
    expect(await allowed(VERIFIED)).toBe(200);
    expect(await allowed(`www.${VERIFIED}`)).toBe(200);
    expect(await allowed(UNVERIFIED)).toBe(404);
    expect(await allowed(UNKNOWN)).toBe(404);
  });

  it('a verified seller domain gets a certificate from the ACME CA on its first visit, and the seller’s page', async () => {
    const res = await browse(VERIFIED, `/${site.customUrl}`);
    expect(res.authorized).toBe(true);
    expect(sansOf(res.cert)).toEqual([VERIFIED]);
    expect(res.cert.issuer.CN).toMatch(/^Pebble Intermediate CA/);
    expect(new Date(res.cert.valid_from).getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(new Date(res.cert.valid_to).getTime()).toBeGreaterThan(Date.now());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html>/i);
    expect(res.body).toContain(escapeHtml(site.title));

    // The second visit reuses the certificate (same serial), nothing is issued again.
    const again = await browse(VERIFIED, `/${site.customUrl}`);
    expect(again.cert.serialNumber).toBe(res.cert.serialNumber);
    expect(again.body).toContain(escapeHtml(site.title));
  });

  it('www. + the verified domain gets a certificate of its own', async () => {
    const res = await browse(`www.${VERIFIED}`, `/${site.customUrl}`);
    expect(res.authorized).toBe(true);
    expect(sansOf(res.cert)).toEqual([`www.${VERIFIED}`]);
    expect(res.status).toBeLessThan(500);
  });

  it('an unverified and an unknown domain get no certificate at all: the handshake fails', async () => {
    for (const host of [UNVERIFIED, UNKNOWN, `www.${UNVERIFIED}`, `shop.${VERIFIED}`]) {
      const { cert, error } = await handshake(host);
      expect(cert, `${host} got a certificate`).toBeUndefined();
      expect(error?.message, host).toMatch(/alert|handshake|ECONNRESET|socket hang up/i);
      await expect(browse(host, `/${site.customUrl}`)).rejects.toThrow();
    }
  });

  it('a domain refused before is served once its seller verifies it (no restart, no cached refusal)', async () => {
    expect((await handshake(LATER)).error).toBeDefined();
    await verifyDomain(LATER);
    const res = await browse(LATER, `/${site.customUrl}`);
    expect(res.authorized).toBe(true);
    expect(sansOf(res.cert)).toEqual([LATER]);
    expect(res.body).toContain(escapeHtml(site.title));
  });

  it('plain HTTP on the domain redirects to HTTPS', async () => {
    const res = await plainHttp(VERIFIED, `/${site.customUrl}?utm_source=fb`);
    expect(res.status).toBe(308);
    expect(res.location).toMatch(new RegExp(`^https://${VERIFIED.replace(/\./g, '\\.')}(:\\d+)?/${site.customUrl}\\?utm_source=fb$`));
  });
});
