#!/usr/bin/env node
// `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back into DATA_DIR (or into
// the DATABASE_URL database): the database, the uploads and the keys that go with them. The server must
// be stopped (--force stops the embedded database under a running server, which then needs a restart).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  EXIT,
  OperatorError,
  SECRET_FILES,
  apiProcessesUsing,
  clientTool,
  countFiles,
  countRows,
  describeCounts,
  moveAcross,
  pgDataOf,
  processAlive,
  run,
  runCli,
  runningPostgres,
  settings,
  stamp,
} from './lib/backup-common.mjs';

const USAGE = `Usage: npm run restore -- FILE [--force]
Restores a backup made by 'npm run backup' (DATA_DIR/backups/backup-*.tar). Stop the server first;
--force restores even while a server uses DATA_DIR (its database is stopped; restart the server after).`;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return EXIT.ok;
  }
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  const unknown = files.find((a) => a.startsWith('--'));
  if (unknown) throw new OperatorError(`unknown option ${unknown}\n${USAGE}`, EXIT.usage);
  if (files.length !== 1) throw new OperatorError(`name one backup file\n${USAGE}`, EXIT.usage);
  const file = path.resolve(files[0]);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new OperatorError(`no backup file at ${file}`, EXIT.usage);

  const started = Date.now();
  const { config, mods } = await settings();
  const dataDir = config.dataDir;
  console.log(`\n  Restoring ${file}\n  into DATA_DIR ${dataDir}${config.databaseUrl ? ' and the DATABASE_URL database' : ''}`);

  // 1. Nobody may be using this DATA_DIR.
  const pgData = pgDataOf(dataDir);
  const live = config.databaseUrl ? undefined : runningPostgres(pgData);
  const api = apiProcessesUsing(dataDir);
  if (api.length || live?.ownedByNode) {
    const who = api.length ? `an API server (pid ${api.map((p) => p.pid).join(', ')})` : `a server (pid ${live.parentPid})`;
    if (!force) {
      throw new OperatorError(`${who} is using DATA_DIR ${dataDir}. Stop it first, or add --force to restore anyway.`, EXIT.inUse);
    }
    console.log(`  --force: restoring although ${who} uses DATA_DIR; restart it afterwards`);
  }
  if (live) {
    console.log(`  stopping the embedded PostgreSQL (pid ${live.pid})`);
    process.kill(live.pid, 'SIGINT');
    const until = Date.now() + 30_000;
    while (processAlive(live.pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    if (processAlive(live.pid)) throw new OperatorError(`the embedded PostgreSQL (pid ${live.pid}) did not stop`);
  }

  // 2. Unpack beside DATA_DIR's contents and check what it is.
  fs.mkdirSync(dataDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  const ts = stamp();
  const kept = [];
  try {
    await run('tar', ['-xf', file, '-C', work, '--no-same-owner'], { label: 'tar (unpacking the backup)' });
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8'));
    } catch {
      throw new OperatorError(`${file} is not a backup made by 'npm run backup' (no manifest.json in it)`, EXIT.usage);
    }
    const kind = manifest.database?.kind;
    if (kind === 'basebackup' && config.databaseUrl) {
      throw new OperatorError('this backup holds an embedded database; unset DATABASE_URL to restore it into DATA_DIR', EXIT.usage);
    }
    if (kind === 'pg_dump' && !config.databaseUrl) {
      throw new OperatorError('this backup is a pg_dump of a DATABASE_URL database; set DATABASE_URL to the database to restore it into', EXIT.usage);
    }
    if (kind !== 'basebackup' && kind !== 'pg_dump') throw new OperatorError(`unknown database kind in the backup: ${kind}`, EXIT.usage);
    console.log(`  backup of ${manifest.createdAt} from ${manifest.dataDir}`);

    // 3. The database.
    if (kind === 'basebackup') {
      if (fs.existsSync(pgData)) {
        const aside = `${pgData}.before-restore-${ts}`;
        fs.renameSync(pgData, aside);
        kept.push([aside, pgData]);
      }
      moveAcross(path.join(work, 'pgdata'), pgData);
      for (const dir of ['pg_wal/archive_status', 'pg_wal/summaries']) fs.mkdirSync(path.join(pgData, dir), { recursive: true });
      fs.chmodSync(pgData, 0o700);
      if (process.getuid?.() === 0) {
        try {
          execFileSync('chown', ['-R', 'postgres:postgres', pgData], { stdio: 'ignore' });
        } catch {
          /* no postgres user yet: the embedded start creates it and chowns the folder */
        }
      }
    } else {
      const pgRestore = clientTool('pg_restore');
      console.log(`  database: pg_restore (${pgRestore}) into DATABASE_URL`);
      await run(pgRestore, ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '-d', config.databaseUrl, path.join(work, 'database.dump')], {
        label: 'pg_restore',
      });
    }

    // 4. The keys that go with the data (the database password with the embedded files; the key sealing the integrations' secrets).
    const secretsDir = path.join(dataDir, 'secrets');
    fs.mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
    for (const f of SECRET_FILES) {
      const from = path.join(work, 'secrets', f);
      if (!fs.existsSync(from)) continue;
      const to = path.join(secretsDir, f);
      if (fs.existsSync(to) && fs.readFileSync(to, 'utf8') === fs.readFileSync(from, 'utf8')) continue;
      if (fs.existsSync(to)) {
        fs.renameSync(to, `${to}.before-restore-${ts}`);
        kept.push([`${to}.before-restore-${ts}`, to]);
      }
      fs.copyFileSync(from, to);
      fs.chmodSync(to, 0o600);
    }

    // 5. The uploads.
    const uploadsDir = path.join(dataDir, 'uploads');
    if (fs.existsSync(uploadsDir)) {
      const aside = `${uploadsDir}.before-restore-${ts}`;
      fs.renameSync(uploadsDir, aside);
      kept.push([aside, uploadsDir]);
    }
    if (fs.existsSync(path.join(work, 'uploads'))) fs.renameSync(path.join(work, 'uploads'), uploadsDir);
    else fs.mkdirSync(uploadsDir);

    // 6. Check: start the database (the embedded one replays the backup's WAL now) and count.
    let counts;
    if (kind === 'basebackup') {
      const handle = await mods.startEmbeddedPostgres({ dataDir, log: (s) => console.log(`  [postgres] ${s}`), serverLog: process.env.EMBEDDED_PG_LOG === '1' });
      try {
        counts = await countsAt(handle.url);
      } finally {
        await handle.stop();
      }
    } else {
      counts = await countsAt(config.databaseUrl);
    }

    // Done: drop what was set aside.
    for (const [aside] of kept) fs.rmSync(aside, { recursive: true, force: true });
    kept.length = 0;
    console.log(`\n  Restored in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    for (const line of describeCounts(counts, countFiles(uploadsDir))) console.log(`  ${line}`);
    console.log('  Start the server again (npm start).\n');
    return EXIT.ok;
  } catch (err) {
    if (kept.length) {
      console.error('\n  The restore did not finish. What was there before is kept:');
      for (const [aside, original] of kept) console.error(`    ${aside}  (was ${original})`);
    }
    throw err;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function countsAt(url) {
  const client = new pg.Client({ connectionString: url, application_name: 'cod-restore' });
  await client.connect();
  try {
    return await countRows(client);
  } finally {
    await client.end();
  }
}

runCli('Restore', main);
