import { API } from '@cod/contracts';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../fakes/integrations/index.mjs';
import { cleanup, dbClient, freshDataDir, json, orderBody, postOwnConnection, sellerWithSite, messagesPerOrder, sleep, startApi, until, type Api, type PostResult } from './harness.js';

/**
 * SIGTERM drains before exit. Readiness turns 503 at once while requests are still served for
 * SHUTDOWN_DELAY_MS; then the listener closes, the requests in flight and the running job batches finish,
 * events streams end with a reconnect hint, and the process exits 0 within SHUTDOWN_TIMEOUT_MS. Nothing
 * in flight is refused or lost, nothing is sent twice; what a batch could not finish in time is taken up
 * again at the next start.
 */
const DELAY_MS = 3000;
const TIMEOUT_MS = 8000;
const BURST = 150;
const SIGTERM_AFTER_ACKS = 50;

let telegram: FakeTelegram;
const bot = { botToken: '7000002:AAHfaultsSigtermDrain0123456789abcdef', chatId: '-100777000222' };

beforeAll(async () => {
  telegram = await startFakeTelegram();
  telegram.bots.add(bot.botToken, { chats: [bot.chatId] });
});
afterAll(async () => {
  await telegram?.close();
});

const acked = (results: PostResult[]) => results.filter((r): r is Extract<PostResult, { ok: true }> => r.ok && r.status === 201).map((r) => r.body.orderId as string);

/** GET /api/events held open: `opened` once its first bytes came, `ended` with all it received when the server ends it. */
function holdEvents(base: string, token: string) {
  let opened!: () => void;
  const openedP = new Promise<void>((r) => (opened = r));
  const ended = new Promise<{ status: number; text: string; endedAt: number }>((resolve, reject) => {
    const req = http.get(`${base}${API.events}`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => ((text += d), opened()));
      res.on('end', () => resolve({ status: res.statusCode!, text, endedAt: Date.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  return { opened: openedP, ended };
}

/** Telegram messages per stored order, after the backlog is done (restarted process). */
async function telegramOncePerOrder(dataDir: string, timeoutMs = 60_000) {
  const db = await dbClient(dataDir);
  try {
    const orders = (await db.query<{ order_id: string }>('SELECT order_id FROM orders')).rows.map((r) => r.order_id);
    const sent = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deliveries WHERE channel = 'telegram' AND state = 'sent'`)).rows[0].n;
    const started = Date.now();
    await until('every Telegram delivery sent', async () => (await sent()) >= orders.length, timeoutMs);
    const backlogSeconds = (Date.now() - started) / 1000;
    await sleep(1500); // a repeat, if one were coming, would have arrived
    const perOrder = messagesPerOrder(telegram.messages, orders);
    return { orders, backlogSeconds, twice: [...perOrder].filter(([, n]) => n > 1).map(([id]) => id), never: orders.filter((id) => !perOrder.has(id)) };
  } finally {
    await db.end();
  }
}

describe('SIGTERM in the middle of a burst of orders, with Telegram slow', () => {
  const dataDir = freshDataDir('sigterm');
  let api: Api | undefined;
  afterAll(() => cleanup(api, dataDir));

  it('answers every order in flight, serves during the delay with readiness 503, finishes the running batch, exits 0; after a restart each order reached Telegram once', { timeout: 240_000 }, async () => {
    const env = { TELEGRAM_API_URL: telegram.url, SHUTDOWN_DELAY_MS: String(DELAY_MS), SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS), LOG_LEVEL: 'warn' };
    api = await startApi(dataDir, env);
    const server = api;
    const { token, websiteId } = await sellerWithSite(server.base, bot);
    const stream = holdEvents(server.base, token);
    await stream.opened;
    // Each Telegram message takes 700 ms: a batch (20, 8 at a time) runs ≈ 2 s, so one is running at SIGTERM.
    telegram.faults.push({ delayMs: 700, times: 1_000_000 });

    let acks = 0;
    let termAt = 0;
    let inFlightAtTerm = 0;
    let sent = 0;
    let answered = 0;
    const burst = Array.from({ length: BURST }, (_, i) =>
      postOwnConnection(server.base, API.orders.root, orderBody(websiteId, i), () => sent++).then((r) => {
        answered++;
        if (r.ok && r.status === 201 && ++acks === SIGTERM_AFTER_ACKS) {
          termAt = Date.now();
          inFlightAtTerm = sent - answered;
          server.child.kill('SIGTERM');
        }
        return r;
      }),
    );

    // During the delay: not ready, but still serving (and closing each connection after its answer). A busy
    // process may answer a request or two already read before its signal handler runs, and an idle kept-alive
    // connection it closes for the drain may reset the request sent on it: readiness is asked until it turns.
    await until('SIGTERM sent', async () => termAt > 0, 30_000);
    const ready = await until('readiness 503', async () => {
      const r = await json(server.base, 'GET', '/api/health/ready').catch(() => undefined);
      return r?.status === 503 && r;
    }, DELAY_MS);
    const during = await new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      const body = Buffer.from(JSON.stringify(orderBody(websiteId, 10_000)));
      const req = http.request(
        `${server.base}${API.orders.root}`,
        { method: 'POST', agent: new http.Agent({ keepAlive: true }), headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (res) => (res.resume(), res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }))),
      );
      req.on('error', reject);
      req.end(body);
    });
    const duringAt = Date.now();

    const results = await Promise.all(burst);
    const events = await stream.ended;
    const exit = await server.exit;
    const failures = results.filter((r) => !(r.ok && r.status === 201)).map((r) => (r.ok ? `HTTP ${r.status}` : r.error));
    const drainMs = exit.at - termAt;
    console.log(
      `[SIGTERM mid-burst] orders ${BURST}, in flight at SIGTERM ${inFlightAtTerm}, answered 201 ${acked(results).length}, failed ${failures.length}; ` +
        `readiness during the delay ${ready.status} ${ready.body?.reason}; an order during the delay ${during.status} (Connection: ${during.connection}); ` +
        `events stream ended ${events.endedAt - termAt} ms after SIGTERM; exit ${exit.code} ${drainMs} ms after SIGTERM (delay ${DELAY_MS} ms)`,
    );
    expect(inFlightAtTerm).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ ready: false, reason: 'shutting-down' });
    expect(duringAt - termAt).toBeLessThan(DELAY_MS);
    expect(during).toEqual({ status: 201, connection: 'close' });
    expect(events.status).toBe(200);
    expect(events.text).toMatch(/retry: 1000\n\n$/);
    expect(events.endedAt - termAt).toBeGreaterThanOrEqual(DELAY_MS - 50);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(drainMs).toBeGreaterThanOrEqual(DELAY_MS);
    expect(drainMs).toBeLessThan(DELAY_MS + TIMEOUT_MS);
    // The batch running at SIGTERM was finished and recorded, not left to be sent again.
    expect(server.output()).not.toMatch(/left to expire|were cut/);

    telegram.faults.length = 0;
    api = await startApi(dataDir, env);
    const { orders, backlogSeconds, twice, never } = await telegramOncePerOrder(dataDir);
    console.log(`[SIGTERM mid-burst] after restart: orders stored ${orders.length}, Telegram backlog done in ${backlogSeconds.toFixed(1)} s, sent twice ${twice.length}, never ${never.length}`);
    expect(acked(results).every((id) => orders.includes(id))).toBe(true);
    expect(orders).toHaveLength(BURST + 1);
    expect(twice).toEqual([]);
    expect(never).toEqual([]);
    // Nothing was orphaned: the restart found no job or delivery half done.
    expect(api.output()).not.toMatch(/stopped mid-work/);

    api.child.kill('SIGTERM');
    expect((await api.exit).code).toBe(0);
    api = undefined;
  });
});

describe('SIGTERM while a Telegram send hangs', () => {
  const dataDir = freshDataDir('sigterm-hang');
  let api: Api | undefined;
  afterAll(() => cleanup(api, dataDir));

  it('exits 0 within delay + SHUTDOWN_TIMEOUT_MS; the next start sends the orphaned delivery, once', { timeout: 180_000 }, async () => {
    const env = { TELEGRAM_API_URL: telegram.url, SHUTDOWN_DELAY_MS: '200', SHUTDOWN_TIMEOUT_MS: '1500', INTEGRATION_TIMEOUT_MS: '60000', LOG_LEVEL: 'warn' };
    telegram.messages.length = 0;
    telegram.faults.length = 0;
    api = await startApi(dataDir, env);
    const server = api;
    const { websiteId } = await sellerWithSite(server.base, bot);
    telegram.faults.push({ hang: true, times: 1 });
    const order = await postOwnConnection(server.base, API.orders.root, orderBody(websiteId, 1));
    expect(order).toMatchObject({ ok: true, status: 201 });
    await until('the Telegram send hanging', async () => telegram.requests.some((r) => r.fault), 15_000);

    const termAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exit;
    console.log(`[SIGTERM, Telegram hanging] exit ${exit.code} ${exit.at - termAt} ms after SIGTERM (delay 200 ms, timeout 1500 ms)`);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - termAt).toBeGreaterThanOrEqual(1500);
    expect(exit.at - termAt).toBeLessThan(200 + 1500 + 5000);
    expect(server.output()).toMatch(/Job batches still running after 1500 ms are left to expire/);

    api = await startApi(dataDir, env);
    expect(api.output()).toMatch(/An earlier run stopped mid-work: 1 job\(s\) and 1 delivery\(ies\) taken up again/);
    const { orders, twice, never } = await telegramOncePerOrder(dataDir, 30_000);
    expect(orders).toEqual([(order as Extract<PostResult, { ok: true }>).body.orderId]);
    expect(twice).toEqual([]);
    expect(never).toEqual([]);
    api.child.kill('SIGTERM');
    expect((await api.exit).code).toBe(0);
    api = undefined;
  });
});
