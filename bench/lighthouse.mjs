#!/usr/bin/env node
// Lighthouse (mobile, the default throttled profile) of a product page per template in Debian Chromium,
// plus the gzip size of the public JavaScript, the main-thread breakdown and the long tasks.
// Usage: npm run build && node bench/lighthouse.mjs [runs=3] [sales|advertorial|default|all, or a comma list; default sales]
// (LH_KEEP=1 keeps each run's JSON in the temp folder as lh-{template}-{i}.json).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSite, median, root, startServer } from './lib.mjs';

const runs = Number(process.argv[2] ?? 3);
const TEMPLATES = { sales: 'Sales Template', advertorial: 'Advertorial Template', default: 'Minimalistic' };
const which = process.argv[3] ?? 'sales';
const chosen = which === 'all' ? Object.keys(TEMPLATES) : which.split(',');
if (chosen.some((k) => !TEMPLATES[k])) throw new Error(`template: one of ${Object.keys(TEMPLATES).join(', ')}, all`);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/dist/public-manifest.json'), 'utf8'));
// What a visitor's product page loads: the entry script and its static imports. Dynamic chunks
// (the owner's edit tools, the storefront's refresh) are fetched only by those who need them.
const visitorFiles = (key, seen = new Set()) => {
  if (seen.has(key)) return [];
  seen.add(key);
  return [manifest[key], ...(manifest[key].imports ?? []).flatMap((k) => visitorFiles(k, seen))];
};
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].file.endsWith('.js'));
const jsFiles = visitorFiles(entryKey);
const jsGzip = jsFiles.reduce((n, e) => n + gzipSync(fs.readFileSync(path.join(root, 'apps/web/dist', e.file))).length, 0);

const server = await startServer();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-lh-'));
try {
  const html = {};
  for (const key of chosen) {
    const site = await createSite(server, { templateName: TEMPLATES[key], customUrl: `bench-${key}-${Date.now()}` });
    const url = `${server.base}/${site.customUrl}`;
    html[key] = await (await fetch(url)).text();
    const results = [];
    for (let i = 0; i < runs; i++) {
      const file = path.join(out, `lh-${key}-${i}.json`);
      // One retry: Chromium now and then loses the trace's start (NO_NAVSTART) on this machine.
      const audit = () =>
        spawnSync(
          path.join(root, 'node_modules/.bin/lighthouse'),
          [url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${file}`, `--chrome-flags=${flags}`],
          { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
      const r = audit().status === 0 ? { status: 0 } : audit();
      if (r.status !== 0) throw new Error(`lighthouse exited ${r.status}`);
      const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
      const a = lhr.audits;
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        si: a['speed-index'].numericValue,
        bytes: a['total-byte-weight'].numericValue,
        dom: a['dom-size']?.numericValue ?? 0,
        work: Object.fromEntries((a['mainthread-work-breakdown'].details?.items ?? []).map((it) => [it.group, it.duration])),
        // Long tasks (simulated, ms from navigation start): where the blocking time comes from.
        long: (a['long-tasks']?.details?.items ?? []).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(server.base, '') || '?'}`),
      });
      if (process.env.LH_KEEP) fs.copyFileSync(file, path.join(os.tmpdir(), `lh-${key}-${i}.json`));
    }
    const m = (k) => median(results.map((r) => r[k]));
    console.log(`Lighthouse mobile, ${TEMPLATES[key]} page (${runs} runs, median): performance ${m('score')} (runs: ${results.map((r) => r.score).join(', ')})`);
    console.log(`  FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms (runs: ${results.map((r) => r.tbt.toFixed(0)).join(', ')}), CLS ${m('cls').toFixed(3)}, Speed Index ${(m('si') / 1000).toFixed(2)} s, page weight ${(m('bytes') / 1024).toFixed(0)} KiB, DOM ${m('dom')} elements`);
    const groups = [...new Set(results.flatMap((r) => Object.keys(r.work)))];
    console.log(`  main thread (median ms): ${groups.map((g) => `${g} ${median(results.map((r) => r.work[g] ?? 0)).toFixed(0)}`).join(', ')}`);
    results.forEach((r, i) => console.log(`  run ${i + 1} long tasks (start+ms): ${r.long.join('; ') || 'none'}`));
    console.log(`  HTML ${(Buffer.byteLength(html[key]) / 1024).toFixed(1)} KiB before compression`);
  }
  console.log(`visitor's public JS: ${(jsGzip / 1024).toFixed(1)} KiB gzip (${jsFiles.length} file${jsFiles.length === 1 ? '' : 's'})`);
  console.log('targets: performance ≥ 99, TBT < 100 ms, public JS ≤ 80 KB gzip');
} finally {
  await server.stop();
  fs.rmSync(out, { recursive: true, force: true });
}
