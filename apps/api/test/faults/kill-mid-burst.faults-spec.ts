import { API } from '@cod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../fakes/integrations/index.mjs';
import { alive, cleanup, dbClient, freshDataDir, orderBody, postmasterPid, postOwnConnection, sellerWithSite, messagesPerOrder, sleep, startApi, until, type Api, type PostResult } from './harness.js';

/**
 * `kill -9` in the middle of a burst of orders, of the API process alone (its embedded PostgreSQL
 * lives on, orphaned) and of the API with its PostgreSQL (a power cut: the database recovers from its WAL).
 * Every order the API acknowledged (201) is in the database with its row in the fan-out outbox, and once
 * the restarted process (which must deal with the orphan or the crashed cluster on its own) has worked
 * through them, each order reached the seller's Telegram: exactly once, except a message in flight at the kill
 * (Telegram took it, its answer never came back; Telegram has no idempotency key), sent once more.
 */
const TOTAL = 300;
const CONCURRENCY = 60;
const KILL_AFTER_ACKS = 100;
/**
 * How long the restarted process may take to finish the backlog. It is the embedded database's only user, so
 * it takes the killed run's jobs and deliveries up again at start (OrphanedWork) instead of waiting for
 * pg-boss to expire them (120 s + its maintenance pass).
 */
const RECOVERY_MS = 60_000;

let telegram: FakeTelegram;
const bot = { botToken: '7000001:AAHfaultsKillMidBurst0123456789abcdef', chatId: '-100777000111' };

beforeAll(async () => {
  telegram = await startFakeTelegram();
  telegram.bots.add(bot.botToken, { chats: [bot.chatId] });
});

afterAll(async () => {
  await telegram?.close();
});

/** Fires TOTAL orders CONCURRENCY at a time; calls `kill` at the KILL_AFTER_ACKS-th 201. */
async function burstAndKill(server: Api, websiteId: number, kill: () => void) {
  const results: PostResult[] = [];
  let acks = 0;
  let killedAt = -1;
  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      const r = await postOwnConnection(server.base, API.orders.root, orderBody(websiteId, i));
      results[i] = r;
      if (r.ok && r.status === 201 && ++acks === KILL_AFTER_ACKS && killedAt < 0) {
        killedAt = i;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { results, killedAt };
}

const KINDS = [
  { what: 'the API process', withDatabase: false },
  { what: 'the API process and its PostgreSQL', withDatabase: true },
];

describe.each(KINDS)('kill -9 of $what in the middle of a burst of orders', ({ what, withDatabase }) => {
  const dataDir = freshDataDir(withDatabase ? 'kill9-db' : 'kill9');
  let api: Api | undefined;
  afterAll(() => cleanup(api, dataDir));

  it('loses no acknowledged order; each has its fan-out row or its deliveries; after a restart each reaches Telegram once (a send cut mid-way at most twice)', { timeout: 240_000 }, async () => {
    telegram.messages.length = 0;
    api = await startApi(dataDir, { TELEGRAM_API_URL: telegram.url });
    const { websiteId } = await sellerWithSite(api.base, bot);
    const pgPid = postmasterPid(dataDir)!;
    expect(pgPid && alive(pgPid)).toBeTruthy();

    const server = api;
    const { results } = await burstAndKill(server, websiteId, () => {
      server.child.kill('SIGKILL');
      // The postmaster leads a process group of its own (its backends are in it): all of it goes at once.
      if (withDatabase) process.kill(-pgPid, 'SIGKILL');
    });
    const exit = await api.exit;
    expect(exit.signal).toBe('SIGKILL');
    const acked = results.filter((r): r is Extract<PostResult, { ok: true }> => r?.ok === true && r.status === 201).map((r) => r.body.orderId as string);
    const other = results.filter((r) => r && !(r.ok && r.status === 201));
    const failedKinds = [...new Set(other.map((r) => (r.ok ? `HTTP ${r.status}` : r.error)))];
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(new Set(acked).size).toBe(acked.length);
    // The kill hit mid-burst: some requests never got an answer.
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((r) => !r.ok)).toBe(true); // no 4xx/5xx before the kill: every failure is the dead socket
    // Killed alone, the embedded PostgreSQL outlived its parent (orphaned): the restart must deal with it.
    // Killed with it, the cluster was left mid-write and recovers from its WAL at the next start.
    await until('the postmaster gone', async () => !withDatabase || !alive(pgPid), 10_000);
    const orphaned = alive(pgPid);
    expect(orphaned).toBe(!withDatabase);

    api = await startApi(dataDir, { TELEGRAM_API_URL: telegram.url, LOG_LEVEL: 'warn' });
    expect(alive(pgPid)).toBe(false); // the orphan was stopped, a new postmaster serves
    const db = await dbClient(dataDir);
    try {
      const found = (await db.query<{ order_id: string }>('SELECT order_id FROM orders WHERE order_id = ANY($1)', [acked])).rows.map((r) => r.order_id);
      const missing = acked.filter((id) => !found.includes(id));
      // Every stored order (acknowledged or committed just before the kill) has its fan-out row still, or its
      // deliveries already (the claim deletes the row in the transaction that opens them); read in one statement.
      const fanouts = new Set(
        (
          await db.query<{ order_id: string }>(
            `SELECT o.order_id FROM orders o
              WHERE EXISTS (SELECT 1 FROM order_fanout f WHERE f.order_id = o.order_id) OR EXISTS (SELECT 1 FROM deliveries d WHERE d.order_id = o.id)`,
          )
        ).rows.map((r) => r.order_id),
      );
      const withFanout = acked.filter((id) => fanouts.has(id)).length;
      const allOrders = (await db.query<{ order_id: string }>('SELECT order_id FROM orders')).rows.map((r) => r.order_id);
      const withoutFanout = allOrders.filter((id) => !fanouts.has(id));

      // The restarted process works through the backlog: a Telegram delivery sent per stored order.
      const restartedAt = Date.now();
      const sentCount = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deliveries WHERE channel = 'telegram' AND state = 'sent'`)).rows[0].n;
      try {
        await until('every Telegram delivery sent', async () => (await sentCount()) >= allOrders.length, RECOVERY_MS);
      } catch (err) {
        const jobStates = await db.query(`SELECT name, state, count(*)::int AS n FROM pgboss.job GROUP BY 1, 2 ORDER BY 1, 2`);
        const dStates = await db.query(`SELECT channel, state, count(*)::int AS n FROM deliveries GROUP BY 1, 2 ORDER BY 1, 2`);
        console.log(`[kill -9 of ${what} mid-burst] NOT RECOVERED after ${RECOVERY_MS / 1000} s: orders ${allOrders.length}, telegram sent ${await sentCount()}; jobs ${JSON.stringify(jobStates.rows)}; deliveries ${JSON.stringify(dStates.rows)}`);
        throw err;
      }
      const recoveredIn = ((Date.now() - restartedAt) / 1000).toFixed(1);
      await sleep(1500); // a repeat, if one were coming, would have arrived
      const deliveries = await db.query<{ state: string; n: number }>(`SELECT state, count(*)::int AS n FROM deliveries WHERE channel = 'telegram' GROUP BY state`);
      const perOrder = messagesPerOrder(telegram.messages, allOrders);
      const ackedOnce = acked.filter((id) => perOrder.get(id) === 1).length;
      const twice = [...perOrder].filter(([, n]) => n > 1).map(([id]) => id);
      const never = allOrders.filter((id) => !perOrder.has(id));

      console.log(
        `[kill -9 of ${what} mid-burst] requests ${TOTAL}, acknowledged ${acked.length}, unanswered ${other.length} (${failedKinds.join(', ')}); ` +
          `postgres orphaned: ${orphaned}; orders stored ${allOrders.length}; acknowledged found ${found.length}/${acked.length}; ` +
          `fan-out rows or deliveries ${withFanout}/${acked.length}; Telegram once ${ackedOnce}/${acked.length} ` +
          `(stored orders sent twice: ${twice.length}, never: ${never.length}); backlog done ${recoveredIn} s after restart ` +
          `(${/stopped mid-work: ([^\n\x1b]*)/.exec(api!.output())?.[1] ?? 'no work was half done'}); telegram deliveries ${JSON.stringify(deliveries.rows)}`,
      );
      expect(missing).toEqual([]);
      expect(withFanout).toBe(acked.length);
      expect(withoutFanout).toEqual([]);
      expect(never).toEqual([]);
      // Telegram has no idempotency key: a message Telegram took whose answer never reached the killed process
      // is sent again. Only those can repeat (the deliveries the killed run was sending and had not marked as
      // handed over), each once more at most.
      const takenUp = Number(/stopped mid-work: \d+ job\(s\) and (\d+) delivery/.exec(api!.output())?.[1] ?? 0);
      expect(twice.length).toBeLessThanOrEqual(takenUp);
      expect([...perOrder.values()].every((n) => n <= 2)).toBe(true);
      expect(ackedOnce).toBeGreaterThanOrEqual(acked.length - takenUp);
    } finally {
      await db.end();
    }

    api.child.kill('SIGTERM');
    expect((await api.exit).code).toBe(0);
    api = undefined;
  });
});
