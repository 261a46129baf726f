#!/usr/bin/env node
// POST /api/orders under load (autocannon, 50 connections): each request is a real order (priced by the
// server, phone normalised; a batch's orders, fan-out rows and events in one statement). Rate limits raised for the run.
// Usage: npm run build && node bench/orders.mjs [seconds=20]
import autocannon from 'autocannon';
import { createSite, startServer } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 20);
const server = await startServer();
try {
  const site = await createSite(server);
  const body = JSON.stringify({
    websiteId: site.id,
    quantity: 2,
    totalPrice: 4990,
    customerData: { name: 'Petar Petrović', phone: '064 123 4567', address: 'Bulevar 1', city: 'Beograd', postalCode: '11000', email: 'petar@primer.rs' },
  });
  const run = (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        { url: `${server.base}/api/orders`, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections: 50, duration },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
  await run(3); // warm-up
  const r = await run(seconds);
  const stats = await (await fetch(`${server.base}/api/admin/dashboard/stats`, { headers: { authorization: `Bearer ${server.token}` } })).json();
  console.log(`POST /api/orders, 50 connections, ${seconds} s:`);
  console.log(`  ${r.requests.average.toFixed(0)} orders/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}`);
  console.log(`  orders stored in total (incl. warm-up): ${stats.totalOrders}; responses 2xx: ${r['2xx']}`);
  console.log(`  target ≥ 1000 orders/s with p99 < 50 ms and 0 errors`);
} finally {
  await server.stop();
}
