import fs from 'node:fs';
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

/** The two kinds of test file names: components and units (`*.test.ts(x)`), rules and server units (`*.spec.ts`). */
const KINDS = {
  test: { glob: '*.test.{ts,tsx}', name: /\.test\.tsx?$/ },
  spec: { glob: '*.spec.ts', name: /\.spec\.ts$/ },
};

/** Test files of a kind below `dirs` that replace a module with vi.mock. */
function mockingFiles(dirs: string[], kind: keyof typeof KINDS): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (KINDS[kind].name.test(entry.name) && fs.readFileSync(full, 'utf8').includes('vi.mock(')) found.push(path.relative(root, full));
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return found;
}

/**
 * The contracts' files (pure functions) share their worker's module graph (isolate: false). A file that
 * replaces a module with vi.mock gets a graph of its own in the project's `-mocked` twin. Not the web files
 * (the islands cache page state in their modules), the API units or the API e2e files (their helpers keep
 * the file's server in module state).
 */
function sharedGraph(name: string, dirs: string[], kind: keyof typeof KINDS, test: Record<string, unknown>, project: Record<string, unknown>) {
  const mocking = mockingFiles(dirs, kind);
  const shared = { ...project, test: { ...test, name, include: dirs.map((d) => `${d}/**/${KINDS[kind].glob}`), exclude: mocking, isolate: false } };
  return mocking.length ? [shared, { ...project, test: { ...test, name: `${name}-mocked`, include: mocking, isolate: true } }] : [shared];
}

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      ...sharedGraph('contracts', ['libs/contracts/src'], 'spec', { environment: 'node' }, { resolve: { alias } }),
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
