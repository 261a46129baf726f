// Shared by scripts/backup.mjs and scripts/restore.mjs: where DATA_DIR and the embedded PostgreSQL are,
// whether an API process uses them, and the counts both scripts print.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'apps/api/dist');

/** Exit codes of both scripts. */
export const EXIT = { ok: 0, failed: 1, usage: 2, inUse: 3 };

/** An error meant for the operator: printed without a stack trace. */
export class OperatorError extends Error {
  constructor(message, code = EXIT.failed) {
    super(message);
    this.code = code;
  }
}

/** Runs `main` and turns errors into a message and an exit code. */
export function runCli(name, main) {
  main().then(
    (code) => process.exit(code ?? EXIT.ok),
    (err) => {
      if (err instanceof OperatorError) console.error(`\n  ${name} failed: ${err.message}\n`);
      else console.error(`\n  ${name} failed:`, err);
      process.exit(err?.code ?? EXIT.failed);
    },
  );
}

/** The API's compiled modules (built on demand, as `npm start` does for the API part). */
export async function apiModules() {
  if (!fs.existsSync(path.join(DIST, 'database/embedded-postgres.js'))) {
    console.log('  building the API (tsc)…');
    const r = spawnSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'apps/api'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new OperatorError('could not build the API (tsc -b apps/api failed)');
  }
  const config = await import(path.join(DIST, 'config/app-config.js'));
  const embedded = await import(path.join(DIST, 'database/embedded-postgres.js'));
  return { loadConfig: config.loadConfig, ConfigError: config.ConfigError, startEmbeddedPostgres: embedded.startEmbeddedPostgres };
}

/** The API's settings from the environment (DATA_DIR, DATABASE_URL), with its own validation messages. */
export async function settings() {
  const mods = await apiModules();
  try {
    return { config: mods.loadConfig(process.env), mods };
  } catch (err) {
    if (err instanceof mods.ConfigError) throw new OperatorError(err.message, EXIT.usage);
    throw err;
  }
}

export function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

function readOr(file, fallback = '') {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

function parentPid(pid) {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

const cmdline = (pid) => readOr(`/proc/${pid}/cmdline`).split('\0').filter(Boolean).join(' ');

/**
 * Where the embedded PostgreSQL keeps its files for this DATA_DIR: DATA_DIR/postgres, or (as root,
 * when the `postgres` user cannot reach DATA_DIR) the /var/tmp folder apps/api/src/database/embedded-postgres.ts
 * falls back to. Mirrors that module's choice.
 */
export function pgDataOf(dataDir) {
  const primary = path.join(path.resolve(dataDir), 'postgres');
  const fallback = path.join('/var/tmp', `cod-pgdata-${createHash('sha1').update(primary).digest('hex').slice(0, 12)}`);
  if (fs.existsSync(path.join(primary, 'PG_VERSION'))) return primary;
  if (fs.existsSync(path.join(fallback, 'PG_VERSION'))) return fallback;
  if (process.getuid?.() === 0 && !postgresUserCanUse(fs.existsSync(primary) ? primary : path.resolve(dataDir))) return fallback;
  return primary;
}

function postgresUserCanUse(dir) {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    const r = spawnSync('sh', ['-c', 'test -x "$1"', 'sh', dir], { uid, gid, stdio: 'ignore' });
    return r.status === 0;
  } catch {
    return true; // no such user yet: the API creates it and then decides
  }
}

/** A PostgreSQL running on this pgData: pid, port and whether a Node process (the API) owns it. */
export function runningPostgres(pgData) {
  const lines = readOr(path.join(pgData, 'postmaster.pid')).split('\n');
  const pid = Number(lines[0]);
  if (!pid || !processAlive(pid)) return undefined;
  const ppid = parentPid(pid);
  const parent = ppid && ppid > 1 ? cmdline(ppid) : '';
  return { pid, port: Number(lines[3]), parentPid: ppid, ownedByNode: /node/.test(parent) };
}

/** API server processes (node … apps/api/dist/main.js or scripts/start.mjs) whose DATA_DIR is this one. */
export function apiProcessesUsing(dataDir) {
  const wanted = path.resolve(dataDir);
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid || pid === process.pid) continue;
    const cmd = cmdline(pid);
    if (!/node/.test(cmd) || !/(apps\/api\/dist\/main\.js|dist\/main\.js|scripts\/start\.mjs)/.test(cmd)) continue;
    const env = Object.fromEntries(
      readOr(`/proc/${pid}/environ`)
        .split('\0')
        .filter((kv) => kv.includes('='))
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
    let cwd = '';
    try {
      cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      continue;
    }
    const theirs = path.resolve(cwd, env.DATA_DIR?.trim() || './.data');
    if (theirs === wanted) found.push({ pid, cmd });
  }
  return found;
}

/** Counts of what matters to an operator, or undefined for a table that does not exist (yet). */
export async function countRows(client) {
  const out = {};
  for (const table of ['users', 'websites', 'orders']) {
    const { rows } = await client.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [`public.${table}`]);
    out[table] = rows[0].present ? Number((await client.query(`SELECT count(*)::bigint AS n FROM public.${table}`)).rows[0].n) : undefined;
  }
  return out;
}

/** Files under a folder (recursively), skipping half-written `.tmp` files; 0 when it is missing. */
export function countFiles(dir) {
  let n = 0;
  let bytes = 0;
  const walk = (d) => {
    let entries;
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && !e.name.endsWith('.tmp')) {
        n++;
        bytes += fs.statSync(p).size;
      }
    }
  };
  walk(dir);
  return { files: n, bytes };
}

export function describeCounts(counts, uploads) {
  const c = (v) => (v === undefined ? 'none (no tables yet)' : String(v));
  return [
    `users: ${c(counts.users)}`,
    `websites: ${c(counts.websites)}`,
    `orders: ${c(counts.orders)}`,
    `upload files: ${uploads.files} (${formatBytes(uploads.bytes)})`,
  ];
}

export function formatBytes(n) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

/** Runs a command; resolves with its exit code, rejects on a code not in `okCodes` with its stderr. */
export function run(cmd, args, { okCodes = [0], env, label = path.basename(cmd) } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env: env ?? process.env });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e) =>
      reject(new OperatorError(e.code === 'ENOENT' ? `${label} is not installed (looked for '${cmd}')` : `${label}: ${e.message}`)),
    );
    child.on('exit', (code, signal) => {
      if (code !== null && okCodes.includes(code)) resolve(code);
      else reject(new OperatorError(`${label} failed (${signal ?? `exit ${code}`}): ${err.trim() || 'no output'}`));
    });
  });
}

/** A client tool (pg_dump, pg_restore) for DATABASE_URL: PG_DUMP / PG_RESTORE or the one on PATH. */
export function clientTool(name) {
  return process.env[name.toUpperCase()] || name;
}

/** A timestamp for file names: YYYYMMDD-HHMMSS (local time). */
export function stamp(d = new Date()) {
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** Moves a file or folder, copying when source and target are on different file systems. */
export function moveAcross(from, to) {
  try {
    fs.renameSync(from, to);
  } catch (err) {
    if (err.code !== 'EXDEV') throw err;
    execFileSync('cp', ['-a', from, to]);
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/** The secrets a backup carries: the embedded database's password (only with its files) and the keys. */
export const SECRET_FILES = ['postgres-password', 'secrets-key', 'jwt-secret'];
