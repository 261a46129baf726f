#!/usr/bin/env node
// `npm test`: every kind of test. Each step's time is printed at the end.
//   1. build (the API tests and the browser tests run the compiled server, like `npm start`), then the desktop
//      build (electron-vite; the Electron binary itself cannot run here), and beside them the unit and component
//      tests (vitest: contracts, architecture, api-unit, desktop, web in jsdom), which need no build: tsc keeps
//      one core busy, and they fill the other
//   2. API end-to-end tests (vitest, api-e2e: the compiled server on a real PostgreSQL)
//   3. crash tests (vitest.faults.config.ts): the compiled server killed, stopped and restarted. Run alone:
//      their bounds (a takeover within 30 s, a drain within its delay and timeout) are the product's promises,
//      and beside the API tests, or beside Playwright (a drain in 9.1 of its 11 s), the margin was too thin.
//      A lower priority for Playwright (nice) does not help: every command and the browsers, servers and
//      databases they start run in sessions of their own, and the kernel shares the CPU between sessions
//      (autogroups) whatever their nice values (crash tests 41 → 137 s beside Playwright at nice 10)
//   4. Playwright in Debian Chromium against the real server
// SKIP_BROWSER_TESTS=1 skips step 4 (for a quick local run; CI never sets it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_CANDIDATES, chromiumPath } from '../e2e/chromium-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const times = [];
const startedAt = Date.now();
/** Commands running now: stopped when a step fails. */
const running = new Set();

async function step(label, fn) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  await fn();
  times.push([label, (Date.now() - started) / 1000]);
}

/**
 * Runs a command to its end, in a process group of its own, so that stopping it stops what it started too
 * (Playwright's web server, the API processes of a crash test). A failure stops the whole run.
 */
async function run(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  running.add(child);
  const [code, signal] = await new Promise((resolve) => child.on('exit', (...exit) => resolve(exit)));
  // A failed command stays listed: what it started may still run in its group.
  if (code === 0) running.delete(child);
  else await fail(cmd, args, code ?? signal);
}

/** The build in a process of its own, so the tests beside it keep running while tsc and vite do. */
const buildApart = () => run(process.execPath, [path.join(root, 'scripts/build.mjs')]);

let stopping = false;

/** Stops every running command's process group: `signal`, then SIGKILL for what is left after 10 s. */
async function stopRunning(signal) {
  stopping = true;
  const children = [...running];
  const signalGroups = (sig) => children.forEach((c) => {
    try {
      process.kill(-c.pid, sig);
    } catch {
      /* the group is gone */
    }
  });
  signalGroups(signal);
  const exited = children.map((c) => (c.exitCode !== null || c.signalCode !== null ? undefined : new Promise((r) => c.once('exit', r))));
  await Promise.race([Promise.all(exited), new Promise((r) => setTimeout(r, 10_000))]);
  signalGroups('SIGKILL');
}

async function fail(cmd, args, exit) {
  // Stopped by the failure of another command, or by a signal: that one ends the run; this step never goes on.
  if (stopping) return new Promise(() => {});
  console.error(`\n${path.basename(cmd)} ${args.join(' ')} failed (exit ${exit})`);
  // SIGINT, as a Ctrl+C: Playwright stops its web server (a process group of its own) only then.
  await stopRunning('SIGINT');
  process.exit(typeof exit === 'number' ? exit : 1);
}

// The commands run in groups of their own, which a Ctrl+C in the terminal does not reach: it is passed on.
for (const [sig, code] of [['SIGINT', 130], ['SIGTERM', 143]]) process.on(sig, () => stopRunning(sig).then(() => process.exit(code)));

/** The vitest projects that need no build (every one but api-e2e). */
const UNIT_PROJECTS = ['contracts', 'architecture', 'api-unit*', 'desktop', 'web*'].flatMap((p) => ['--project', p]);

const browserTests = process.env.SKIP_BROWSER_TESTS !== '1';
// Before anything long: the browser tests need Chromium.
if (browserTests && !chromiumPath()) {
  console.error(`\nChromium not found (${process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.join(', ')}). Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`);
  process.exit(1);
}

await Promise.all([
  (async () => {
    await step('build (tsc, vite)', () => buildApart());
    // Needs nothing of the build above; done here, beside the unit tests, it waits for no one later.
    await step('desktop build (electron-vite), beside the unit tests', () => run('npm', ['run', 'build', '-w', '@cod/desktop', '--silent']));
  })(),
  step('unit and component tests (vitest), beside the build', () => run(bin('vitest'), ['run', ...UNIT_PROJECTS])),
]);
await step('API end-to-end tests (vitest, api-e2e)', () => run(bin('vitest'), ['run', '--project', 'api-e2e']));
await step('crash tests: kill -9, SIGTERM, interrupted migrations (vitest, faults)', () => run(bin('vitest'), ['run', '--config', 'vitest.faults.config.ts']));
if (browserTests) await step('browser tests (Playwright, Chromium)', () => run(bin('playwright'), ['test']));
else console.log('\n=== browser tests skipped (SKIP_BROWSER_TESTS=1)');

console.log('\nAll tests passed.');
for (const [label, s] of times) console.log(`  ${s.toFixed(1).padStart(6)} s  ${label}`);
console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)} s  in all`);
