#!/usr/bin/env node
// A campaign's mixed load against one API process and against two processes of one deployment:
// 90 % page views (`GET /{customUrl}`, `accept-encoding: br` like a browser), 8 % order look-ups (the
// thank-you page `GET /hvala/{websiteId}/{orderId}` of an order placed before the run: a rendered page
// that reads the order, after the order look-up limiter), 2 % real orders (`POST /api/orders`, the phone
// varied per order). 50 connections in total, from two autocannon generators of 25 connections each
// (child processes, so both configurations have the same generator): (1) both at process A; (2) one at
// A, one at B. B runs on A's embedded PostgreSQL (DATABASE_URL) with A's JWT_SECRET and SECRETS_KEY
// (read from A's DATA_DIR/secrets). Reports req/s, p50/p99 overall and per kind, errors (socket errors,
// timeouts and any unexpected status, 429s included; target 0) and the scaling factor; then checks that
// every order answered 201 is in the database. Rate limits are raised for the run (as lib.mjs does).
// Usage: npm run build && node bench/campaign.mjs [seconds=20]
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = 50;
const GENERATORS = 2;
const MIX = { page: 0.9, lookup: 0.08, order: 0.02 };
const EXPECTED = { page: 200, lookup: 200, order: 201 };
const KINDS = Object.keys(MIX);

// ---------------------------------------------------------------- a generator (child process)

if (process.argv[2] === '--generator') {
  process.once('message', (job) => {
    const { base, connections, duration, pagePath, lookupPaths, orderBody } = job;
    const lat = Object.fromEntries(KINDS.map((k) => [k, []]));
    const status = Object.fromEntries(KINDS.map((k) => [k, {}]));
    const orderIds = [];
    let notBrotli = 0;
    const phone = () => {
      const n = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
      return `06${1 + Math.floor(Math.random() * 5)} ${n.slice(0, 3)} ${n.slice(3)}`;
    };
    const setupRequest = (req, context) => {
      const r = Math.random();
      context.kind = r < MIX.page ? 'page' : r < MIX.page + MIX.lookup ? 'lookup' : 'order';
      if (context.kind === 'page') {
        req.method = 'GET';
        req.path = pagePath;
        req.headers = { ...req.headers, 'accept-encoding': 'br' };
      } else if (context.kind === 'lookup') {
        req.method = 'GET';
        req.path = lookupPaths[Math.floor(Math.random() * lookupPaths.length)];
        req.headers = { ...req.headers, 'accept-encoding': 'br' };
      } else {
        req.method = 'POST';
        req.path = '/api/orders';
        req.headers = { ...req.headers, 'content-type': 'application/json' };
        req.body = JSON.stringify({ ...orderBody, customerData: { ...orderBody.customerData, phone: phone() } });
      }
      context.t0 = process.hrtime.bigint();
      return req;
    };
    const onResponse = (code, body, context, headers) => {
      const ms = Number(process.hrtime.bigint() - context.t0) / 1e6;
      const kind = context.kind;
      lat[kind].push(Math.round(ms * 100) / 100);
      status[kind][code] = (status[kind][code] ?? 0) + 1;
      if (kind === 'order' && code === 201) {
        try {
          orderIds.push(JSON.parse(body).orderId);
        } catch {
          orderIds.push(null);
        }
      } else if (kind === 'page' && code === 200 && headers['content-encoding'] !== 'br') notBrotli++;
    };
    autocannon(
      { url: base, connections, duration, pipelining: 1, requests: [{ setupRequest, onResponse }] },
      (err, r) => {
        if (err) throw err;
        process.send({ total: r.requests.total, duration: r.duration, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, lat, status, orderIds, notBrotli }, () =>
          process.exit(0),
        );
      },
    );
  });
  process.send('ready');
} else {
  await main();
}

// ---------------------------------------------------------------- the bench

async function main() {
  const { createSite, startServer } = await import('./lib.mjs');
  const pg = (await import('pg')).default;
  const seconds = Number(process.argv[2] ?? 20);
  const self = fileURLToPath(import.meta.url);

  const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
  const fmt = (n) => Math.round(n).toLocaleString('en-US').replace(/,/g, ' ');
  const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '–');

  /** Runs the generators at once, each `{ base }` with CONNECTIONS / GENERATORS connections; merges what they saw. */
  async function load(targets, duration, shared) {
    const children = targets.map(() => fork(self, ['--generator'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    await Promise.all(children.map((c) => new Promise((r) => c.once('message', r))));
    const results = await Promise.all(
      children.map(
        (c, i) =>
          new Promise((resolve, reject) => {
            c.once('message', resolve);
            c.once('exit', (code) => code && reject(new Error(`generator exited with ${code}`)));
            c.send({ ...shared, base: targets[i], connections: CONNECTIONS / GENERATORS, duration });
          }),
      ),
    );
    const merged = { perTarget: results.map((r, i) => ({ base: targets[i], rps: r.total / r.duration })), rps: 0, socketErrors: 0, timeouts: 0, non2xx: 0, notBrotli: 0, orderIds: [], lat: {}, status: {} };
    for (const k of KINDS) {
      merged.lat[k] = [];
      merged.status[k] = {};
    }
    for (const r of results) {
      merged.rps += r.total / r.duration;
      merged.socketErrors += r.errors;
      merged.timeouts += r.timeouts;
      merged.non2xx += r.non2xx;
      merged.notBrotli += r.notBrotli;
      merged.orderIds.push(...r.orderIds);
      for (const k of KINDS) {
        for (const v of r.lat[k]) merged.lat[k].push(v);
        for (const [code, n] of Object.entries(r.status[k])) merged.status[k][code] = (merged.status[k][code] ?? 0) + n;
      }
    }
    merged.unexpected = KINDS.reduce((s, k) => s + Object.entries(merged.status[k]).reduce((t, [code, n]) => t + (Number(code) === EXPECTED[k] ? 0 : n), 0), 0);
    // autocannon's errors include its timeouts.
    merged.errors = merged.socketErrors + merged.unexpected;
    return merged;
  }

  function report(title, m) {
    const all = KINDS.flatMap((k) => m.lat[k]).sort((a, b) => a - b);
    console.log(`${title}`);
    console.log(
      `  ${fmt(m.rps).padStart(6)} req/s  p50 ${ms(pct(all, 50))}  p99 ${ms(pct(all, 99))}  errors ${m.errors} ` +
        `(socket errors ${m.socketErrors} incl. timeouts ${m.timeouts}; unexpected status ${m.unexpected}; non-2xx ${m.non2xx})` +
        (m.notBrotli ? `  page views not brotli: ${m.notBrotli}` : ''),
    );
    for (const k of KINDS) {
      const l = [...m.lat[k]].sort((a, b) => a - b);
      const statuses = Object.entries(m.status[k]).map(([c, n]) => `${c}×${n}`).join(' ');
      const label = { page: 'page views', lookup: 'look-ups', order: 'orders' }[k];
      console.log(
        `    ${label.padEnd(10)} ${((100 * l.length) / all.length).toFixed(1).padStart(5)} %  ${fmt((m.rps * l.length) / all.length).padStart(6)} req/s  p50 ${ms(pct(l, 50))}  p99 ${ms(pct(l, 99))}  [${statuses}]`,
      );
    }
    if (m.perTarget.length) console.log(`    per generator: ${m.perTarget.map((t) => `${t.base.replace('http://127.0.0.1:', ':')} ${fmt(t.rps)} req/s`).join(', ')}`);
  }

  // Process A owns the embedded PostgreSQL; its DATA_DIR is ours so that its generated secrets can be read.
  const dataDirA = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-bench-campaign-'));
  fs.chmodSync(dataDirA, 0o755);
  let a;
  let b;
  try {
    a = await startServer({ DATA_DIR: dataDirA });
    const secret = (name) => fs.readFileSync(path.join(dataDirA, 'secrets', name), 'utf8').trim();
    const pgPort = fs.readFileSync(path.join(dataDirA, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(secret('postgres-password'))}@127.0.0.1:${pgPort}/cod`;
    const site = await createSite(a);
    b = await startServer({ DATABASE_URL: databaseUrl, JWT_SECRET: secret('jwt-secret'), SECRETS_KEY: secret('secrets-key') });

    const orderBody = {
      websiteId: site.id,
      quantity: 2,
      totalPrice: 4990,
      customerData: { name: 'Petar Petrović', phone: '064 123 4567', address: 'Bulevar 1', city: 'Beograd', postalCode: '11000', email: 'petar@primer.rs' },
    };
    // One deployment: B serves A's site and accepts A's session.
    for (const s of [a, b]) {
      const page = await fetch(`${s.base}/${site.customUrl}`, { headers: { 'accept-encoding': 'br' } });
      if (page.status !== 200) throw new Error(`${s.base}/${site.customUrl}: ${page.status}`);
      const me = await fetch(`${s.base}/api/websites/id/${site.id}`, { headers: { authorization: `Bearer ${a.token}` } });
      if (me.status !== 200) throw new Error(`A's session on ${s.base}: ${me.status}`);
    }
    // The orders whose thank-you pages are looked up: placed before the run, half through each process.
    const lookupPaths = [];
    const placed = [];
    for (let i = 0; i < 200; i++) {
      const s = i % 2 ? b : a;
      const body = { ...orderBody, customerData: { ...orderBody.customerData, phone: `064 ${String(1000000 + i).slice(1, 4)} ${String(1000000 + i).slice(4)}` } };
      const res = await fetch(`${s.base}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (res.status !== 201) throw new Error(`order before the run: ${res.status} ${await res.text()}`);
      const created = await res.json();
      placed.push(created.orderId);
      lookupPaths.push(created.redirectUrl);
    }
    for (const s of [a, b]) {
      const res = await fetch(`${s.base}${lookupPaths[0]}`, { headers: { 'accept-encoding': 'br' } });
      const html = await res.text();
      if (res.status !== 200 || !html.includes(placed[0])) throw new Error(`thank-you page on ${s.base}: ${res.status}, order number ${html.includes(placed[0]) ? '' : 'not '}shown`);
    }
    const pageBytes = (await (await fetch(`${a.base}/${site.customUrl}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
    const shared = { pagePath: `/${site.customUrl}`, lookupPaths, orderBody };

    console.log(
      `campaign mix ${MIX.page * 100} % GET /${site.customUrl} (${fmt(pageBytes)} B HTML, sent brotli), ${MIX.lookup * 100} % thank-you page of one of ` +
        `${lookupPaths.length} orders, ${MIX.order * 100} % POST /api/orders; ${CONNECTIONS} connections from ${GENERATORS} autocannon processes ` +
        `(${CONNECTIONS / GENERATORS} each), ${seconds} s per configuration; ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`,
    );
    const warm = await load([a.base, b.base], 3, shared); // both processes warm (JIT, page caches, pools)
    const one = await load([a.base, a.base], seconds, shared);
    report('(1) one process: both generators → A', one);
    const two = await load([a.base, b.base], seconds, shared);
    report('(2) two processes: one generator → A, one → B (same database, same secrets)', two);
    console.log(`scaling factor (2 processes ÷ 1 process req/s): ${(two.rps / one.rps).toFixed(2)}×`);
    console.log(`  load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);

    // Every order answered 201 must be stored.
    const acknowledged = [...placed, ...warm.orderIds, ...one.orderIds, ...two.orderIds];
    const ids = [...new Set(acknowledged.filter(Boolean))];
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const count = async (list) => (await db.query('SELECT count(*)::int AS n FROM orders WHERE order_id = ANY($1::text[])', [list])).rows[0].n;
    const perRun = [];
    for (const [name, m] of [['(1)', one], ['(2)', two]]) perRun.push(`${name} ${m.orderIds.length} / ${await count(m.orderIds.filter(Boolean))}`);
    const found = await count(ids);
    await db.end();
    console.log(
      `orders acknowledged / found: ${acknowledged.length} / ${found}` +
        (ids.length !== acknowledged.length ? ` (only ${ids.length} distinct order numbers acknowledged!)` : '') +
        `  [${perRun.join(', ')}; the rest: ${placed.length} placed before the run + ${warm.orderIds.length} in the warm-up]`,
    );
    console.log(
      `note: ${os.cpus().length} cores shared by both API processes, PostgreSQL and the load generators, so the scaling factor is bounded ` +
        `by the machine, not by the design: read it as a floor.`,
    );
    if (one.errors || two.errors || found !== acknowledged.length) process.exitCode = 1;
  } finally {
    await b?.stop();
    await a?.stop();
    fs.rmSync(dataDirA, { recursive: true, force: true });
  }
}
