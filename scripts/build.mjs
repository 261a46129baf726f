#!/usr/bin/env node
// Builds what is missing or out of date: contracts + API (tsc -b, incremental) and the web app (Vite).
// `--force` rebuilds the web app even when it looks up to date. Used by `npm start` and `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** Written by scripts/contract-types-schema.mjs (the API reference's answer schemas). */
const CONTRACT_TYPES_OUT = path.join(root, 'apps/api/dist/modules/api-reference/contract-types.json');

function newestMtime(entries) {
  let newest = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      const base = path.basename(p);
      if (base === 'node_modules' || base === 'dist' || base === 'out') return;
      for (const child of fs.readdirSync(p)) walk(path.join(p, child));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  entries.forEach((e) => walk(path.join(root, e)));
  return newest;
}

function run(label, cmd, args, cwd = root) {
  const started = Date.now();
  process.stdout.write(`  build: ${label}…\n`);
  // Always the production build, whoever calls: under a test runner NODE_ENV=test would give Vite's dev JSX
  // runtime (jsxDEV), which the production React the server runs does not have.
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) {
    console.error(`\n  build: ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  process.stdout.write(`  build: ${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

export function build({ force = false } = {}) {
  // tsc -b checks every input itself and is a near no-op when nothing changed.
  const apiOut = path.join(root, 'apps/api/dist/main.js');
  const apiInputs = ['apps/api/src', 'apps/api/tsconfig.json', 'libs/contracts/src', 'libs/contracts/tsconfig.json', 'tsconfig.json'];
  if (force || !fs.existsSync(apiOut) || !fs.existsSync(CONTRACT_TYPES_OUT) || newestMtime(apiInputs) > fs.statSync(apiOut).mtimeMs) {
    run('contracts + api (tsc)', bin('tsc'), ['-b', 'apps/api']);
    // The API reference's answer schemas, from the contracts' types (GET /api/openapi.json reads them).
    run('API reference types', process.execPath, [path.join(root, 'scripts/contract-types-schema.mjs')]);
    fs.utimesSync(apiOut, new Date(), new Date());
  }

  // The dashboard (dist/index.html), the public pages' script and styles (dist/public-manifest.json)
  // and their server renderer (dist-ssr/entry-server.js); the last one written marks the build as done.
  const webOut = path.join(root, 'apps/web/dist-ssr/entry-server.js');
  const webInputs = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/vite.public.config.ts', 'apps/web/vite.ssr.config.ts', 'apps/web/public', 'libs/ui/src', 'libs/dashboard/src', 'libs/contracts/src'];
  if (force || !fs.existsSync(webOut) || newestMtime(webInputs) > fs.statSync(webOut).mtimeMs) {
    const web = path.join(root, 'apps/web');
    run('web dashboard (vite)', bin('vite'), ['build', '--logLevel', 'warn'], web);
    run('web public pages (vite)', bin('vite'), ['build', '-c', 'vite.public.config.ts', '--logLevel', 'warn'], web);
    run('web page renderer (vite ssr)', bin('vite'), ['build', '-c', 'vite.ssr.config.ts', '--logLevel', 'warn'], web);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  build({ force: process.argv.includes('--force') });
}
