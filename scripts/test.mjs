#!/usr/bin/env node
// `npm test`: every kind of test, in order of speed. Each step's time is printed at the end.
//   1. build (the browser tests run the compiled server, like `npm start`)
//   2. vitest: contracts, api-unit, web (jsdom), api-e2e (real PostgreSQL)
//   3. crash tests (vitest.faults.config.ts): the compiled server killed, stopped and restarted. Run after vitest,
//      not beside it: beside it they saved little on 2 cores and the load made timing-bound tests fail.
//   4. desktop build (electron-vite; the Electron binary itself cannot run here)
//   5. Playwright in Debian Chromium against the real server
// SKIP_BROWSER_TESTS=1 skips step 5 (for a quick local run; CI never sets it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_CANDIDATES, chromiumPath } from '../e2e/chromium-path.mjs';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const times = [];
/** Commands running now: stopped when a step fails. */
const running = new Set();

async function step(label, fn) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  await fn();
  times.push([label, (Date.now() - started) / 1000]);
}

/** Runs a command to its end; a failure stops what else runs and the whole run. */
async function run(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
  running.add(child);
  const [code, signal] = await new Promise((resolve) => child.on('exit', (...exit) => resolve(exit)));
  running.delete(child);
  if (code !== 0) fail(cmd, args, code ?? signal);
}

function fail(cmd, args, exit) {
  console.error(`\n${path.basename(cmd)} ${args.join(' ')} failed (exit ${exit})`);
  for (const child of running) child.kill('SIGTERM');
  process.exit(typeof exit === 'number' ? exit : 1);
}

await step('build', () => build());
await step('unit, API end-to-end and component tests (vitest)', () => run(bin('vitest'), ['run']));
await step('crash tests: kill -9, SIGTERM, interrupted migrations (vitest, faults)', () => run(bin('vitest'), ['run', '--config', 'vitest.faults.config.ts']));
await step('desktop build (electron-vite)', () => run('npm', ['run', 'build', '-w', '@cod/desktop', '--silent']));
if (process.env.SKIP_BROWSER_TESTS === '1') {
  console.log('\n=== browser tests skipped (SKIP_BROWSER_TESTS=1)');
} else {
  if (!chromiumPath()) {
    console.error(`\nChromium not found (${process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.join(', ')}). Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  await step('browser tests (Playwright, Chromium)', () => run(bin('playwright'), ['test']));
}

console.log('\nAll tests passed.');
for (const [label, s] of times) console.log(`  ${s.toFixed(1).padStart(6)} s  ${label}`);
