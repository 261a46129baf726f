#!/usr/bin/env node
// The orders console at size: 100 000 orders over 50 websites (placed through POST /api/orders, so every
// column, index and event is real), then
//   - GET /api/orders?limit=50 (admin) at 10 connections: without `q`, with `q`, and half and half: p50 / p95
//     (target p95 ≤ 50 ms)
//   - a seller's whole GET /api/orders/my with 5 000 orders: p50 / p95 (target < 300 ms)
//   - from POST /api/orders answered to `order.created` on an open GET /api/events: p50 / p95 (target p95 < 300 ms)
// Usage: npm run build && node bench/orders-console.mjs [orders=100000]
import autocannon from 'autocannon';
import { as, startServer } from './lib.mjs';

const TOTAL = Number(process.argv[2] ?? 100_000);
const MINE = Math.min(5_000, TOTAL / 10);
const SITES = 50;
const FIRST = ['Milica', 'Marko', 'Jovana', 'Nikola', 'Ana', 'Stefan', 'Ivana', 'Luka', 'Dragana', 'Petar', 'Maja', 'Đorđe', 'Tijana', 'Miloš', 'Jelena'];
const LAST = ['Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Šarić', 'Pavlović', 'Milošević', 'Popović', 'Kovačević'];
const CITY = ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Čačak', 'Kraljevo', 'Zrenjanin'];
const pick = (a) => a[Math.floor(Math.random() * a.length)];
const phone = () => `06${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const pct = (a, p) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor((a.length * p) / 100))];
const ms = (a) => `p50 ${pct(a, 50).toFixed(1)} ms, p95 ${pct(a, 95).toFixed(1)} ms (n=${a.length})`;

const server = await startServer();
const { json } = server;

try {
  // Sellers and sites: one seller with one site (the 5 000 orders of /my), the rest on 49 sites of 7 sellers.
  const sellers = [];
  for (let i = 0; i < 8; i++) {
    const email = `prodavac${i}-${Date.now()}@bench.local`;
    await json('/api/admin/clients', { method: 'POST', headers: as(server.token), body: JSON.stringify({ email, password: 'bench-pass-1', firstName: 'Prodavac', lastName: String(i) }) });
    sellers.push((await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password: 'bench-pass-1' }) })).token);
  }
  const sites = [];
  for (let i = 0; i < SITES; i++) {
    const owner = i === 0 ? sellers[0] : sellers[1 + (i % 7)];
    const created = await json('/api/sync/create-website', {
      method: 'POST',
      headers: as(owner),
      body: JSON.stringify({ customUrl: `bench-${i}-${Date.now() % 100000}`, productLink: 'https://example.invalid/p', productName: `Proizvod broj ${i}`, images: ['/uploads/images/0123456789abcdef0123456789abcdef.webp'], currentPrice: 2990 }),
    });
    sites.push(created.website.id);
  }

  // The orders, through the API at 50 connections (distinct customers; the first site gets MINE of them).
  let placed = 0;
  const started = Date.now();
  await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${server.base}/api/orders`,
        method: 'POST',
        connections: 50,
        amount: TOTAL,
        requests: [
          {
            setupRequest: (req) => {
              const n = placed++;
              const websiteId = n < MINE ? sites[0] : sites[1 + (n % (SITES - 1))];
              return {
                ...req,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ websiteId, quantity: 1 + (n % 3), customerData: { name: `${pick(FIRST)} ${pick(LAST)}`, phone: phone(), address: `Ulica ${n % 300} br. ${n % 97}`, city: pick(CITY), email: n % 4 ? `kupac${n}@primer.rs` : undefined } }),
              };
            },
          },
        ],
      },
      (err, r) => (err ? reject(err) : r.non2xx ? reject(new Error(`${r.non2xx} orders failed`)) : resolve(r)),
    ),
  );
  console.log(`seeded ${TOTAL} orders over ${SITES} websites in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (process.env.BENCH_PAUSE) {
    console.log(`database: ${server.databaseUrl()}  admin token: ${server.token}`);
    await new Promise((r) => setTimeout(r, Number(process.env.BENCH_PAUSE) * 1000));
  }

  // A seeded database in steady state has been vacuumed and analysed (autovacuum would do it a little
  // later, in the middle of the measurement); the notifications of the seeding are let to drain.
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: server.databaseUrl() });
  await db.connect();
  await db.query('VACUUM ANALYZE');
  await db.end();
  await new Promise((r) => setTimeout(r, 3000));

  // GET /api/orders?limit=50 at 10 connections, without and with q.
  const load = async (makePath, requests = 500, connections = 10) => {
    const latencies = [];
    let next = 0;
    const worker = async () => {
      while (next++ < requests) {
        const path = makePath();
        const t = performance.now();
        const res = await fetch(server.base + path.url, { headers: as(server.token) });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${res.status}`);
        latencies.push({ ms: performance.now() - t, kind: path.kind });
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    return latencies;
  };
  const report = (label, rows) => {
    console.log(`${label}: ${ms(rows.map((r) => r.ms))}`);
    const kinds = [...new Set(rows.map((r) => r.kind))].filter(Boolean);
    for (const kind of kinds) console.log(`    ${kind}: ${ms(rows.filter((r) => r.kind === kind).map((r) => r.ms))}`);
  };
  await load(() => ({ url: '/api/orders?limit=50' }), 50); // warm-up
  report('GET /api/orders?limit=50, 10 connections', await load(() => ({ url: '/api/orders?limit=50' })));
  // Terms as sellers type them, half of them taken from real orders (their number, their phone's digits).
  const known = (await json('/api/orders?limit=500', { headers: as(server.token) })).map((o) => ({ orderId: o.orderId, phone: o.phone }));
  const TERMS = {
    'first name': () => pick(FIRST).slice(0, 4),
    'last name': () => pick(LAST),
    'e-mail': () => `kupac${Math.floor(Math.random() * TOTAL)}@`,
    'phone digits': () => pick(known).phone.replace(/\D/g, '').slice(-7, -1),
    'order number': () => pick(known).orderId,
    'no match': () => 'ulica 12',
  };
  const kinds = Object.keys(TERMS);
  const searching = () => {
    const kind = pick(kinds);
    return { kind, url: `/api/orders?limit=50&q=${encodeURIComponent(TERMS[kind]())}` };
  };
  report('GET /api/orders?limit=50&q=…, 10 connections', await load(searching));
  // The mix: half of the calls list, half search by name, phone digits or order number; from one
  // seller's console (1 connection) to ten consoles at once (2 cores serve them all).
  const MIXED = ['first name', 'last name', 'phone digits', 'order number'];
  const mixed = () => {
    if (Math.random() < 0.5) return { kind: 'list', url: '/api/orders?limit=50' };
    const kind = pick(MIXED);
    return { kind, url: `/api/orders?limit=50&q=${encodeURIComponent(TERMS[kind]())}` };
  };
  for (const connections of [1, 4, 10]) {
    report(`half list, half search (name, phone digits, order number), ${connections} connection${connections > 1 ? 's' : ''}`, await load(mixed, 200 * connections, connections));
  }

  // A seller's whole list (5 000 orders).
  const mine = [];
  let count = 0;
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    const res = await fetch(`${server.base}/api/orders/my`, { headers: as(sellers[0]) });
    count = (await res.json()).length;
    if (i) mine.push(performance.now() - t);
  }
  console.log(`GET /api/orders/my with ${count} orders: ${ms(mine)}`);

  // Order answered → order.created on an open event stream.
  const controller = new AbortController();
  const stream = await fetch(`${server.base}/api/events`, { headers: as(sellers[0]), signal: controller.signal });
  const arrived = new Map();
  let buffer = '';
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of stream.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end; (end = buffer.indexOf('\n\n')) >= 0; buffer = buffer.slice(end + 2)) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
          if (data) arrived.set(JSON.parse(data[1]).orderId, performance.now());
        }
      }
    } catch {}
  })();
  const delays = [];
  for (let i = 0; i < 100; i++) {
    const body = JSON.stringify({ websiteId: sites[0], quantity: 1, customerData: { name: 'Ana Anić', phone: phone(), address: 'Ulica 1', city: 'Niš' } });
    const answer = await json('/api/orders', { method: 'POST', body });
    const answered = performance.now();
    for (let waited = 0; !arrived.has(answer.orderId) && waited < 3000; waited += 2) await new Promise((r) => setTimeout(r, 2));
    delays.push((arrived.get(answer.orderId) ?? Infinity) - answered);
    await new Promise((r) => setTimeout(r, 20));
  }
  controller.abort();
  console.log(`POST /api/orders answered → order.created received: ${ms(delays)}`);
  console.log('targets: list p95 < 50 ms, /my (5 000) < 300 ms, event p95 < 300 ms');
} finally {
  await server.stop();
}
