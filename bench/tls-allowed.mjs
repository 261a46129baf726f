#!/usr/bin/env node
// GET /api/domains/tls-allowed?domain=HOST (the TLS proxy's question before it gets a certificate) at 50
// connections with 10 000 verified domains (and 1 000 unverified ones) in the table, against GET /api/health
// in the same run. The requests go round a shuffled mix of hosts: verified, `www.` + verified, upper case and
// trailing dot, unverified, unknown, sub-domains of verified ones; each answer is checked (200 / 404).
// Target: p99 < 5 ms. For reference, the same mix against a bare node:http server holding the same Set (what
// an answer before Express could reach here). Latencies are measured per response (sub-millisecond).
// autocannon (JavaScript) takes a core of its own on these 2-core machines, so when Debian's `wrk` (C) is on
// PATH the same mix is also run with it, and the target is judged on that run (the lighter load generator).
// Usage: npm run build && node bench/tls-allowed.mjs [seconds=15]
//
// The server loads its index of verified hosts at start (DomainIndex) and then follows `domain.changed`
// events, which rows written with SQL do not send: so the server starts once (initdb, migrations, admin),
// the rows go in with one INSERT, and the server starts again on the same DATA_DIR before the measurement.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 15);
const VERIFIED = 10_000;
const UNVERIFIED = 1_000;
const TARGET_P99_MS = 5;
const TLDS = ['rs', 'com', 'co.rs', 'shop', 'net', 'online', 'store', 'ba', 'me', 'hr'];
const WORDS = ['prodavnica', 'butik', 'shop', 'market', 'kutak', 'ponuda', 'akcija', 'radnja', 'svet', 'kuca'];


/**
 * The ceiling of an answer before Express (a fast route like public-pages.fast-route.ts): a bare node:http
 * server in its own process with the same Set and the same host rules, nothing else.
 */
const BARE = `
const hosts = new Set(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8')));
const allowed = (raw) => {
  if (typeof raw !== 'string' || raw.length > 260) return false;
  const h = raw.trim().toLowerCase().replace(/\\.$/, '');
  return hosts.has(h) || (h.startsWith('www.') && hosts.has(h.slice(4)));
};
const yes = Buffer.from('{"allowed":true}');
const no = Buffer.from('{"statusCode":404,"error":"Not Found","message":"Domen nije pronađen."}');
require('node:http').createServer((req, res) => {
  const u = new URL(req.url, 'http://x');
  const ok = u.pathname === '/api/domains/tls-allowed' && allowed(u.searchParams.get('domain'));
  res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': (ok ? yes : no).length });
  res.end(ok ? yes : no);
}).listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });
`;

async function launchBare(hostsFile) {
  const child = spawn(process.execPath, ['-e', BARE, hostsFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', () => reject(new Error('bare server exited')));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const json = async (base, p, opts = {}) => {
  const res = await fetch(base + p, { ...opts, headers: { 'content-type': 'application/json', ...(opts.headers ?? {}) } });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return res.json();
};

// Deterministic hosts (same every run), e.g. butik-4711.co.rs.
const hostOf = (i) => `${WORDS[i % WORDS.length]}-${i}.${TLDS[Math.floor(i / WORDS.length) % TLDS.length]}`;
const verified = Array.from({ length: VERIFIED }, (_, i) => hostOf(i));
const unverified = Array.from({ length: UNVERIFIED }, (_, i) => `ceka-${i}.${TLDS[i % TLDS.length]}`);

// mulberry32: the same mix every run.
let seed = 42;
const rand = () => {
  let t = (seed = (seed + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (a) => a[Math.floor(rand() * a.length)];

/** The requests' mix: [kind, host, expected status]; 60 % allowed. */
function mixOf(n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const r = rand();
    const v = pick(verified);
    if (r < 0.35) out.push(['verified', v, 200]);
    else if (r < 0.38) out.push(['VERIFIED upper case', v.toUpperCase(), 200]);
    else if (r < 0.4) out.push(['verified + trailing dot', `${v}.`, 200]);
    else if (r < 0.6) out.push(['www. + verified', `www.${v}`, 200]);
    else if (r < 0.75) out.push(['unverified', pick(unverified), 404]);
    else if (r < 0.8) out.push(['www. + unverified', `www.${pick(unverified)}`, 404]);
    else if (r < 0.95) out.push(['unknown', `nepoznat-${Math.floor(rand() * 1e6)}.${pick(TLDS)}`, 404]);
    else out.push(['sub-domain of verified', `cdn.${v}`, 404]);
  }
  return out;
}

const pathOf = (host) => `/api/domains/tls-allowed?domain=${encodeURIComponent(host)}`;

/** Percentile of sorted numbers (nearest rank). */
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];

/**
 * One autocannon run at 50 connections; latencies are also taken from each response to the microsecond
 * (autocannon's own histogram keeps whole milliseconds, too coarse for a 5 ms target).
 */
function run(base, duration, mix) {
  const latencies = { all: [], 200: [], 404: [] };
  const wrong = { n: 0, examples: [] };
  let k = 0;
  const opts = { url: `${base}/api/health`, connections: 50, pipelining: 1, duration };
  if (mix) {
    const paths = mix.map(([kind, host, status]) => ({ kind, host, status, path: pathOf(host) }));
    opts.requests = [
      {
        method: 'GET',
        setupRequest: (req, ctx) => {
          const m = paths[k++ % paths.length];
          ctx.m = m;
          return { ...req, path: m.path };
        },
        onResponse: (status, _body, ctx) => {
          if (status === ctx.m.status) return;
          if (wrong.n++ < 10) wrong.examples.push(`${ctx.m.kind} ${ctx.m.host}: ${status}, expected ${ctx.m.status}`);
        },
      },
    ];
  }
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, r) => (err ? reject(err) : resolve({ r, latencies, wrong })));
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.all.push(ms);
      (latencies[status] ??= []).push(ms);
    });
  });
}

const WRK_UNITS = { us: 0.001, ms: 1, s: 1000 };
const wrkMs = (text) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text);
  return m ? Number(m[1]) * WRK_UNITS[m[2]] : NaN;
};

/** The same mix with Debian's wrk (one thread, 50 connections): its latency distribution and req/s. */
async function wrkRun(base, duration, mix, dir) {
  const script = path.join(dir, 'mix.lua');
  const list = mix.map(([, host]) => JSON.stringify(pathOf(host))).join(',\n');
  fs.writeFileSync(script, `local paths = {\n${list}\n}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`);
  const out = await new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t1', '-c50', `-d${duration}s`, '--latency', '-s', script, base], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}`))));
  });
  const at = (p) => wrkMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? 'none';
  return { rps, p50: at(50), p90: at(90), p99: at(99), errors };
}

const hasWrk = () => (process.env.PATH ?? '').split(':').some((d) => d && fs.existsSync(path.join(d, 'wrk')));

function summary(name, { r, latencies, wrong }) {
  const all = latencies.all.sort((a, b) => a - b);
  const f = (x) => x.toFixed(2);
  const out = {
    name,
    rps: r.requests.average,
    p50: pct(all, 50),
    p90: pct(all, 90),
    p99: pct(all, 99),
    max: all[all.length - 1],
    errors: r.errors + r.timeouts,
    wrong: wrong.n,
    examples: wrong.examples,
    codes: Object.entries(r.statusCodeStats).map(([c, s]) => `${c}×${s.count}`).join(' '),
  };
  out.line =
    `${name.padEnd(12)} ${out.rps.toFixed(0).padStart(6)} req/s  p50 ${f(out.p50)} ms  p90 ${f(out.p90)} ms  p99 ${f(out.p99)} ms  max ${f(out.max)} ms` +
    `  (autocannon p99 ${r.latency.p99} ms)  errors ${out.errors}  ${out.codes}`;
  for (const code of ['200', '404']) {
    const l = latencies[code]?.sort((a, b) => a - b);
    if (l?.length && l.length < all.length) out.line += `\n${''.padEnd(12)} ${code}: n=${l.length}  p50 ${f(pct(l, 50))} ms  p99 ${f(pct(l, 99))} ms`;
  }
  return out;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-bench-tls-'));
fs.chmodSync(dataDir, 0o755);
let server;
let bare;
try {
  // 1. First start: database, migrations, admin. A seller, and the domains in one statement.
  server = await startServer({ DATA_DIR: dataDir });
  const email = `domeni-${Date.now()}@bench.local`;
  await json(server.base, '/api/admin/clients', {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
    body: JSON.stringify({ email, password: 'bench-pass-1', firstName: 'Prodavac', lastName: 'Domena' }),
  });
  const db = new pg.Client({ connectionString: server.databaseUrl() });
  await db.connect();
  try {
    const [{ id: userId }] = (await db.query('SELECT id FROM users WHERE email = $1', [email])).rows;
    const hosts = [...verified, ...unverified];
    const isVerified = hosts.map((_, i) => i < VERIFIED);
    const t0 = performance.now();
    const ins = await db.query(
      `INSERT INTO domains (user_id, host, verification_token, is_primary, verified_at, created_at)
       SELECT $1, t.host, md5(t.host), t.n = 1, CASE WHEN t.v THEN now() - t.n * interval '1 minute' END, now() - t.n * interval '1 minute'
       FROM unnest($2::text[], $3::boolean[]) WITH ORDINALITY AS t(host, v, n)`,
      [userId, hosts, isVerified],
    );
    const counts = (await db.query('SELECT count(*) FILTER (WHERE verified_at IS NOT NULL)::int AS v, count(*) FILTER (WHERE verified_at IS NULL)::int AS u FROM domains')).rows[0];
    console.log(`domains: ${ins.rowCount} rows inserted in ${(performance.now() - t0).toFixed(0)} ms (${counts.v} verified, ${counts.u} unverified) for user ${userId}`);
    await db.query('VACUUM ANALYZE domains');
  } finally {
    await db.end();
  }
  await server.stop();

  // 2. Second start on the same DATA_DIR: the index is loaded from the table.
  const t1 = performance.now();
  server = await startServer({ DATA_DIR: dataDir });
  console.log(`restarted in ${(performance.now() - t1).toFixed(0)} ms (index of verified hosts loaded at start)`);

  // 3. Answers before load: a sample of every kind.
  const sample = mixOf(2_000);
  let bad = 0;
  for (const [kind, host, status] of sample) {
    const got = (await fetch(server.base + pathOf(host))).status;
    if (got !== status) {
      bad++;
      if (bad <= 10) console.error(`  wrong: ${kind} ${host} → ${got}, expected ${status}`);
    }
  }
  if (bad) throw new Error(`${bad} of ${sample.length} sample answers wrong`);
  const byKind = new Map();
  for (const [kind, , status] of sample) byKind.set(kind, { n: (byKind.get(kind)?.n ?? 0) + 1, status });
  console.log(`checked ${sample.length} hosts before load, all as expected: ${[...byKind].map(([k, { n, status }]) => `${k} ${n}→${status}`).join(', ')}`);

  // 4. Load: warm-up of each, then the baseline, tls-allowed and the bare reference back to back.
  const hostsFile = path.join(dataDir, 'verified-hosts.json');
  fs.writeFileSync(hostsFile, JSON.stringify(verified));
  bare = await launchBare(hostsFile);
  for (const [kind, host, status] of sample.slice(0, 200)) {
    const got = (await fetch(bare.base + pathOf(host))).status;
    if (got !== status) throw new Error(`bare reference: ${kind} ${host} → ${got}, expected ${status}`);
  }
  const mix = mixOf(50_000);
  const share = mix.filter((m) => m[2] === 200).length / mix.length;
  console.log(`load: 50 connections, ${seconds} s each; ${mix.length} requests in the mix (${(share * 100).toFixed(0)} % allowed); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  await run(server.base, 3, null);
  await run(server.base, 3, mix);
  await run(bare.base, 3, mix);
  const health = summary('health', await run(server.base, seconds, null));
  const tls = summary('tls-allowed', await run(server.base, seconds, mix));
  const ref = summary('bare node', await run(bare.base, seconds, mix));
  console.log(health.line);
  console.log(tls.line);
  console.log(ref.line);
  console.log(`ratio tls-allowed / health: ${(tls.rps / health.rps).toFixed(2)}× req/s, p99 ${(tls.p99 / health.p99).toFixed(2)}×`);
  console.log(`bare node:http + the same Set (the ceiling of a fast route on this machine): ${(ref.rps / tls.rps).toFixed(2)}× tls-allowed's req/s, p99 ${ref.p99.toFixed(2)} ms`);
  if (tls.wrong || tls.errors) console.log(`WRONG ANSWERS under load: ${tls.wrong} (${tls.examples.join('; ')}), errors ${tls.errors}`);
  let judged = tls;
  let wrk = null;
  if (hasWrk()) {
    wrk = { tls: await wrkRun(server.base, seconds, mix, dataDir), bare: await wrkRun(bare.base, seconds, mix, dataDir) };
    const line = (name, x) => `${name.padEnd(12)} ${x.rps.toFixed(0).padStart(6)} req/s  p50 ${x.p50.toFixed(2)} ms  p90 ${x.p90.toFixed(2)} ms  p99 ${x.p99.toFixed(2)} ms  socket errors ${x.errors}`;
    console.log(`wrk (1 thread, 50 connections, the same mix):\n${line('tls-allowed', wrk.tls)}\n${line('bare node', wrk.bare)}`);
    judged = { ...wrk.tls, wrong: tls.wrong, errors: tls.errors };
  }
  const pass = judged.p99 < TARGET_P99_MS && !tls.wrong && !tls.errors;
  console.log(`${pass ? 'PASS' : 'FAIL'}: tls-allowed p99 ${judged.p99.toFixed(2)} ms${wrk ? ' (wrk)' : ''} at 50 connections with ${VERIFIED} verified domains (target < ${TARGET_P99_MS} ms${tls.wrong || tls.errors ? ', no wrong answer' : ''})`);
  const brief = (x) => ({ rps: Math.round(x.rps), p50: +x.p50.toFixed(2), p90: +x.p90.toFixed(2), p99: +x.p99.toFixed(2) });
  console.log(`RESULT ${JSON.stringify({ health: brief(health), tls: brief(tls), bare: brief(ref), ...(wrk ? { wrkTls: brief(wrk.tls), wrkBare: brief(wrk.bare) } : {}), pass })}`);
  process.exitCode = pass ? 0 : 1;
} finally {
  await bare?.stop();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}