import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
// Tests import the contracts from source, so they never wait for a build.
const alias = [
  { find: '@cod/contracts/testing', replacement: path.join(root, 'libs/contracts/src/testing/index.ts') },
  { find: '@cod/contracts/openapi', replacement: path.join(root, 'libs/contracts/src/openapi/index.ts') },
  { find: '@cod/contracts', replacement: path.join(root, 'libs/contracts/src/index.ts') },
];
// NestJS needs legacy decorators with emitted metadata (constructor injection by type).
const nestTransform = { decorator: { legacy: true, emitDecoratorMetadata: true } };
// Files run in parallel (vitest's default leaves one core idle); every worker has an API server and a database of its own.
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism());

/** The two kinds of test file names: components and units (`*.test.ts(x)`), server units (`*.spec.ts`). */
const KINDS = {
  test: { glob: '*.test.{ts,tsx}', name: /\.test\.tsx?$/ },
  spec: { glob: '*.spec.ts', name: /\.spec\.ts$/ },
};

/** Test files below `dirs` (names matching `pattern`) that replace a module with vi.mock. */
function mockingFiles(dirs: string[], pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(entry.name) && fs.readFileSync(full, 'utf8').includes('vi.mock(')) found.push(path.relative(root, full));
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return found;
}

/**
 * Unit and component files share their worker's environment (jsdom) and the packages they import, React,
 * Testing Library, NestJS (isolate: false): loading those once per file was most of their time. Our own
 * modules are evaluated afresh for each file (the setup file resets the module registry), so module state
 * (the session and toast stores, the islands' page data) never passes from one file to the next. A file
 * that replaces a module with vi.mock runs in the project's `-mocked` twin, with a graph of its own.
 */
function sharedGraph(name: string, dirs: string[], kind: keyof typeof KINDS, project: { resolve: object; oxc?: object; test: Record<string, unknown> }) {
  const mocking = mockingFiles(dirs, KINDS[kind].name);
  const include = dirs.map((d) => `${d}/**/${KINDS[kind].glob}`);
  const shared = { ...project, test: { ...project.test, name, include, exclude: mocking, isolate: false } };
  return mocking.length ? [shared, { ...project, test: { ...project.test, name: `${name}-mocked`, include: mocking } }] : [shared];
}

/**
 * The API end-to-end files that take longest (seconds alone, measured on the 2-core machine), started first
 * so no long file starts last and runs alone at the end. Vitest orders by its own timings once it has them;
 * a clean clone (CI) has none, and its fallback, larger files first, started the fuzz file (≈ 45 s) 27 s in.
 */
const LONG_FILES = [
  'apps/api/test/fuzz.e2e-spec.ts', // ≈ 45 s
  'apps/api/test/scale-out.e2e-spec.ts', // ≈ 45 s
  'apps/api/test/process.e2e-spec.ts', // ≈ 20 s
  'apps/api/test/integrations.e2e-spec.ts',
  'apps/api/test/product-read.e2e-spec.ts',
  'apps/api/test/domains.e2e-spec.ts',
  'apps/api/test/public-pages.e2e-spec.ts',
  'apps/api/test/corpus-pages.e2e-spec.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG_FILES.indexOf(path.relative(root, f.moduleId));
      return i < 0 ? LONG_FILES.length : i;
    };
    // Projects still run one after another (the base order); within one, the long files lead.
    const sorted = await super.sort(files);
    const project = new Map(sorted.map((f, i) => [f, i]));
    return sorted.sort((a, b) => (a.project.name === b.project.name ? rank(a) - rank(b) || project.get(a)! - project.get(b)! : project.get(a)! - project.get(b)!));
  }
}

export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias },
        // Pure functions without mocks or state: the files share their worker's module graph outright.
        test: { name: 'contracts', environment: 'node', include: ['libs/contracts/src/**/*.spec.ts'], isolate: false },
      },
      {
        // The layout rules of ARCHITECTURE.md (layers, import cycles, module boundaries), read off the source.
        test: { name: 'architecture', environment: 'node', include: ['scripts/*.spec.ts'] },
      },
      ...sharedGraph('api-unit', ['apps/api/src'], 'spec', {
        resolve: { alias },
        oxc: nestTransform,
        test: { environment: 'node', setupFiles: ['apps/api/test/fresh-modules.ts'] },
      }),
      {
        resolve: { alias },
        oxc: nestTransform,
        test: {
          name: 'api-e2e',
          environment: 'node',
          // As the product runs (main.ts): React's production build, for the pages these files render and for the
          // servers they start (which inherit it). Vitest's NODE_ENV=test would select React's development build,
          // about twice the CPU per rendered page.
          env: { NODE_ENV: 'production' },
          include: ['apps/api/test/**/*.e2e-spec.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // The files of a worker share NestJS, pg and the other packages; each evaluates our modules afresh.
          isolate: false,
          setupFiles: ['apps/api/test/fresh-modules.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'desktop', environment: 'node', include: ['apps/desktop/src/**/*.test.ts'] },
      },
      ...sharedGraph('web', ['libs/ui/src', 'libs/dashboard/src', 'apps/web/src', 'apps/web/test'], 'test', {
        resolve: { alias },
        test: { environment: 'jsdom', setupFiles: ['apps/web/test/setup.ts'] },
      }),
    ],
  },
});
