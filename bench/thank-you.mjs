#!/usr/bin/env node
// Thank-you pages against the cached sales page of the same site, at 1 and at 10 connections:
// GET /hvala/{websiteId}/{orderId} of 200 orders placed before (each visitor's own order, with the
// order look-up limiter), brotli as a browser takes it, then GET /{customUrl} the same way. Reports
// p50 / p99 of each and the thank-you page's p50 as a multiple of the cached page's.
// Usage: npm run build && node bench/thank-you.mjs [requests per run=2000]
import { createSite, startServer } from './lib.mjs';

const REQUESTS = Number(process.argv[2] ?? 2000);
const pct = (a, p) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor((a.length * p) / 100))];

const server = await startServer();
try {
  const site = await createSite(server);
  const thanks = [];
  for (let i = 0; i < 200; i++) {
    const body = { websiteId: site.id, quantity: 1 + (i % 3), customerData: { name: 'Petar Petrović', phone: `064 ${String(1000000 + i).slice(1)}`, address: 'Bulevar 1', city: 'Beograd' } };
    const res = await fetch(`${server.base}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`order: ${res.status} ${await res.text()}`);
    thanks.push((await res.json()).redirectUrl);
  }
  const run = async (paths, connections) => {
    const latencies = [];
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const path = paths[next++ % paths.length];
        const t = performance.now();
        const res = await fetch(server.base + path, { headers: { 'accept-encoding': 'br' } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        latencies.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    return latencies;
  };
  await run(thanks, 4); // warm-up: every order's page once, the sales page cached
  await run([`/${site.customUrl}`], 4);
  for (const connections of [1, 10]) {
    const thank = await run(thanks, connections);
    const page = await run([`/${site.customUrl}`], connections);
    const line = (label, a) => `${label} p50 ${pct(a, 50).toFixed(2)} ms, p99 ${pct(a, 99).toFixed(2)} ms`;
    console.log(`${connections} connection${connections > 1 ? 's' : ''}: ${line('thank-you page', thank)}; ${line('cached sales page', page)}; thank-you p50 = ${(pct(thank, 50) / pct(page, 50)).toFixed(2)}× the cached page's`);
  }
} finally {
  await server.stop();
}
