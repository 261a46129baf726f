import { API } from '@cod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../fakes/integrations/index.mjs';
import { alive, cleanup, dbClient, freshDataDir, orderBody, postmasterPid, postOwnConnection, sellerWithSite, sleep, startApi, until, type Api, type PostResult } from './harness.js';

/**
 * Issue 15: `kill -9` of the API process in the middle of a burst of orders. Every order the API acknowledged
 * (201) is in the database with exactly one 'order-created' job, and once the restarted process (which must
 * stop the orphaned embedded PostgreSQL on its own) has worked through them, each order reached the seller's
 * Telegram exactly once.
 */
const TOTAL = 300;
const CONCURRENCY = 60;
const KILL_AFTER_ACKS = 100;
/** How long the restarted process may take to finish the backlog (pg-boss expires a dead worker's jobs after 120 s + maintenance). */
const RECOVERY_MS = 330_000;

let telegram: FakeTelegram;
const dataDir = freshDataDir('kill9');
let api: Api | undefined;
const bot = { botToken: '7000001:AAHfaultsKillMidBurst0123456789abcdef', chatId: '-100777000111' };

beforeAll(async () => {
  telegram = await startFakeTelegram();
  telegram.bots.add(bot.botToken, { chats: [bot.chatId] });
});

afterAll(async () => {
  await cleanup(api, dataDir);
  await telegram?.close();
});

/** Fires TOTAL orders CONCURRENCY at a time; SIGKILLs the server at the KILL_AFTER_ACKS-th 201. */
async function burstAndKill(server: Api, websiteId: number) {
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
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { results, killedAt };
}

describe('kill -9 of the API in the middle of a burst of orders', () => {
  it('loses no acknowledged order; each has one order-created job; after a restart each reaches Telegram once', { timeout: 480_000 }, async () => {
    api = await startApi(dataDir, { TELEGRAM_API_URL: telegram.url });
    const { websiteId } = await sellerWithSite(api.base, bot);
    const pgPid = postmasterPid(dataDir)!;
    expect(pgPid && alive(pgPid)).toBeTruthy();

    const { results } = await burstAndKill(api, websiteId);
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
    // The embedded PostgreSQL outlived its parent (orphaned): the restart must deal with it.
    const orphaned = alive(pgPid);

    api = await startApi(dataDir, { TELEGRAM_API_URL: telegram.url });
    expect(alive(pgPid)).toBe(false); // the orphan was stopped, a new postmaster serves
    const db = await dbClient(dataDir);
    try {
      const found = (await db.query<{ order_id: string }>('SELECT order_id FROM orders WHERE order_id = ANY($1)', [acked])).rows.map((r) => r.order_id);
      const missing = acked.filter((id) => !found.includes(id));
      const jobs = await db.query<{ key: string; n: number }>(
        `SELECT singleton_key AS key, count(*)::int AS n FROM (
           SELECT singleton_key FROM pgboss.job WHERE name = 'order-created'
           UNION ALL SELECT singleton_key FROM pgboss.archive WHERE name = 'order-created') j
         GROUP BY singleton_key`,
      );
      const jobCount = new Map(jobs.rows.map((r) => [r.key, r.n]));
      const jobsOnce = acked.filter((id) => jobCount.get(id) === 1).length;
      // Every stored order (acknowledged or committed just before the kill) has one job, none is without.
      const allOrders = (await db.query<{ order_id: string }>('SELECT order_id FROM orders')).rows.map((r) => r.order_id);
      const withoutJob = allOrders.filter((id) => jobCount.get(id) !== 1);

      // The restarted process works through the backlog: a Telegram delivery sent per stored order. Jobs that
      // were active in the killed process come back only when pg-boss expires them (expireInSeconds 120 + its
      // maintenance pass), so this can take minutes.
      const restartedAt = Date.now();
      const sentCount = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deliveries WHERE channel = 'telegram' AND state = 'sent'`)).rows[0].n;
      try {
        await until('every Telegram delivery sent', async () => (await sentCount()) >= allOrders.length, RECOVERY_MS);
      } catch (err) {
        const jobStates = await db.query(`SELECT name, state, count(*)::int AS n FROM pgboss.job GROUP BY 1, 2 ORDER BY 1, 2`);
        const dStates = await db.query(`SELECT channel, state, count(*)::int AS n FROM deliveries GROUP BY 1, 2 ORDER BY 1, 2`);
        console.log(`[kill -9 mid-burst] NOT RECOVERED after ${RECOVERY_MS / 1000} s: orders ${allOrders.length}, telegram sent ${await sentCount()}; jobs ${JSON.stringify(jobStates.rows)}; deliveries ${JSON.stringify(dStates.rows)}`);
        throw err;
      }
      const recoveredIn = ((Date.now() - restartedAt) / 1000).toFixed(1);
      await sleep(1500); // a repeat, if one were coming, would have arrived
      const deliveries = await db.query<{ state: string; n: number }>(`SELECT state, count(*)::int AS n FROM deliveries WHERE channel = 'telegram' GROUP BY state`);
      const perOrder = new Map<string, number>();
      for (const m of telegram.messages) {
        const id = allOrders.find((o) => m.text.includes(o));
        if (id) perOrder.set(id, (perOrder.get(id) ?? 0) + 1);
      }
      const ackedOnce = acked.filter((id) => perOrder.get(id) === 1).length;
      const twice = [...perOrder].filter(([, n]) => n > 1).map(([id]) => id);
      const never = allOrders.filter((id) => !perOrder.has(id));

      console.log(
        `[kill -9 mid-burst] requests ${TOTAL}, acknowledged ${acked.length}, unanswered ${other.length} (${failedKinds.join(', ')}); ` +
          `postgres orphaned: ${orphaned}; orders stored ${allOrders.length}; acknowledged found ${found.length}/${acked.length}; ` +
          `order-created jobs once ${jobsOnce}/${acked.length}; Telegram once ${ackedOnce}/${acked.length} ` +
          `(stored orders sent twice: ${twice.length}, never: ${never.length}); backlog done ${recoveredIn} s after restart; telegram deliveries ${JSON.stringify(deliveries.rows)}`,
      );
      expect(missing).toEqual([]);
      expect(jobsOnce).toBe(acked.length);
      expect(withoutJob).toEqual([]);
      expect(never).toEqual([]);
      expect(twice).toEqual([]);
      expect(ackedOnce).toBe(acked.length);
    } finally {
      await db.end();
    }

    api.child.kill('SIGTERM');
    expect((await api.exit).code).toBe(0);
    api = undefined;
  });
});
