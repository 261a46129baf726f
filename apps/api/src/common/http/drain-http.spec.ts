import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnectionsAfterAnswers, drainHttp } from './drain-http.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server whose /slow answers after `ms` and /hang never; every other path at once. */
async function serve(ms = 300) {
  const server = http.createServer((req, res) => {
    if (req.url === '/hang') return;
    if (req.url === '/slow') return void setTimeout(() => res.end('slow done'), ms);
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { server, port };
}

type Answer = { status?: number; body?: string; connection?: string; error?: string };
function get(port: number, p: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, agent }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, body, connection: res.headers.connection }));
      res.on('error', (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? String(e) }));
    });
    req.on('error', (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? String(e) }));
  });
}

let open: http.Server | undefined;
afterEach(() => {
  open?.closeAllConnections();
  open?.close();
  open = undefined;
});

describe('drainHttp', () => {
  it('lets requests in flight finish, then resolves clean; new connections are refused', async () => {
    const { server, port } = await serve(300);
    open = server;
    const inFlight = [get(port, '/slow'), get(port, '/slow')];
    await sleep(50);
    const started = Date.now();
    const drained = drainHttp(server, 5000);
    expect(await get(port, '/')).toEqual({ error: 'ECONNREFUSED' });
    expect(await Promise.all(inFlight)).toEqual([expect.objectContaining({ status: 200, body: 'slow done' }), expect.objectContaining({ status: 200, body: 'slow done' })]);
    expect(await drained).toEqual({ clean: true });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('closes a keep-alive connection as soon as its answer is sent, without waiting for its idle timeout', async () => {
    const { server, port } = await serve(200);
    open = server;
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, '/', agent)).status).toBe(200); // an idle keep-alive connection
    const slow = get(port, '/slow', agent); // reuses it
    await sleep(50);
    const started = Date.now();
    const drained = drainHttp(server, 5000);
    expect((await slow).body).toBe('slow done');
    expect(await drained).toEqual({ clean: true });
    expect(Date.now() - started).toBeLessThan(1000); // server.keepAliveTimeout is 5 s
    agent.destroy();
  });

  it('cuts what is still open after the time limit and says so', async () => {
    const { server, port } = await serve();
    open = server;
    const hanging = get(port, '/hang');
    await sleep(50);
    const started = Date.now();
    expect(await drainHttp(server, 300)).toEqual({ clean: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await hanging).error).toBe('ECONNRESET');
  });

  it('closeConnectionsAfterAnswers: every later answer says Connection: close', async () => {
    const { server, port } = await serve();
    open = server;
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, '/', agent)).connection).toBe('keep-alive');
    closeConnectionsAfterAnswers(server);
    expect((await get(port, '/', agent)).connection).toBe('close');
    agent.destroy();
  });
});
