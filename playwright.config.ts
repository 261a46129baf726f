import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3217);

/** Browser end-to-end tests: Debian Chromium, its headless shell where installed (never a downloaded browser), against the compiled server. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Three files at a time: a test waits for the server, the page or a live event between its steps, and with
  // two files the two cores were 77 % busy (3 workers: 90 → 79 s on the 2-core machine, 87 % busy).
  fullyParallel: false,
  workers: Number(process.env.PW_WORKERS) || 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sr-Latn-RS',
    // A trace records every action (DOM snapshots, screencast): half of the suite's CPU. CI retries a failing test once, with
    // its trace; locally `npx playwright test --trace retain-on-failure` keeps one for a failing test.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The two files that read an admin's toasts run on a server of their own (e2e/own-server.ts).
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { E2E_PORT: String(port) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server stop its embedded PostgreSQL (which runs in its own process group).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
