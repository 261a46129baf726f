#!/usr/bin/env node
// POST /api/orders of this build against another build (e.g. the base commit), in one run: both servers
// up side by side, 2-s bursts at 50 connections alternating between them (the machine's changing speed hits
// both alike); then each one's orders/s, the median of its bursts' p99, and the CPU per order of its API process
// and of its PostgreSQL (the processes that descend from that API process, read from /proc).
// The other build is a built checkout, e.g.
//   git worktree add /tmp/base <commit> && (cd /tmp/base && npm install && npm run build)
// Usage: npm run build && node bench/orders-against.mjs /tmp/base [rounds=8] [seconds per burst=2]
// EXTRA_SQL_A (this build) / EXTRA_SQL_B (the other): '|||'-separated SQL run on its database before the load.
// Each burst starts once both builds are idle again (their fan-out has caught up; its CPU counts with the burst).
// BENCH_RATE=N: N orders/s in all instead of as many as the connections can (same load for both: CPU per order compares the work).
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from './lib.mjs';

const other = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !fs.existsSync(path.join(other, 'apps/api/dist/main.js'))) {
  console.error('usage: node bench/orders-against.mjs <a built checkout of another commit> [rounds=8]');
  process.exit(2);
}
const rounds = Number(process.argv[3] ?? 8);
const seconds = Number(process.argv[4] ?? 2);
const BUILDS = { A: root, B: other };
const CLOCK_TICKS = 100; // /proc's USER_HZ

/** CPU ticks so far of each build's API process and of its PostgreSQL, by the BENCH_TAG in the API's environment. */
function cpuTicks() {
  const procs = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      let tag = null;
      try {
        tag = /(?:^|\0)BENCH_TAG=(\w+)/.exec(fs.readFileSync(`/proc/${pid}/environ`, 'utf8'))?.[1] ?? null;
      } catch {}
      procs.set(Number(pid), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), tag, postgres: stat.includes('(postgres)') });
    } catch {} // gone meanwhile
  }
  const ticks = {};
  for (const p of procs.values()) {
    // PostgreSQL rewrites its environment (its process titles), so its processes are found by their ancestry.
    let cur = p;
    for (let hops = 0; cur && hops < 5 && !(cur.tag && !cur.postgres); hops++) cur = procs.get(cur.ppid);
    if (!cur?.tag) continue;
    const key = `${cur.tag}.${p.postgres ? 'postgres' : 'api'}`;
    ticks[key] = (ticks[key] ?? 0) + p.ticks;
  }
  return ticks;
}

const sum = (ticks) => Object.values(ticks).reduce((a, b) => a + b, 0);

/** Waits (0.6–10 s) until both builds' processes use under a tenth of a core for 200 ms; their CPU ticks then. */
async function quiet() {
  await new Promise((res) => setTimeout(res, 600));
  let last = cpuTicks();
  for (let waited = 600; waited < 10_000; waited += 200) {
    await new Promise((res) => setTimeout(res, 200));
    const now = cpuTicks();
    if (sum(now) - sum(last) <= (CLOCK_TICKS * 0.2) / 10) return now;
    last = now;
  }
  return last;
}

const servers = {};
const bodies = {};
try {
  for (const [tag, dir] of Object.entries(BUILDS)) {
    const lib = await import(path.join(dir, 'bench/lib.mjs'));
    servers[tag] = await lib.startServer({ BENCH_TAG: tag });
    const site = await lib.createSite(servers[tag]);
    bodies[tag] = JSON.stringify({
      websiteId: site.id,
      quantity: 2,
      totalPrice: 4990,
      customerData: { name: 'Petar Petrović', phone: '064 123 4567', address: 'Bulevar 1', city: 'Beograd', postalCode: '11000', email: 'petar@primer.rs' },
    });
    const extraSql = process.env[`EXTRA_SQL_${tag}`];
    if (extraSql) {
      const db = new pg.Client({ connectionString: servers[tag].databaseUrl() });
      await db.connect();
      for (const statement of extraSql.split('|||').filter((s) => s.trim())) await db.query(statement);
      await db.end();
    }
  }
  const burst = (tag, seconds) =>
    new Promise((resolve, reject) =>
      autocannon(
        { url: `${servers[tag].base}/api/orders`, method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[tag], connections: 50, duration: seconds, ...(process.env.BENCH_RATE ? { overallRate: Number(process.env.BENCH_RATE) } : {}) },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
  for (const tag of ['A', 'B']) {
    await burst(tag, 2); // warm-up
    await quiet();
  }
  const runs = { A: { orders: 0, seconds: 0, errors: 0, p99: [] }, B: { orders: 0, seconds: 0, errors: 0, p99: [] } };
  const cpu = {};
  for (let i = 0; i < rounds; i++) {
    for (const tag of i % 2 ? ['B', 'A'] : ['A', 'B']) {
      const before = cpuTicks();
      const r = await burst(tag, seconds);
      const after = await quiet();
      for (const key of Object.keys(after)) if (key.startsWith(tag)) cpu[key] = (cpu[key] ?? 0) + after[key] - (before[key] ?? 0);
      Object.assign(runs[tag], { orders: runs[tag].orders + r['2xx'], seconds: runs[tag].seconds + r.duration, errors: runs[tag].errors + r.errors + r.non2xx });
      runs[tag].p99.push(r.latency.p99);
    }
  }
  console.log(`POST /api/orders, 50 connections, ${rounds} bursts of ${seconds} s per build, alternating:`);
  for (const [tag, dir] of Object.entries(BUILDS)) {
    const { orders, seconds, errors, p99 } = runs[tag];
    const perOrder = (key) => ((cpu[`${tag}.${key}`] ?? 0) * 1e6) / CLOCK_TICKS / orders;
    const median = p99.sort((a, b) => a - b)[p99.length >> 1];
    console.log(
      `  ${tag === 'A' ? 'this build' : dir}: ${(orders / seconds).toFixed(0)} orders/s, p99 ${median} ms (median of the bursts), errors ${errors}; ` +
        `CPU per order: API ${perOrder('api').toFixed(0)} µs, PostgreSQL ${perOrder('postgres').toFixed(0)} µs`,
    );
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
}
