import { API } from '@cod/contracts';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../fakes/integrations/index.mjs';
import { cleanup, dbClient, freshDataDir, json, messagesPerOrder, orderBody, postOwnConnection, sellerWithSite, sleep, startApi, until, type Api, type PostResult } from './harness.js';

/**
 * Two API processes on one database (B with DATABASE_URL on A's PostgreSQL, as a deployment of several runs
 * them) and `kill -9` of B in the middle of a burst of orders sent to B, while B is sending Telegram messages.
 * A, alive all along, takes B's work over once B's heartbeat is 15 s old (B's jobs and the deliveries it held):
 * every order B acknowledged reaches Telegram within 30 s of the kill, once (a message B had in flight at
 * the kill at most twice: Telegram has no idempotency key), and none is taken from a process still alive.
 * The seller's webhook receiver gets every acknowledged order's `order.created`, each under one event id
 * (a delivery B had in flight comes again with the same id once its lease runs out).
 */
const TOTAL = 240;
const CONCURRENCY = 40;
const TAKEOVER_MS = 30_000;

let telegram: FakeTelegram;
/** The seller's own server: every webhook it got (event id, order), answering after 300 ms until the kill. */
const hooks: { id: string; orderId: string }[] = [];
let hookDelayMs = 300;
let receiver: http.Server;
const bot = { botToken: '7000002:AAHfaultsKillOneOfTwo0123456789abcdef', chatId: '-100777000222' };
const dirA = freshDataDir('two-a');
const dirB = freshDataDir('two-b');
let a: Api | undefined;
let b: Api | undefined;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      if (body.type === 'order.created') hooks.push({ id: body.id, orderId: body.data.orderId });
      setTimeout(() => res.writeHead(200).end(), hookDelayMs);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  telegram = await startFakeTelegram();
  telegram.bots.add(bot.botToken, { chats: [bot.chatId] });
});

afterAll(async () => {
  await cleanup(b, dirB);
  await cleanup(a, dirA);
  await telegram?.close();
  await new Promise<void>((r) => (receiver ? receiver.close(() => r()) : r()));
});

describe('kill -9 of one of two API processes on one database (DATABASE_URL)', () => {
  it("the survivor takes the killed process's jobs and deliveries over within 30 s: every acknowledged order reaches Telegram once", { timeout: 180_000 }, async () => {
    // The webhook receiver runs on this machine.
    a = await startApi(dirA, { TELEGRAM_API_URL: telegram.url, LOG_LEVEL: 'warn', OUTBOUND_ALLOW_PRIVATE: '1' });
    const secret = (name: string) => fs.readFileSync(path.join(dirA, 'secrets', name), 'utf8').trim();
    const pgPort = fs.readFileSync(path.join(dirA, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(secret('postgres-password'))}@127.0.0.1:${pgPort}/cod`;
    b = await startApi(dirB, { TELEGRAM_API_URL: telegram.url, DATABASE_URL: databaseUrl, JWT_SECRET: secret('jwt-secret'), SECRETS_KEY: secret('secrets-key'), OUTBOUND_ALLOW_PRIVATE: '1' });
    const { websiteId, token } = await sellerWithSite(a.base, bot);
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    expect((await json(a.base, 'PUT', API.userSettings.webhooks, { url: hookUrl, events: ['order.created'] }, token)).status).toBe(200);
    const db = await dbClient(dirA);
    try {
      const [{ id: bId }] = (await db.query<{ id: string }>('SELECT id FROM api_processes WHERE pid = $1', [b.pid])).rows;
      const heldByB = async () =>
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deliveries WHERE state = 'sending' AND holder = $1`, [bId])).rows[0].n;

      // Each Telegram message takes 400 ms until the kill, so both processes hold deliveries while the burst runs.
      telegram.messages.length = 0;
      telegram.faults.push({ delayMs: 400, times: 1_000_000 });
      const server = b;
      const results: PostResult[] = [];
      let next = 0;
      let killed = false;
      let killedAt = 0;
      let heldAtKill = 0;
      const worker = async () => {
        while (next < TOTAL && !killed) {
          const i = next++;
          results[i] = await postOwnConnection(server.base, API.orders.root, orderBody(websiteId, i));
        }
      };
      const burst = Promise.all(Array.from({ length: CONCURRENCY }, worker));
      // B is killed once it acknowledged a third of the burst and holds deliveries it is sending.
      await until('B holding deliveries mid-burst', async () => results.filter((r) => r?.ok && r.status === 201).length >= TOTAL / 3 && (heldAtKill = await heldByB()) > 0, 60_000);
      server.child.kill('SIGKILL');
      killed = true;
      killedAt = Date.now();
      telegram.faults.length = 0;
      hookDelayMs = 0;
      await burst;
      expect((await server.exit).signal).toBe('SIGKILL');

      const acked = results.filter((r): r is Extract<PostResult, { ok: true }> => r?.ok === true && r.status === 201).map((r) => r.body.orderId as string);
      const stored = (await db.query<{ order_id: string }>('SELECT order_id FROM orders WHERE website_id = $1', [websiteId])).rows.map((r) => r.order_id);
      expect(acked.filter((id) => !stored.includes(id))).toEqual([]);
      // A, alive, is never taken from: its deliveries stay its own until it settles them.
      const sentCount = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deliveries WHERE channel = 'telegram' AND state = 'sent' AND ref = ANY($1)`, [stored])).rows[0].n;
      try {
        await until('every stored order sent to Telegram', async () => (await sentCount()) >= stored.length, TAKEOVER_MS);
      } catch (err) {
        const d = await db.query(`SELECT state, holder IS NOT NULL AS held, count(*)::int AS n FROM deliveries GROUP BY 1, 2`);
        const j = await db.query(`SELECT name, state, count(*)::int AS n FROM pgboss.job GROUP BY 1, 2`);
        console.log(`[kill one of two] NOT DONE ${TAKEOVER_MS / 1000} s after the kill: ${await sentCount()}/${stored.length} sent; deliveries ${JSON.stringify(d.rows)}; jobs ${JSON.stringify(j.rows)}\n${a.output().slice(-2000)}`);
        throw err;
      }
      const doneIn = (Date.now() - killedAt) / 1000;
      await sleep(1500); // a repeat, if one were coming, would have arrived
      const perOrder = messagesPerOrder(telegram.messages, stored);
      const twice = [...perOrder].filter(([, n]) => n > 1).map(([id]) => id);
      const never = stored.filter((id) => !perOrder.has(id));
      // A's sweeps that took something over (deliveries and jobs may come back in different sweeps).
      const sweeps = [...a.output().matchAll(/stopped beating mid-work: (\d+) job\(s\) and (\d+) delivery/g)];
      const takenOver = sweeps.length ? { jobs: sweeps.reduce((n, m) => n + Number(m[1]), 0), deliveries: sweeps.reduce((n, m) => n + Number(m[2]), 0) } : null;
      console.log(
        `[kill one of two] requests ${results.filter(Boolean).length}, acknowledged by B ${acked.length}, stored ${stored.length}; B held ${heldAtKill} deliveries at the kill; ` +
          `A took over ${takenOver?.jobs ?? 0} job(s) and ${takenOver?.deliveries ?? 0} delivery(ies); every order sent ${doneIn.toFixed(1)} s after the kill; ` +
          `sent twice ${twice.length}, never ${never.length}`,
      );
      expect(never).toEqual([]);
      expect(takenOver).not.toBeNull();
      expect(doneIn).toBeLessThan(TAKEOVER_MS / 1000);
      // Only what B had in flight at the kill may be sent twice, and once more at most.
      expect(twice.length).toBeLessThanOrEqual(takenOver!.deliveries);
      expect([...perOrder.values()].every((n) => n <= 2)).toBe(true);

      // Webhooks: B's leased sends run out 20 s after its last claim, then A sends them with the same ids.
      await until('every stored order’s webhook', async () => stored.every((id) => hooks.some((h) => h.orderId === id)), 35_000);
      const idsPerOrder = new Map<string, Set<string>>();
      for (const h of hooks) idsPerOrder.set(h.orderId, (idsPerOrder.get(h.orderId) ?? new Set()).add(h.id));
      console.log(`[kill one of two] webhooks: ${hooks.length} received for ${stored.length} orders, ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
      expect([...idsPerOrder.values()].every((ids) => ids.size === 1)).toBe(true);
    } finally {
      await db.end();
    }
    a.child.kill('SIGTERM');
    expect((await a.exit).code).toBe(0);
    a = undefined;
  });
});
