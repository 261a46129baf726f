#!/usr/bin/env node
// The sales page's real counters cost: GET /api/public/websites/{id}/proof (asked once by every page view)
// beside the cached page itself and GET /api/health, autocannon 50 connections, in the same run.
// Usage: npm run build && node bench/proof.mjs [seconds=10]
import autocannon from 'autocannon';
import { createSite, startServer } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 10);
const server = await startServer();
try {
  const site = await createSite(server);
  const targets = [
    ['cached sales page', `${server.base}/${site.customUrl}`],
    ['proof call', `${server.base}/api/public/websites/${site.id}/proof`],
    ['health', `${server.base}/api/health`],
  ];
  const run = (url, duration) =>
    new Promise((resolve, reject) => autocannon({ url, connections: 50, duration, headers: { 'accept-encoding': 'br' } }, (err, r) => (err ? reject(err) : resolve(r))));
  const results = [];
  for (const [label, url] of targets) {
    await run(url, 2); // warm-up
    const r = await run(url, seconds);
    results.push([label, r]);
    console.log(`${label.padEnd(18)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}`);
  }
  const page = results[0][1].requests.average;
  console.log(`proof ÷ page: ${(results[1][1].requests.average / page).toFixed(2)}×, health ÷ page: ${(results[2][1].requests.average / page).toFixed(2)}×`);
} finally {
  await server.stop();
}
