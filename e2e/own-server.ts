import { test as base } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Tests that read the admin's toasts: the admin sees every seller's new orders live, and a new toast replaces
 * the one on screen (spec 000 §9), so another file's orders would toast over theirs. Each worker that runs such
 * a file gets a server of its own (e2e/serve.mjs on a fresh data folder, the first server's shop and DNS), and
 * the file runs beside the others instead of after them.
 */
export const test = base.extend<object, { ownServer: string }>({
  ownServer: [
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 3217) + 20 + workerInfo.parallelIndex;
      const child = spawn(process.execPath, [path.join(import.meta.dirname, 'serve.mjs')], {
        env: { ...process.env, E2E_PORT: String(port), E2E_SHARED_FIXTURES: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr!.on('data', (d) => (errors += d));
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      const url = `http://127.0.0.1:${port}`;
      const until = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`The worker's own server stopped: ${errors}`);
        if (Date.now() > until) throw new Error(`The worker's own server did not start within 90 s: ${errors}`);
        const ready = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
        if (ready) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await use(url);
      // SIGTERM lets it stop its embedded PostgreSQL.
      child.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer),
});
