import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
// Crash tests: the compiled server as a real OS process, killed and restarted. Each file has its own data folder,
// ports and fakes, so all four run at once: they mostly wait (for a kill, a lease, a restart), and two at a time
// kept the two cores about half busy (4 at once: 56 → 37–42 s on the 2-core machine).
export default defineConfig({
  resolve: {
    alias: [
      { find: '@cod/contracts/testing', replacement: path.join(root, 'libs/contracts/src/testing/index.ts') },
      { find: '@cod/contracts/openapi', replacement: path.join(root, 'libs/contracts/src/openapi/index.ts') },
      { find: '@cod/contracts', replacement: path.join(root, 'libs/contracts/src/index.ts') },
    ],
  },
  test: {
    name: 'faults',
    environment: 'node',
    // The servers these files start inherit it, and run as `npm start` runs them (main.ts).
    env: { NODE_ENV: 'production' },
    include: ['apps/api/test/faults/**/*.faults-spec.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 4,
  },
});
