import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isBlockedAddress } from './ip-address.js';
import type { HostLookup } from './resolve-target.js';
import { createSafeFetch, safeFetch } from './safe-fetch.js';
import { SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error.js';

const PAGE = '<!doctype html><title>Proizvod</title><h1>Bežične slušalice</h1>';

let server: http.Server;
let base: string;
let port: number;
const hits = new Map<string, number>();
let lastHeaders: IncomingHttpHeaders = {};
let lastBody = '';

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/page': (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE),
  '/echo': (req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method })),
  '/redirect-chain/1': (_req, res) => res.writeHead(301, { location: '/redirect-chain/2' }).end(),
  '/redirect-chain/2': (_req, res) => res.writeHead(302, { location: `${base}/redirect-chain/3?x=1` }).end(),
  '/redirect-chain/3': (_req, res) => res.writeHead(308, { location: '../page' }).end('moved'),
  '/see-other': (_req, res) => res.writeHead(303, { location: '/echo' }).end(),
  '/temporary': (_req, res) => res.writeHead(307, { location: '/echo' }).end(),
  '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
  '/to-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-loopback-v6': (_req, res) => res.writeHead(302, { location: `http://[::1]:${port}/secret` }).end(),
  '/to-internal-name': (_req, res) => res.writeHead(302, { location: `http://intranet.test:${port}/secret` }).end(),
  '/to-ftp': (_req, res) => res.writeHead(302, { location: 'ftp://example.com/file' }).end(),
  '/secret': (_req, res) => res.writeHead(200).end('secret'),
  '/never': () => undefined,
  '/slow-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html>');
    const timer = setInterval(() => res.write('.'), 50);
    res.on('close', () => clearInterval(timer));
  },
  '/large-declared': (_req, res) => res.writeHead(200, { 'content-length': String(2_000_000) }).end(Buffer.alloc(2_000_000, 97)),
  '/large-chunked': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    for (let i = 0; i < 40; i++) res.write(Buffer.alloc(64 * 1024, 98));
    res.end();
  },
  '/gzip-bomb': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipBomb),
  '/gzip': (_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(PAGE)),
  '/deflate': (_req, res) => res.writeHead(200, { 'content-encoding': 'deflate' }).end(zlib.deflateSync(PAGE)),
  '/deflate-raw': (_req, res) => res.writeHead(200, { 'content-encoding': 'deflate' }).end(zlib.deflateRawSync(PAGE)),
  '/br': (_req, res) => res.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync(PAGE)),
  '/gzip-empty': (_req, res) => res.writeHead(204, { 'content-encoding': 'gzip' }).end(),
  '/corrupt-gzip': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(Buffer.from('not gzip at all')),
  '/cookies': (_req, res) => res.writeHead(200, { 'set-cookie': ['a=1', 'b=2'], 'x-custom': 'yes' }).end('ok'),
  '/reset': (req) => req.socket.destroy(),
};

// 20 MB of zeros compress to about 20 KB.
const gzipBomb = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    lastHeaders = req.headers;
    lastBody = '';
    req.on('data', (chunk: Buffer) => (lastBody += chunk.toString()));
    req.on('end', () => (routes[path] ?? ((_q, r) => r.writeHead(404).end('missing')))(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => hits.clear());

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

async function expectCode(promise: Promise<unknown>, code: SafeFetchErrorCode): Promise<void> {
  expect((await failure(promise)).code).toBe(code);
}

/** Maps fake names to addresses, counting how often each name is asked for. */
function fakeDns(table: Record<string, string[]>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (host: string) => {
    calls.push(host);
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  return Object.assign(lookup, { calls });
}

/** A safeFetch for which only the test server's 127.0.0.1 counts as public, so later hops meet the real guard. */
const fetchWithPublicTestServer = createSafeFetch((address) => address !== '127.0.0.1' && isBlockedAddress(address));

describe('safeFetch: success', () => {
  it('returns status, final URL, lower-case headers, media type and body', async () => {
    const res = await safeFetch(`${base}/page`, { allowPrivate: true });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${base}/page`);
    expect(res.contentType).toBe('text/html');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toBe(PAGE);
  });

  it('sends a browser-like User-Agent, Serbian Accept-Language and the requested Accept', async () => {
    await safeFetch(`${base}/page`, { allowPrivate: true, accept: 'application/json' });
    expect(lastHeaders['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome/);
    expect(lastHeaders['accept-language']).toBe('sr-RS,sr;q=0.9,en;q=0.8');
    expect(lastHeaders.accept).toBe('application/json');
    expect(lastHeaders.host).toBe(`127.0.0.1:${port}`);
  });

  it('sends method, body and caller headers', async () => {
    const res = await safeFetch(`${base}/echo`, {
      allowPrivate: true,
      method: 'post',
      headers: { 'Content-Type': 'application/json', 'X-Token': 'abc' },
      body: '{"a":1}',
    });
    expect(JSON.parse(res.body.toString())).toEqual({ method: 'POST' });
    expect(lastHeaders['x-token']).toBe('abc');
    expect(lastBody).toBe('{"a":1}');
  });

  it('joins repeated headers', async () => {
    const res = await safeFetch(`${base}/cookies`, { allowPrivate: true });
    expect(res.headers['set-cookie']).toBe('a=1, b=2');
    expect(res.headers['x-custom']).toBe('yes');
  });

  it('returns error statuses as responses, not errors', async () => {
    const res = await safeFetch(`${base}/nothing-here`, { allowPrivate: true });
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe('missing');
  });
});

describe('safeFetch: address guard', () => {
  it('refuses the loopback test server unless allowPrivate, without sending a request', async () => {
    await expectCode(safeFetch(`${base}/secret`), 'blocked_address');
    expect(hits.get('/secret')).toBeUndefined();
  });

  it.each([
    `http://2130706433:PORT/secret`,
    `http://0177.0.0.1:PORT/secret`,
    `http://0x7f.0.0.1:PORT/secret`,
    `http://127.1:PORT/secret`,
    `http://[::ffff:127.0.0.1]:PORT/secret`,
    `http://[::1]:PORT/secret`,
    `http://localhost:PORT/secret`,
  ])('refuses %s', async (url) => {
    await expectCode(safeFetch(url.replace('PORT', String(port))), 'blocked_address');
    expect(hits.get('/secret')).toBeUndefined();
  });

  it('refuses a name that resolves to a private address', async () => {
    const lookup = fakeDns({ 'shop.example': ['127.0.0.1'] });
    await expectCode(safeFetch(`http://shop.example:${port}/secret`, { lookup }), 'blocked_address');
    expect(hits.get('/secret')).toBeUndefined();
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const lookup = fakeDns({ 'mixed.example': ['93.184.216.34', '10.0.0.8'] });
    await expectCode(safeFetch('http://mixed.example/', { lookup }), 'blocked_address');
  });

  it('connects to the vetted address with the original Host, asking DNS only once (no rebinding)', async () => {
    // A rebinding resolver: the first answer is the test server, any later answer points elsewhere.
    let answers = 0;
    const lookup: HostLookup = async () => [{ address: answers++ === 0 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
    const res = await fetchWithPublicTestServer(`http://shop.test:${port}/page`, { lookup });
    expect(res.body.toString()).toBe(PAGE);
    expect(lastHeaders.host).toBe(`shop.test:${port}`);
    expect(answers).toBe(1);
  });

  it('re-checks every redirect hop: a literal metadata address', async () => {
    await expectCode(fetchWithPublicTestServer(`${base}/to-metadata`), 'blocked_address');
    expect(hits.get('/to-metadata')).toBe(1);
  });

  it('re-checks every redirect hop: IPv6 loopback that would reach the same server', async () => {
    await expectCode(fetchWithPublicTestServer(`${base}/to-loopback-v6`), 'blocked_address');
    expect(hits.get('/secret')).toBeUndefined();
  });

  it('re-checks every redirect hop: a name resolving to a private address', async () => {
    const lookup = fakeDns({ 'shop.test': ['127.0.0.1'], 'intranet.test': ['192.168.1.10'] });
    await expectCode(fetchWithPublicTestServer(`http://shop.test:${port}/to-internal-name`, { lookup }), 'blocked_address');
    expect(lookup.calls).toEqual(['shop.test', 'intranet.test']);
    expect(hits.get('/to-internal-name')).toBe(1);
  });

  it('follows redirects to private addresses when allowPrivate is set', async () => {
    const lookup = fakeDns({ 'intranet.test': ['127.0.0.1'] });
    const res = await safeFetch(`${base}/to-internal-name`, { allowPrivate: true, lookup });
    expect(res.body.toString()).toBe('secret');
  });
});

describe('safeFetch: URLs and DNS', () => {
  it.each(['not a url', 'ftp://example.com/x', 'file:///etc/passwd', 'javascript:alert(1)', 'http://user:pass@example.com/', 'http://user@example.com/', '//example.com/x'])(
    'rejects %s as invalid_url',
    async (url) => {
      await expectCode(safeFetch(url), 'invalid_url');
    },
  );

  it('rejects a redirect to a non-http scheme', async () => {
    await expectCode(safeFetch(`${base}/to-ftp`, { allowPrivate: true }), 'invalid_url');
  });

  it('reports unresolvable names as dns_failed', async () => {
    await expectCode(safeFetch('http://no-such-host.test/', { lookup: fakeDns({}) }), 'dns_failed');
    await expectCode(safeFetch('http://empty.test/', { lookup: async () => [] }), 'dns_failed');
  });

  it('reports a dropped connection as network', async () => {
    await expectCode(safeFetch(`${base}/reset`, { allowPrivate: true }), 'network');
  });

  it('reports a header value no request can carry as invalid_request, sending nothing', async () => {
    await expectCode(safeFetch(`${base}/echo`, { allowPrivate: true, headers: { authorization: 'Bearer ključ' } }), 'invalid_request');
    expect(hits.get('/echo')).toBeUndefined();
  });
});

describe('safeFetch: redirects', () => {
  it('follows relative and absolute redirects and reports the final URL', async () => {
    const res = await safeFetch(`${base}/redirect-chain/1`, { allowPrivate: true });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${base}/page`);
    expect(hits.get('/redirect-chain/3')).toBe(1);
  });

  it('turns POST into GET on 303 and keeps it on 307', async () => {
    const seeOther = await safeFetch(`${base}/see-other`, { allowPrivate: true, method: 'POST', body: 'x=1' });
    expect(JSON.parse(seeOther.body.toString())).toEqual({ method: 'GET' });
    const temporary = await safeFetch(`${base}/temporary`, { allowPrivate: true, method: 'POST', body: 'x=1' });
    expect(JSON.parse(temporary.body.toString())).toEqual({ method: 'POST' });
    expect(lastBody).toBe('x=1');
  });

  it('stops after maxRedirects', async () => {
    await expectCode(safeFetch(`${base}/loop`, { allowPrivate: true, maxRedirects: 3 }), 'too_many_redirects');
    expect(hits.get('/loop')).toBe(4);
  });

  it('refuses any redirect when maxRedirects is 0', async () => {
    await expectCode(safeFetch(`${base}/redirect-chain/1`, { allowPrivate: true, maxRedirects: 0 }), 'too_many_redirects');
  });
});

describe('safeFetch: time and size limits', () => {
  it('times out on a server that never answers', async () => {
    const started = Date.now();
    await expectCode(safeFetch(`${base}/never`, { allowPrivate: true, timeoutMs: 300 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('counts the timeout over the whole body, not per chunk', async () => {
    await expectCode(safeFetch(`${base}/slow-body`, { allowPrivate: true, timeoutMs: 400 }), 'timeout');
  });

  it('times out on a resolver that never answers', async () => {
    const lookup: HostLookup = () => new Promise(() => undefined);
    await expectCode(safeFetch('http://slow-dns.test/', { lookup, timeoutMs: 200 }), 'timeout');
  });

  it('refuses a declared Content-Length above the cap', async () => {
    await expectCode(safeFetch(`${base}/large-declared`, { allowPrivate: true, maxBytes: 1_000_000 }), 'too_large');
  });

  it('stops a chunked body once it passes the cap', async () => {
    await expectCode(safeFetch(`${base}/large-chunked`, { allowPrivate: true, maxBytes: 1_000_000 }), 'too_large');
    const res = await safeFetch(`${base}/large-chunked`, { allowPrivate: true, maxBytes: 40 * 64 * 1024 });
    expect(res.body.length).toBe(40 * 64 * 1024);
  });

  it('applies the cap to the decompressed size (gzip bomb)', async () => {
    expect(gzipBomb.length).toBeLessThan(100_000);
    await expectCode(safeFetch(`${base}/gzip-bomb`, { allowPrivate: true, maxBytes: 1_000_000 }), 'too_large');
  });
});

describe('safeFetch: decompression', () => {
  it.each(['/gzip', '/deflate', '/deflate-raw', '/br'])('decodes %s', async (path) => {
    const res = await safeFetch(`${base}${path}`, { allowPrivate: true });
    expect(res.body.toString()).toBe(PAGE);
  });

  it('advertises the encodings it decodes', async () => {
    await safeFetch(`${base}/gzip`, { allowPrivate: true });
    expect(lastHeaders['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('accepts an empty compressed body and reports a corrupt one as network', async () => {
    const empty = await safeFetch(`${base}/gzip-empty`, { allowPrivate: true });
    expect(empty.status).toBe(204);
    expect(empty.body.length).toBe(0);
    await expectCode(safeFetch(`${base}/corrupt-gzip`, { allowPrivate: true }), 'network');
  });
});
