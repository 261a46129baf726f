import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../src/database/embedded-postgres.js';
import { freshDataDir, sleep } from './harness.js';

/**
 * PostgreSQL killed while it creates an unlogged relation (the migrations create two: the rate-limit counters) can
 * leave the relation's main fork on disk without its init fork. Its crash recovery then stops with
 * `could not create file "base/…": File exists` (seen when the first start was killed mid-migration under load).
 * Here that state is made on purpose: an unlogged table created, PostgreSQL killed, the init fork's file removed
 * (as if the kill came before it reached the disk); the embedded start must recover it.
 */
describe('kill -9 of PostgreSQL while it creates an unlogged table', () => {
  const dataDir = freshDataDir('unlogged');
  let db: EmbeddedPostgresHandle | undefined;
  afterAll(async () => {
    await db?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the next embedded start removes the stale main fork, recovers and serves the table (empty, as unlogged tables are after a crash)', { timeout: 120_000 }, async () => {
    const logged: string[] = [];
    const log = (line: string) => logged.push(line);
    db = await startEmbeddedPostgres({ dataDir, log });
    let client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query('CHECKPOINT'); // redo starts here: it replays the table's creation
    await client.query('CREATE UNLOGGED TABLE counters (key text PRIMARY KEY, n int NOT NULL)');
    await client.query(`INSERT INTO counters VALUES ('a', 1)`);
    const [{ file }] = (await client.query<{ file: string }>(`SELECT pg_relation_filepath('counters') AS file`)).rows;
    await client.end().catch(() => undefined);

    const pgData = db.dataDir;
    const postmaster = Number(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(-postmaster, 'SIGKILL'); // PostgreSQL runs in a process group of its own
    for (let i = 0; i < 100; i++) {
      try {
        process.kill(postmaster, 0);
        await sleep(50);
      } catch {
        break;
      }
    }
    db = undefined;
    expect(fs.existsSync(path.join(pgData, file))).toBe(true);
    fs.rmSync(path.join(pgData, `${file}_init`));

    db = await startEmbeddedPostgres({ dataDir, log });
    expect(logged.some((l) => l.includes(`removed the stale main fork of unlogged relation ${file}`))).toBe(true);
    expect(fs.readdirSync(pgData).filter((f) => f.startsWith('.s.PGSQL.'))).toHaveLength(2); // the new socket and its lock, not the killed one's
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      // The app's URL goes through the Unix socket (no client address), not TCP.
      expect((await client.query('SELECT client_addr FROM pg_stat_activity WHERE pid = pg_backend_pid()')).rows).toEqual([{ client_addr: null }]);
      expect((await client.query('SELECT count(*)::int AS n FROM counters')).rows).toEqual([{ n: 0 }]);
      await client.query(`INSERT INTO counters VALUES ('b', 2)`);
      expect((await client.query('SELECT key, n FROM counters')).rows).toEqual([{ key: 'b', n: 2 }]);
    } finally {
      await client.end();
    }
  });
});
