import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
// Crash tests: the compiled server as a real OS process, killed and restarted. Each file has its own data folder,
// ports and fakes, so two run at once.
export default defineConfig({
  resolve: {
    alias: [
      { find: '@cod/contracts/testing', replacement: path.join(root, 'libs/contracts/src/testing/index.ts') },
      { find: '@cod/contracts', replacement: path.join(root, 'libs/contracts/src/index.ts') },
    ],
  },
  test: {
    name: 'faults',
    environment: 'node',
    include: ['apps/api/test/faults/**/*.faults-spec.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
