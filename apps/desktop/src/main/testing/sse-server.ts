import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A small real Server-Sent Events server for the main process's tests, speaking CONTRACT.md's
 * `GET /api/events`: bearer token, `retry:` then `id:`/`event:`/`data:` blocks, `Last-Event-ID` replay of
 * what a reconnecting client missed, `: ping` heartbeats. It can drop every connection (the network
 * went away), go down and come back on the same port, answer 401, or keep a stream silent.
 */
export interface SseRequest {
  authorization: string | undefined;
  lastEventId: string | undefined;
  at: number;
}

export interface SseServerOptions {
  token: string;
  /** Extra routes (e.g. /api/orders for the look-up); answered before /api/events. */
  routes?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export async function startSseServer(options: SseServerOptions) {
  const events: { id: number; name: string; data: unknown }[] = [];
  const streams = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const requests: SseRequest[] = [];
  let seq = 0;
  let token = options.token;
  /** 'silent': headers are sent, then nothing (not even the replay). */
  let mode: 'normal' | 'silent' = 'normal';

  const server = http.createServer((req, res) => {
    if (options.routes?.(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/api/events') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
      return;
    }
    const lastEventId = req.headers['last-event-id'] as string | undefined;
    requests.push({ authorization: req.headers.authorization, lastEventId, at: Date.now() });
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401,"message":"Unauthorized","error":"Unauthorized"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' });
    res.flushHeaders();
    streams.add(res);
    res.on('close', () => streams.delete(res));
    if (mode === 'silent') return;
    res.write('retry: 3000\n\n');
    const after = lastEventId && /^\d+$/.test(lastEventId) ? Number(lastEventId) : null;
    if (after !== null) for (const event of events) if (event.id > after) write(res, event);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const write = (res: ServerResponse, event: { id: number; name: string; data: unknown }) =>
    res.write(`id: ${event.id}\nevent: ${event.name}\ndata: ${typeof event.data === 'string' ? event.data : JSON.stringify(event.data)}\n\n`);

  const listen = (port = 0) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });

  const port = await listen();
  const origin = `http://127.0.0.1:${port}`;

  const waitFor = async (ready: () => boolean, ms = 3000, what = 'condition') => {
    const started = Date.now();
    while (!ready()) {
      if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  return {
    origin,
    requests,
    events,
    get streams() {
      return streams.size;
    },
    /** A new event for every open stream (and for later replays). `data` may be a raw string. */
    publish(name: string, data: unknown) {
      const event = { id: ++seq, name, data };
      events.push(event);
      for (const res of streams) write(res, event);
      return event.id;
    },
    comment(text = 'ping') {
      for (const res of streams) res.write(`: ${text}\n\n`);
    },
    setToken(next: string) {
      token = next;
    },
    setMode(next: 'normal' | 'silent') {
      mode = next;
    },
    /** Every connection cut at once, as when the network goes away. */
    dropAll() {
      for (const socket of sockets) socket.destroy();
    },
    /** Stops listening and cuts every connection (the server is down). */
    async down() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** Listens again on the same port. */
    async up() {
      await listen(port);
    },
    waitFor,
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SseServer = Awaited<ReturnType<typeof startSseServer>>;
