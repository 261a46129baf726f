#!/usr/bin/env node
// Time from `node apps/api/dist/main.js` to a healthy /api/health, on a fresh DATA_DIR (initdb,
// migrations, admin seed) and again on the same DATA_DIR (reuse), RUNS times each.
// Usage: npm run build && node bench/startup.mjs [runs=3]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 3);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function timeToHealthy(dataDir) {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'bench-pass', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGINT');
  await exited;
  return ms;
}

const fresh = [];
const reuse = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-bench-start-'));
  fs.chmodSync(dir, 0o755);
  fresh.push(await timeToHealthy(dir));
  reuse.push(await timeToHealthy(dir));
  fs.rmSync(dir, { recursive: true, force: true });
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`start to healthy, fresh DATA_DIR:  median ${median(fresh).toFixed(0)} ms  (${fresh.map((m) => m.toFixed(0)).join(', ')})`);
console.log(`start to healthy, reused DATA_DIR: median ${median(reuse).toFixed(0)} ms  (${reuse.map((m) => m.toFixed(0)).join(', ')})`);
