import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureApiBuilt } from './own-processes.js';
import { freePort } from './helpers.js';

/**
 * The compiled server as `npm start` runs it: first start seeds and prints the admin login,
 * a second start reuses the data, Ctrl+C (SIGINT) stops the server and the embedded database.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'apps/api/dist/main.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-process-'));
fs.chmodSync(dataDir, 0o755);

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exit: Promise<number | null>;
}

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const { ADMIN_PASSWORD: _a, ADMIN_EMAIL: _b, DATABASE_URL: _c, ...base } = process.env;
  const child = spawn(process.execPath, [main], {
    env: { ...base, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const until = Date.now() + 60_000;
  while (!/Open http:\/\//.test(out)) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    if (Date.now() > until) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, output: () => out, exit };
}

async function login(port: number, email: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => ensureApiBuilt(), 120_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  let password = '';

  it('first start: seeds the admin with a random password printed once, serves /api/health', async () => {
    const s = await start({});
    const match = /password: (\S+)/.exec(s.output());
    expect(match).not.toBeNull();
    password = match![1];
    expect(s.output()).toContain('admin@example.com');
    const health = await fetch(`http://127.0.0.1:${s.port}/api/health`);
    expect(health.status).toBe(200);
    expect(await login(s.port, 'admin@example.com', password)).toBe(200);

    const pidFile = findPidFile();
    const pgPid = pidFile ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
    expect(pgPid && alive(pgPid)).toBeTruthy();

    s.child.kill('SIGINT');
    expect(await s.exit).toBe(0);
    expect(alive(pgPid!)).toBe(false);
    expect(fs.existsSync(pidFile!)).toBe(false); // PostgreSQL shut down cleanly
  }, 90_000);

  it('second start: reuses the data, prints no new password, same admin login works; SIGTERM stops it', async () => {
    const s = await start({});
    expect(s.output()).not.toContain('First admin account created');
    expect(await login(s.port, 'admin@example.com', password)).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exit).toBe(0);
  }, 90_000);

  it('npm start: stopping the npm process alone (SIGTERM to its pid) stops the server and the database', async () => {
    const port = await freePort();
    const { ADMIN_PASSWORD: _a, ADMIN_EMAIL: _b, DATABASE_URL: _c, ...base } = process.env;
    // Its own process group, so the signal reaches npm only, as a process manager sends it.
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env: { ...base, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    npm.stdout!.on('data', (d) => (out += d));
    npm.stderr!.on('data', (d) => (out += d));
    const until = Date.now() + 60_000;
    while (!/Open http:\/\//.test(out)) {
      if (npm.exitCode !== null || Date.now() > until) throw new Error(`npm start did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const server = processesUnder(npm.pid!).find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/start.mjs'))!;
    const pidFile = findPidFile()!;
    const pgPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(server).not.toBe(npm.pid);
    expect(alive(server) && alive(pgPid)).toBe(true);

    process.kill(npm.pid!, 'SIGTERM');
    const stopped = Date.now() + 20_000;
    while ((alive(server) || alive(pgPid)) && Date.now() < stopped) await new Promise((r) => setTimeout(r, 100));
    expect(alive(server)).toBe(false);
    expect(alive(pgPid)).toBe(false);
    expect(fs.existsSync(pidFile)).toBe(false); // PostgreSQL shut down cleanly
  }, 90_000);

  it('stops at boot with a clear message for a bad setting', async () => {
    const r = spawnSync(process.execPath, [main], { env: { ...process.env, DATA_DIR: dataDir, PORT: 'abc', RATE_LIMIT_LOGIN_PER_MIN: '-1' }, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid settings');
    expect(r.stderr).toContain('PORT="abc"');
    expect(r.stderr).toContain('RATE_LIMIT_LOGIN_PER_MIN="-1"');
  });
});

/** Every process below `pid` (Linux /proc). */
function processesUnder(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const out: number[] = [];
  const visit = (p: number) => (children.get(p) ?? []).forEach((c) => (out.push(c), visit(c)));
  visit(pid);
  return out;
}

/** The running cluster's postmaster.pid: in DATA_DIR, or in the fallback folder when DATA_DIR is private. */
function findPidFile(): string | undefined {
  const own = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (fs.existsSync(own)) return own;
  for (const d of fs.readdirSync('/var/tmp')) {
    const f = path.join('/var/tmp', d, 'postmaster.pid');
    if (d.startsWith('cod-pgdata-') && fs.existsSync(f)) return f;
  }
  return undefined;
}
