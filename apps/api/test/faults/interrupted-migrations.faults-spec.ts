import { API } from '@cod/contracts';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, cleanup, dbClient, freshDataDir, json, orderBody, postmasterPid, root, sellerWithSite, sleep, spawnApi, untilOpen, type Api } from './harness.js';

/**
 * The first start is cut by `kill -9` of the API and its PostgreSQL while the migrations run
 * (inside their single transaction, after it created tables). The next start finds a crashed cluster with a
 * stale postmaster.pid and no schema: the database recovers, the migrations run again from the start, and
 * the server works (the first admin is seeded, orders are taken).
 */
const MIGRATION_LOCK = 727_001; // apps/api/src/database/migration-runner.ts
const migrationCount = fs.readdirSync(path.join(root, 'apps/api/dist/database/migrations')).filter((f) => /^\d+-.*\.js$/.test(f)).length;

/** Connects to the cluster's `postgres` database as soon as the starting server has brought it up. */
async function connectWhileStarting(api: Api, dataDir: string): Promise<pg.Client> {
  const end = Date.now() + 60_000;
  for (;;) {
    if (api.child.exitCode !== null) throw new Error(`server exited:\n${api.output()}`);
    try {
      return await dbClient(dataDir, 'postgres');
    } catch {
      if (Date.now() > end) throw new Error(`no database came up:\n${api.output()}`);
      await sleep(20);
    }
  }
}

describe('kill -9 of the API and its PostgreSQL while the migrations run', () => {
  const dataDir = freshDataDir('migrations');
  let api: Api | undefined;
  afterAll(() => cleanup(api, dataDir));

  it('the next start recovers the cluster, migrates from the start and serves', { timeout: 180_000 }, async () => {
    const first = (api = await spawnApi(dataDir));
    const watcher = await connectWhileStarting(first, dataDir);
    let caught: { tablesLocked: number } | undefined;
    try {
      const end = Date.now() + 60_000;
      while (!caught) {
        if (Date.now() > end || first.child.exitCode !== null) throw new Error(`never saw the migrations running:\n${first.output()}`);
        // The migration lock is held (by the runner's session) and the migrating session (TypeORM's own) holds
        // exclusive locks on the tables it has created so far in its one transaction.
        const { rows } = await watcher.query<{ locked: boolean; tables: number | null }>(
          `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted) AS locked,
                  (SELECT max(n) FROM (SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'relation' AND mode = 'AccessExclusiveLock' AND pid <> pg_backend_pid() GROUP BY pid) x) AS tables`,
          [MIGRATION_LOCK],
        );
        if (rows[0].locked && (rows[0].tables ?? 0) >= 5) {
          const pgPid = postmasterPid(dataDir)!;
          first.child.kill('SIGKILL');
          process.kill(-pgPid, 'SIGKILL');
          caught = { tablesLocked: rows[0].tables! };
        }
      }
    } finally {
      await watcher.end().catch(() => undefined);
    }
    expect((await first.exit).signal).toBe('SIGKILL');
    const stalePid = postmasterPid(dataDir)!;
    for (let i = 0; i < 100 && alive(stalePid); i++) await sleep(50);
    expect(alive(stalePid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true); // left behind

    const started = Date.now();
    api = await spawnApi(dataDir);
    await untilOpen(api);
    const restartSeconds = (Date.now() - started) / 1000;
    const db = await dbClient(dataDir);
    try {
      const applied = (await db.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map((r) => r.name);
      console.log(`[interrupted migrations] killed holding ${caught.tablesLocked} new tables' locks; the next start recovered and migrated ${applied.length}/${migrationCount} in ${restartSeconds.toFixed(1)} s`);
      expect(applied).toHaveLength(migrationCount);
      expect(new Set(applied).size).toBe(migrationCount);
    } finally {
      await db.end();
    }
    expect((await json(api.base, 'GET', '/api/health/ready')).body).toEqual({ ready: true, database: 'ok', migrations: 'done' });
    const { websiteId } = await sellerWithSite(api.base); // the first admin was seeded on this start
    expect((await json(api.base, 'POST', API.orders.root, orderBody(websiteId, 1))).status).toBe(201);

    api.child.kill('SIGTERM');
    expect((await api.exit).code).toBe(0);
    api = undefined;
  });
});
