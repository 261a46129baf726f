import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ownDataDir, ownServerEnv } from './own-servers.js';

const root = path.resolve(import.meta.dirname, '../../..');
let built: true | undefined;

/** Compiles the API (incremental: quick when dist is current), once per test file. */
export function ensureApiBuilt() {
  if (built) return;
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`build failed: ${r.stdout}${r.stderr}`);
  built = true;
}

interface Running {
  child: ChildProcess;
  exited: Promise<unknown>;
  dataDir: string;
}

/**
 * API processes of one test file's own, each a separate OS process running the compiled server
 * (`node apps/api/dist/main.js`, as operators run it) with a data folder of its own and the test defaults
 * under the file's settings. The same surface as OwnServers: `start()`, `bases`, `stopAll()`.
 */
export class OwnProcesses {
  readonly bases: string[] = [];
  private readonly running: Running[] = [];

  constructor(private readonly prefix: string) {}

  async start(settings: Record<string, string>): Promise<{ port: number; pid: number }> {
    ensureApiBuilt();
    const dataDir = ownDataDir(this.prefix);
    const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
      env: ownServerEnv(dataDir, { LOG_FORMAT: 'plain', SHUTDOWN_DELAY_MS: '0', ...settings }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    this.running.push({ child, exited, dataDir });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const end = Date.now() + 60_000;
    let match: RegExpExecArray | null;
    while (!(match = /Open http:\/\/[^:\s]+:(\d+)/.exec(out))) {
      if (child.exitCode !== null) throw new Error(`Could not start: ${out.trim()}`);
      if (Date.now() > end) throw new Error(`did not start within 60 s:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const port = Number(match[1]);
    this.bases.push(`http://127.0.0.1:${port}`);
    return { port, pid: child.pid! };
  }

  /** SIGTERM to each (SIGKILL after 15 s), then their folders removed. */
  async stopAll(): Promise<void> {
    await Promise.all(
      this.running.map(async ({ child, exited }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }),
    );
    for (const { dataDir } of this.running) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
