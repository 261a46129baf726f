#!/usr/bin/env node
// GET /{customUrl} under load (autocannon, 50 connections) against the same HTML bytes served as a
// static file by nginx (Debian package) in the same run. Reports requests/s, p99 and the ratio.
// Usage: npm run build && node bench/public-page.mjs [seconds=20]   (nginx must be installed: apt-get install -y nginx)
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSite, freePort, startServer } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 20);
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!nginxBin) {
  console.error('nginx not found: apt-get install -y nginx');
  process.exit(1);
}

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: seconds, pipelining: 1 }, (err, r) => (err ? reject(err) : resolve(r)));
  });

const server = await startServer();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-bench-nginx-'));
let nginx;
try {
  const site = await createSite(server);
  const pageUrl = `${server.base}/${site.customUrl}`;
  const html = Buffer.from(await (await fetch(pageUrl)).arrayBuffer());
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'page.html'), html);
  const nginxPort = await freePort();
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  server { listen 127.0.0.1:${nginxPort}; location = /${site.customUrl} { default_type text/html; alias ${dir}/page.html; } } }`,
  );
  nginx = spawn(nginxBin, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  await new Promise((r) => setTimeout(r, 500));
  const nginxUrl = `http://127.0.0.1:${nginxPort}/${site.customUrl}`;
  const check = Buffer.from(await (await fetch(nginxUrl)).arrayBuffer());
  if (!check.equals(html)) throw new Error('nginx does not serve the same bytes');

  console.log(`page: ${site.customUrl} (${site.templateName}), ${html.length} bytes of HTML; ${seconds} s, 50 connections each`);
  await run(pageUrl); // warm-up of the same length is overkill; a short one is enough
  const nginxResult = await run(nginxUrl);
  const nodeResult = await run(pageUrl);
  const line = (name, r) =>
    `${name.padEnd(6)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`;
  console.log(line('nginx', nginxResult));
  console.log(line('node', nodeResult));
  console.log(`ratio node/nginx: ${(nodeResult.requests.average / nginxResult.requests.average).toFixed(2)}× (target ≥ 0.3×, aim 0.5×)`);
} finally {
  nginx?.kill('SIGQUIT');
  await server.stop();
  spawnSync('sleep', ['0.3']);
  fs.rmSync(dir, { recursive: true, force: true });
}
