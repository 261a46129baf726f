#!/usr/bin/env node
// The funnel's beacons (POST /api/t) beside real orders: orders alone first, then the same orders while
// 1 000 visitors send page events at a fixed rate (default 20 000 a second). Shows what the events do to
// the order path's p99, how many events the server took, wrote and dropped, and the funnel it counted.
// Usage: npm run build && node bench/funnel.mjs [seconds=15] [events per second=20000]
import autocannon from 'autocannon';
import { as, createSite, startServer } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 15);
const rate = Number(process.argv[3] ?? 20_000);
const VISITORS = 1000;
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const EVENTS = ['view', 'view', 'view', 'view', 'form_open', 'checkout_start'];
const server = await startServer({ TRUST_PROXY: '1' });
try {
  const site = await createSite(server);
  const order = JSON.stringify({
    websiteId: site.id,
    quantity: 1,
    customerData: { name: 'Petar Petrović', phone: '064 123 4567', address: 'Bulevar 1', city: 'Beograd', postalCode: '11000' },
  });
  const orders = (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        { url: `${server.base}/api/orders`, method: 'POST', headers: { 'content-type': 'application/json' }, body: order, connections: 10, duration },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
  let n = 0;
  const events = (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${server.base}/api/t`,
          method: 'POST',
          connections: 100,
          overallRate: rate,
          duration,
          requests: [
            {
              setupRequest: (req) => {
                const i = n++;
                const v = i % VISITORS;
                return {
                  ...req,
                  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA, 'x-forwarded-for': `10.9.${v >> 8}.${v & 255}` },
                  body: JSON.stringify({ w: site.id, e: EVENTS[i % EVENTS.length], p: '/bench', u: v % 3 === 0 ? { source: 'facebook', campaign: `c${v % 5}` } : undefined }),
                };
              },
            },
          ],
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
  const line = (name, r) => `  ${name}: ${r.requests.average.toFixed(0)}/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}`;

  await orders(3); // warm-up
  const alone = await orders(seconds);
  const [beside, ev] = await Promise.all([orders(seconds), events(seconds)]);
  await new Promise((r) => setTimeout(r, 3000)); // the last batches written
  const funnel = await (await fetch(`${server.base}/api/analytics/websites/${site.id}`, { headers: as(server.token) })).json();
  console.log(`POST /api/orders (10 connections) alone, then beside POST /api/t at ${rate}/s from ${VISITORS} visitors, ${seconds} s each:`);
  console.log(line('orders alone          ', alone));
  console.log(line('orders beside events  ', beside));
  console.log(line('events                ', ev));
  console.log(`  p99 of orders beside events ÷ alone: ${(beside.latency.p99 / alone.latency.p99).toFixed(2)}×; orders/s ${(beside.requests.average / alone.requests.average).toFixed(2)}×`);
  console.log(`  events answered 204: ${ev['2xx']}; the funnel counted ${funnel.views + funnel.formOpens + funnel.checkoutStarts} events, ${funnel.visitors} visitors, ${funnel.bySource.length} sources`);
} finally {
  await server.stop();
}
