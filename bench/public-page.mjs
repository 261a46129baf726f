#!/usr/bin/env node
// GET /{customUrl} under load (autocannon, 50 connections) against the same HTML bytes served as a
// static file by nginx (Debian package) in the same run, and through that nginx as the caching proxy of
// deploy/nginx-cache.conf (the page from its cache). Reports requests/s, p99 and the ratios.
// Usage: npm run build && node bench/public-page.mjs [seconds=20]   (nginx must be installed: apt-get install -y nginx)
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSite, freePort, startServer } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 20);
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!nginxBin) {
  console.error('nginx not found: apt-get install -y nginx');
  process.exit(1);
}

// BENCH_ENCODING=gzip: every side sends the page gzipped (nginx its .gz copy, gzip_static), as browsers ask.
const encoding = process.env.BENCH_ENCODING ?? 'identity';
const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: seconds, pipelining: 1, headers: { 'accept-encoding': encoding } }, (err, r) => (err ? reject(err) : resolve(r)));
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
  fs.writeFileSync(path.join(dir, 'page.html.gz'), gzipSync(html, { level: 6 }));
  const nginxPort = await freePort();
  const proxyPort = await freePort();
  // nginx's workers run as nobody: the cache and its temporary files go where they may write.
  for (const sub of ['cache', 'proxy']) fs.mkdirSync(path.join(dir, sub), { mode: 0o777 });
  for (const sub of ['cache', 'proxy']) fs.chmodSync(path.join(dir, sub), 0o777);
  const api = new URL(server.base);
  fs.writeFileSync(
    path.join(dir, 'cod-cache.conf'),
    fs
      .readFileSync(path.join(import.meta.dirname, '../deploy/nginx-cache.conf'), 'utf8')
      .replace('/var/cache/nginx/cod', path.join(dir, 'cache'))
      .replace('server 127.0.0.1:3000;', `server ${api.host};`)
      .replace('listen 80;', `listen 127.0.0.1:${proxyPort};`),
  );
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; proxy_temp_path ${dir}/proxy;
  server { listen 127.0.0.1:${nginxPort}; location = /${site.customUrl} { default_type text/html; gzip_static on; alias ${dir}/page.html; } }
  include ${dir}/cod-cache.conf; }`,
  );
  nginx = spawn(nginxBin, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  await new Promise((r) => setTimeout(r, 500));
  const nginxUrl = `http://127.0.0.1:${nginxPort}/${site.customUrl}`;
  const check = Buffer.from(await (await fetch(nginxUrl)).arrayBuffer());
  if (!check.equals(html)) throw new Error('nginx does not serve the same bytes');

  console.log(`page: ${site.customUrl} (${site.templateName}), ${html.length} bytes of HTML, sent ${encoding}; ${seconds} s, 50 connections each`);
  await run(pageUrl); // warm-up of the same length is overkill; a short one is enough
  const proxyUrl = `http://127.0.0.1:${proxyPort}/${site.customUrl}`;
  const viaProxy = await fetch(proxyUrl, { headers: { 'accept-encoding': 'identity' } });
  if (!Buffer.from(await viaProxy.arrayBuffer()).equals(html)) throw new Error('the caching proxy does not serve the same bytes');
  await run(proxyUrl); // fills the cache (and keeps it filled: 10 s at a time)
  const nginxResult = await run(nginxUrl);
  const nodeResult = await run(pageUrl);
  const proxyResult = await run(proxyUrl);
  const line = (name, r) =>
    `${name.padEnd(6)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`;
  console.log(line('nginx', nginxResult));
  console.log(line('node', nodeResult));
  console.log(line('proxy', proxyResult));
  console.log(`ratio node/nginx: ${(nodeResult.requests.average / nginxResult.requests.average).toFixed(2)}× (target ≥ 0.3×, aim 0.5×)`);
  console.log(`ratio proxy-cached/nginx static: ${(proxyResult.requests.average / nginxResult.requests.average).toFixed(2)}× (target ≥ 0.9×; deploy/nginx-cache.conf)`);
} finally {
  nginx?.kill('SIGQUIT');
  await server.stop();
  spawnSync('sleep', ['0.3']);
  fs.rmSync(dir, { recursive: true, force: true });
}
