import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
// Tests import the contracts from source, so they never wait for a build.
const alias = [
  { find: '@cod/contracts/testing', replacement: path.join(root, 'libs/contracts/src/testing/index.ts') },
  { find: '@cod/contracts', replacement: path.join(root, 'libs/contracts/src/index.ts') },
];
// NestJS needs legacy decorators with emitted metadata (constructor injection by type).
const nestTransform = { decorator: { legacy: true, emitDecoratorMetadata: true } };
// Files run in parallel (vitest's default leaves one core idle); every worker has an API server and a database of its own.
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        resolve: { alias },
        // Pure functions without mocks: the files share their worker's module graph. Not the web files (the
        // islands cache page state in their modules) nor the API's (their helpers keep the file's server).
        test: { name: 'contracts', environment: 'node', include: ['libs/contracts/src/**/*.spec.ts'], isolate: false },
      },
      {
        // The layout rules of ARCHITECTURE.md (layers, import cycles, module boundaries), read off the source.
        test: { name: 'architecture', environment: 'node', include: ['scripts/*.spec.ts'] },
      },
      {
        resolve: { alias },
        oxc: nestTransform,
        test: { name: 'api-unit', environment: 'node', include: ['apps/api/src/**/*.spec.ts'] },
      },
      {
        resolve: { alias },
        oxc: nestTransform,
        test: {
          name: 'api-e2e',
          environment: 'node',
          include: ['apps/api/test/**/*.e2e-spec.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'desktop', environment: 'node', include: ['apps/desktop/src/**/*.test.ts'] },
      },
      {
        // Each file its own module graph: the islands keep page state in their modules (registry.ts caches the page data).
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['libs/ui/src/**/*.test.{ts,tsx}', 'libs/dashboard/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
