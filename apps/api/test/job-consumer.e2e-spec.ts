import PgBoss from 'pg-boss';
import pg from 'pg';
import { loadConfig } from '../src/config/app-config.js';
import { JobsService } from '../src/modules/jobs/jobs.service.js';
import { requeueStaleJobs, touchJobs } from '../src/modules/jobs/pgboss.repository.js';
import { ProcessHeartbeat } from '../src/modules/jobs/process-heartbeat.js';
import { SqlPool } from '../src/database/sql-pool.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobConsumer, type Job } from '../src/modules/jobs/job-consumer.js';
import { QUEUES } from '../src/modules/jobs/queues.js';
import { scratchDatabase } from './helpers.js';

/**
 * The job consumer on a real pg-boss: JOB_CONCURRENCY fetch loops per queue run that many batches
 * at once, each job goes to one loop, and stop() lets the batches being handled finish (the SIGTERM drain).
 */
const queue = QUEUES.domainRecheck;
let db: Awaited<ReturnType<typeof scratchDatabase>>;
let boss: PgBoss;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  db = await scratchDatabase('cod_jobs');
  boss = new PgBoss({ connectionString: db.url, schema: 'pgboss', max: 6 });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.createQueue(queue, { name: queue });
}, 60_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true, timeout: 2000 }).catch(() => undefined);
  await db?.drop();
});

/** A handler that takes `ms` per batch and records how many batches ran at once, and which jobs it saw. */
function slowHandler(ms: number) {
  const seen: string[] = [];
  let running = 0;
  let most = 0;
  const handle = async (jobs: Job<object>[]) => {
    most = Math.max(most, ++running);
    await sleep(ms);
    seen.push(...jobs.map((j) => j.id));
    await boss.complete(queue, jobs.map((j) => j.id));
    running--;
  };
  return { handle, seen, most: () => most };
}

describe('JobConsumer', () => {
  it.each([1, 3])('JOB_CONCURRENCY=%i: that many batches at once, each job once', async (loops) => {
    await boss.insert(Array.from({ length: 9 }, (_, i) => ({ name: queue, data: { i } })));
    const h = slowHandler(300);
    const consumer = new JobConsumer<object>(boss, queue, { batchSize: 1, pollMs: 50 }, h.handle, loops);
    consumer.start();
    const end = Date.now() + 20_000;
    while (h.seen.length < 9 && Date.now() < end) await sleep(50);
    await consumer.stop();
    expect(h.seen).toHaveLength(9);
    expect(new Set(h.seen).size).toBe(9);
    expect(h.most()).toBe(loops);
  });

  it('stop() waits for the batches being handled and fetches nothing after', async () => {
    await boss.insert(Array.from({ length: 6 }, (_, i) => ({ name: queue, data: { i } })));
    const h = slowHandler(600);
    const consumer = new JobConsumer<object>(boss, queue, { batchSize: 2, pollMs: 50 }, h.handle, 2);
    consumer.start();
    await sleep(200); // two batches of 2 are running
    const started = Date.now();
    await consumer.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(h.seen).toHaveLength(4); // both running batches finished and were completed
    await sleep(300);
    expect(h.seen).toHaveLength(4); // nothing fetched after stop
    const { rows } = (await boss.getDb().executeSql(`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed' GROUP BY state`, [queue])) as { rows: { state: string; n: number }[] };
    expect(Object.fromEntries(rows.map((r) => [r.state, r.n]))).toEqual({ created: 2 });
  });
});

describe('JobsService.complete on the caller\'s transaction', () => {
  it('is done exactly when that transaction commits: a rollback leaves the job to run', async () => {
    // The heartbeat is only handed its beat here (it never starts: nothing of it reaches this scratch database).
    const jobs = new JobsService(db.url, loadConfig({}), new ProcessHeartbeat(new SqlPool(db.url)));
    await jobs.onModuleInit();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await boss.insert([{ name: queue, data: { i: 'tx' } }]);
      const [{ id }] = await boss.fetch<object>(queue, { batchSize: 1 });
      const state = async () => (await client.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0].state;
      await client.query('BEGIN');
      await jobs.complete(queue, [id], client);
      await client.query('ROLLBACK');
      expect(await state()).toBe('active');
      await client.query('BEGIN');
      await jobs.complete(queue, [id], client);
      await client.query('COMMIT');
      expect(await state()).toBe('completed');
    } finally {
      await client.end();
      await jobs.onApplicationShutdown();
    }
  });
});

describe('jobs of a process that stopped beating', () => {
  it('go back to their queue after 15 s untouched; a job its living holder touches stays with it', async () => {
    const queue = 'takeover-test';
    await boss.createQueue(queue, { name: queue });
    const onBoss = { executeSql: (text: string, values: unknown[]) => boss.getDb().executeSql(text, values) as Promise<{ rows: unknown[] }> };
    await boss.insert([{ name: queue, data: { i: 'held' } }, { name: queue, data: { i: 'orphan' } }]);
    const fetched = await boss.fetch<{ i: string }>(queue, { batchSize: 2 });
    const held = fetched.find((j) => j.data.i === 'held')!.id;
    const orphan = fetched.find((j) => j.data.i === 'orphan')!.id;
    const state = async (id: string) => ((await boss.getDb().executeSql('SELECT state::text AS state FROM pgboss.job WHERE id = $1', [id])) as { rows: { state: string }[] }).rows[0].state;
    // Fetched 10 s ago: neither is taken over yet.
    await boss.getDb().executeSql(`UPDATE pgboss.job SET started_on = now() - interval '10 seconds' WHERE id = ANY($1::uuid[])`, [[held, orphan]]);
    expect(await requeueStaleJobs(onBoss, [queue], 15)).toEqual([]);
    // 20 s ago, and the living holder touched its own at its heartbeat: only the other goes back.
    await boss.getDb().executeSql(`UPDATE pgboss.job SET started_on = now() - interval '20 seconds' WHERE id = ANY($1::uuid[])`, [[held, orphan]]);
    await touchJobs(onBoss, [queue], [held]);
    expect(await requeueStaleJobs(onBoss, [queue], 15)).toEqual([{ id: orphan, name: queue }]);
    expect(await state(held)).toBe('active');
    expect(await state(orphan)).toBe('retry');
    // At once: the next fetch takes it.
    const again = await boss.fetch<{ i: string }>(queue, { batchSize: 5 });
    expect(again.map((j) => j.id)).toEqual([orphan]);
    await boss.complete(queue, [held, orphan]);
  });
});
