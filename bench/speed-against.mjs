#!/usr/bin/env node
// The speed targets where money moves, in one run, this build against another built checkout (e.g. an older commit): orders/s
// and p99 at 50 connections (orders-against.mjs, alternating bursts), the order list's p95 at 100 000 orders
// (orders-console.mjs), the thank-you page's p50 (thank-you.mjs), the campaign mix on one and on two processes
// (campaign.mjs) and the proxy-cached page against nginx static (public-page.mjs). Each bench is this build's
// script, run on each build in turn (BENCH_ROOT names the build lib.mjs starts), so both are measured alike;
// a bench the other build cannot run (its schema or its routes differ) shows "–". Prints each bench's output,
// then one table.
//   git worktree add /tmp/base <commit> && (cd /tmp/base && npm install && npm run build)
// Usage: npm run build && node bench/speed-against.mjs /tmp/base [quick]   (quick: shorter runs, 20 000 orders)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');
const other = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !fs.existsSync(path.join(other, 'apps/api/dist/main.js'))) {
  console.error('usage: node bench/speed-against.mjs <a built checkout of another commit> [quick]');
  process.exit(2);
}
const quick = process.argv[3] === 'quick';

/** One bench script of this build, on the build at `root`; its output, or null when it failed. */
function bench(script, args, root) {
  console.log(`\n### ${script} ${args.join(' ')}  (${root === here ? 'this build' : root})`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, script), ...args], { env: { ...process.env, BENCH_ROOT: root }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('close', (code) => resolve(code === 0 ? out : null));
  });
}

const num = (out, re) => {
  const m = out && re.exec(out);
  return m ? Number(m[1].replace(/\s/g, '')) : null;
};
const rows = [];
const row = (figure, a, b, { unit = '', better = 'higher', digits = 0 } = {}) => {
  const f = (v) => (v === null ? '–' : `${v.toFixed(digits)}${unit}`);
  const ratio = a !== null && b !== null && b > 0 ? `${(a / b).toFixed(2)}×` : '–';
  rows.push([figure, f(a), f(b), ratio, better]);
};

const orders = await bench('orders-against.mjs', [other, quick ? '4' : '10'], here);
row('orders/s, 50 connections (target ≥ 4 000)', num(orders, /this build: (\d+) orders\/s/), num(orders, /\n\s+\/[^:]+: (\d+) orders\/s/));
row('orders p99, median of the bursts (target ≤ 30)', num(orders, /this build: \d+ orders\/s, p99 (\d+) ms/), num(orders, /\n\s+\/[^:]+: \d+ orders\/s, p99 (\d+) ms/), { unit: ' ms', better: 'lower' });
row('orders: errors (target 0)', num(orders, /this build: .*?errors (\d+)/), num(orders, /\n\s+\/[^:]+: .*?errors (\d+)/), { better: 'lower' });

const seeded = quick ? '20000' : '100000';
const list = { a: await bench('orders-console.mjs', [seeded], here), b: await bench('orders-console.mjs', [seeded], other) };
for (const connections of [1, 4]) {
  const re = new RegExp(`half list, half search [^\\n]*, ${connections} connections?: p50 [\\d.]+ ms, p95 ([\\d.]+) ms`);
  row(`order list p95, ${seeded} orders, half searching, ${connections} connection${connections > 1 ? 's' : ''} (target ≤ 50)`, num(list.a, re), num(list.b, re), { unit: ' ms', better: 'lower', digits: 1 });
}

const thanks = { a: await bench('thank-you.mjs', [quick ? '500' : '2000'], here), b: await bench('thank-you.mjs', [quick ? '500' : '2000'], other) };
for (const connections of [1, 10]) {
  const re = new RegExp(`^${connections} connections?: thank-you page p50 ([\\d.]+) ms`, 'm');
  row(`thank-you page p50, ${connections} connection${connections > 1 ? 's' : ''}${connections === 1 ? ' (target ≤ 5)' : ''}`, num(thanks.a, re), num(thanks.b, re), { unit: ' ms', better: 'lower', digits: 2 });
}

const campaign = { a: await bench('campaign.mjs', [quick ? '8' : '15'], here), b: await bench('campaign.mjs', [quick ? '8' : '15'], other) };
const rps = (n) => new RegExp(`\\(${n}\\)[^\\n]*\\n\\s+([\\d ]+) req/s`);
row('campaign mix, one process, req/s', num(campaign.a, rps(1)), num(campaign.b, rps(1)));
row('campaign mix, two processes, req/s', num(campaign.a, rps(2)), num(campaign.b, rps(2)));
const kindP50 = (n, kind) => new RegExp(`\\(${n}\\)[^\\n]*\\n(?:[^\\n]*\\n)*?\\s+${kind}\\s[^\\n]*?p50 ([\\d.]+) ms`);
for (const n of [1, 2]) {
  for (const [kind, label] of [['look-ups', 'thank-you look-ups'], ['orders', 'orders']]) {
    row(`campaign mix, ${n === 1 ? 'one process' : 'two processes'}: ${label} p50`, num(campaign.a, kindP50(n, kind)), num(campaign.b, kindP50(n, kind)), { unit: ' ms', better: 'lower', digits: 1 });
  }
}
row('campaign mix, scaling (2) ÷ (1)', num(campaign.a, /scaling factor[^:]*: ([\d.]+)×/), num(campaign.b, /scaling factor[^:]*: ([\d.]+)×/), { digits: 2 });

const pages = { a: await bench('public-page.mjs', [quick ? '4' : '8'], here), b: await bench('public-page.mjs', [quick ? '4' : '8'], other) };
row('page from deploy/nginx-cache.conf ÷ nginx static (target ≥ 0.9)', num(pages.a, /proxy-cached\/nginx static: ([\d.]+)×/), num(pages.b, /proxy-cached\/nginx static: ([\d.]+)×/), { digits: 2 });
row('page from node ÷ nginx static', num(pages.a, /node\/nginx: ([\d.]+)×/), num(pages.b, /node\/nginx: ([\d.]+)×/), { digits: 2 });

console.log(`\n## Speed where money moves: this build against ${other}, one run (${new Date().toISOString()})\n`);
console.log('| figure | this build | other | ratio | better |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
