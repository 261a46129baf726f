#!/usr/bin/env node
// `npm run backup`: one archive DATA_DIR/backups/backup-YYYYMMDD-HHMMSS.tar holding a consistent copy of the
// database and the uploaded files, taken while the server may be running.
//
// Embedded PostgreSQL (the default): an online base backup made with PostgreSQL's own backup functions
// (pg_backup_start / pg_backup_stop, WAL kept by a temporary replication slot), so no pg_dump is needed (the
// npm package ships none). Restoring it replays the WAL to the moment the backup ended.
// DATABASE_URL: `pg_dump -Fc` of that database (pg_dump on PATH, or PG_DUMP=/path/to/pg_dump).
//
// Archive layout: manifest.json, pgdata/… or database.dump, uploads/…, secrets/…
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
  formatBytes,
  pgDataOf,
  run,
  runCli,
  runningPostgres,
  settings,
  stamp,
} from './lib/backup-common.mjs';

const USAGE = `Usage: npm run backup [-- --out DIR]
Writes DATA_DIR/backups/backup-YYYYMMDD-HHMMSS.tar (the database and the uploads); works while the server runs.`;

/** Folders whose contents a base backup leaves out (PostgreSQL recreates them); the folders stay. */
const PGDATA_EXCLUDES = [
  'postmaster.pid',
  'postmaster.opts',
  'pg_wal/*',
  'pg_replslot/*',
  'pg_stat_tmp/*',
  'pg_dynshmem/*',
  'pg_notify/*',
  'pg_serial/*',
  'pg_snapshots/*',
  'pg_subtrans/*',
  'pgsql_tmp*',
];

const TAR_QUIET = ['--warning=no-file-changed', '--warning=no-file-removed', '--warning=no-file-shrank'];

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return EXIT.ok;
  }
  let outArg;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) outArg = args[++i];
    else throw new OperatorError(`unknown argument ${args[i]}\n${USAGE}`, EXIT.usage);
  }

  const started = Date.now();
  const { config, mods } = await settings();
  const dataDir = config.dataDir;
  if (!config.databaseUrl && !fs.existsSync(dataDir)) throw new OperatorError(`DATA_DIR ${dataDir} does not exist: nothing to back up`);
  const outDir = path.resolve(outArg ?? path.join(dataDir, 'backups'));
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const name = `backup-${stamp()}.tar`;
  const target = path.join(outDir, name);
  if (fs.existsSync(target)) throw new OperatorError(`${target} already exists (two backups in one second?)`);
  const partial = `${target}.partial`;
  const work = fs.mkdtempSync(path.join(outDir, '.work-'));
  const uploadsDir = path.join(dataDir, 'uploads');

  console.log(`\n  Backing up DATA_DIR ${dataDir}`);
  let stopDb;
  try {
    let manifest;
    if (config.databaseUrl) {
      manifest = await dumpExternal(config.databaseUrl, work, partial);
    } else {
      const pgData = pgDataOf(dataDir);
      const live = runningPostgres(pgData);
      let url;
      let dir = pgData;
      if (live) {
        const password = readSecret(dataDir, 'postgres-password');
        if (!password) throw new OperatorError(`the database password file ${path.join(dataDir, 'secrets/postgres-password')} is missing`);
        url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${live.port}/cod`;
        console.log(`  database: the running embedded PostgreSQL (pid ${live.pid}, port ${live.port})`);
      } else {
        if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) throw new OperatorError(`no embedded database in ${pgData}: nothing to back up`);
        const api = apiProcessesUsing(dataDir);
        if (api.length) throw new OperatorError(`an API process (pid ${api[0].pid}) is starting on this DATA_DIR; try again in a moment`, EXIT.inUse);
        console.log('  database: starting the embedded PostgreSQL for the backup');
        const handle = await mods.startEmbeddedPostgres({ dataDir, log: (s) => console.log(`  [postgres] ${s}`), serverLog: process.env.EMBEDDED_PG_LOG === '1' });
        stopDb = () => handle.stop();
        url = handle.url;
        dir = handle.dataDir;
      }
      manifest = await baseBackup(url, dir, work, partial);
    }

    // Uploads after the database: every file a backed-up row names was written before that row.
    const uploads = countFiles(uploadsDir);
    if (fs.existsSync(uploadsDir)) {
      await run('tar', ['-rf', partial, ...TAR_QUIET, '--exclude=*.tmp', '-C', dataDir, 'uploads'], { okCodes: [0, 1], label: 'tar (uploads)' });
    }
    const secretsDir = path.join(work, 'secrets');
    fs.mkdirSync(secretsDir, { mode: 0o700 });
    const secrets = SECRET_FILES.filter((f) => (f !== 'postgres-password' || !config.databaseUrl) && readSecret(dataDir, f));
    for (const f of secrets) fs.copyFileSync(path.join(dataDir, 'secrets', f), path.join(secretsDir, f));
    Object.assign(manifest, {
      format: 1,
      createdAt: new Date().toISOString(),
      dataDir,
      uploads: { files: uploads.files, bytes: uploads.bytes },
      secrets,
    });
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    await run('tar', ['-rf', partial, '-C', work, 'manifest.json', ...(secrets.length ? ['secrets'] : [])], { label: 'tar' });
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);

    const size = fs.statSync(target).size;
    console.log(`\n  Backup written in ${((Date.now() - started) / 1000).toFixed(1)} s: ${target}`);
    console.log(`  size: ${formatBytes(size)}`);
    console.log(`  database: ${manifest.database.kind === 'basebackup' ? 'embedded PostgreSQL base backup' : 'pg_dump custom-format dump'} (${formatBytes(manifest.database.bytes)})`);
    for (const line of describeCounts(manifest.counts, uploads)) console.log(`  ${line}`);
    console.log(`  Restore it with: npm run restore -- ${target}\n`);
    return EXIT.ok;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
    await stopDb?.();
  }
}

function readSecret(dataDir, name) {
  try {
    return fs.readFileSync(path.join(dataDir, 'secrets', name), 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * An online base backup of the whole embedded cluster: the data files copied between pg_backup_start and
 * pg_backup_stop, the backup_label PostgreSQL hands back, and the WAL written meanwhile (held by a temporary
 * replication slot so that no checkpoint recycles it before we copy it).
 */
async function baseBackup(url, pgData, work, partial) {
  const client = new pg.Client({ connectionString: url, application_name: 'cod-backup' });
  try {
    await client.connect();
  } catch (err) {
    throw new OperatorError(`cannot connect to the embedded PostgreSQL: ${err.message}`);
  }
  try {
    const version = (await client.query('SHOW server_version_num')).rows[0].server_version_num;
    const slot = `cod_backup_${process.pid}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    const counts = await countRows(client);
    const { rows: startRows } = await client.query(`SELECT pg_backup_start($1, true) AS lsn`, [`cod backup ${new Date().toISOString()}`]);
    const startLsn = startRows[0].lsn;
    let stopped = false;
    try {
      const excludes = PGDATA_EXCLUDES.map((p) => `--exclude=./${p}`);
      await run('tar', ['-cf', partial, ...TAR_QUIET, ...excludes, '--transform=s,^\\.,pgdata,', '-C', pgData, '.'], {
        okCodes: [0, 1],
        label: 'tar (database files)',
      });
      const { rows } = await client.query('SELECT lsn, labelfile, spcmapfile FROM pg_backup_stop(false)');
      stopped = true;
      const stop = rows[0];
      fs.mkdirSync(path.join(work, 'pgdata'));
      fs.writeFileSync(path.join(work, 'pgdata/backup_label'), stop.labelfile);
      const meta = ['pgdata/backup_label'];
      if (stop.spcmapfile) {
        fs.writeFileSync(path.join(work, 'pgdata/tablespace_map'), stop.spcmapfile);
        meta.push('pgdata/tablespace_map');
      }
      await run('tar', ['-rf', partial, '-C', work, ...meta], { label: 'tar' });
      // The WAL from the segment of the start to the segment of the end (same timeline, so names sort).
      const { rows: seg } = await client.query('SELECT pg_walfile_name($1) AS first, pg_walfile_name($2) AS last', [startLsn, stop.lsn]);
      const wal = fs
        .readdirSync(path.join(pgData, 'pg_wal'))
        .filter((f) => (/^[0-9A-F]{24}$/.test(f) && f >= seg[0].first && f <= seg[0].last) || /^[0-9A-F]{8}\.history$/.test(f))
        .map((f) => `./pg_wal/${f}`);
      if (!wal.some((f) => f.endsWith(seg[0].last))) throw new OperatorError(`the WAL segment ${seg[0].last} is missing from ${pgData}/pg_wal`);
      await run('tar', ['-rf', partial, '--transform=s,^\\.,pgdata,', '-C', pgData, ...wal], { label: 'tar (WAL)' });
      const bytes = fs.statSync(partial).size;
      return {
        database: { kind: 'basebackup', postgres: Number(version), startLsn, stopLsn: stop.lsn, walSegments: wal.length, bytes },
        counts,
      };
    } finally {
      if (!stopped) await client.query('SELECT pg_backup_stop(false)').catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined); // drops the temporary slot
  }
}

/** pg_dump -Fc of the DATABASE_URL database (consistent by itself: one snapshot). */
async function dumpExternal(url, work, partial) {
  const dump = path.join(work, 'database.dump');
  const pgDump = clientTool('pg_dump');
  console.log(`  database: pg_dump (${pgDump}) of DATABASE_URL`);
  await run(pgDump, ['-Fc', '--no-owner', '-f', dump, '-d', url], { label: 'pg_dump' });
  const client = new pg.Client({ connectionString: url, application_name: 'cod-backup' });
  await client.connect();
  let counts;
  let version;
  try {
    counts = await countRows(client);
    version = Number((await client.query('SHOW server_version_num')).rows[0].server_version_num);
  } finally {
    await client.end();
  }
  await run('tar', ['-cf', partial, '-C', work, 'database.dump'], { label: 'tar' });
  return { database: { kind: 'pg_dump', postgres: version, bytes: fs.statSync(dump).size }, counts };
}

runCli('Backup', main);
