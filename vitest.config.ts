import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with one plain line, `Tests: N passed, N failed, N skipped`, that any CI reads. */
const summaryLine: Reporter = {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const count = (state: 'passed' | 'failed' | 'skipped') => testModules.reduce((sum, module) => sum + [...module.children.allTests(state)].length, 0);
    // A file that failed outside its tests (an import, a beforeAll) counts once, even when it had tests that were skipped because of it.
    const failedModules = testModules.filter((module) => module.state() === 'failed' && [...module.children.allTests('failed')].length === 0).length;
    console.log(`\nTests: ${count('passed')} passed, ${count('failed') + failedModules} failed, ${count('skipped')} skipped`);
  },
};

// Three kinds of test, told apart by their names (DESIGN.md, Tests):
//   *.test.ts      needs nothing running
//   *.int.test.ts  needs Postgres and Redis (DATABASE_URL / REDIS_URL, else testcontainers)
//   web/e2e/*.e2e.ts  needs a browser, and runs the whole product
export default defineConfig({
  test: {
    reporters: ['default', summaryLine],
    setupFiles: ['./vitest.setup.ts'],
    // Without isolation a test worker imports the product's modules once for all its files rather
    // than once a file; the files share no state through them (each makes its own database copy,
    // Redis prefix, app and spies, and restores what it changes). Two workers a project at least
    // (vitest's default on 2 cores is one): the unit and integration projects run side by side,
    // and an integration test mostly waits on Postgres, Redis or a process it started.
    // Measured in docs/decisions/0074-faster-test-suite.md; TEST_WORKERS sets the count.
    isolate: false,
    maxWorkers: Number(process.env.TEST_WORKERS ?? Math.max(2, availableParallelism())),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{events,platform,migrations,api,worker,server,web}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          globalSetup: ['./vitest.global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['{events,platform,migrations,api,worker,server,web}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['./vitest.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.ts'],
          globalSetup: ['./vitest.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One product and one Chromium per test worker, kept for all its files
          // (web/e2e/support/product.ts, browser.ts): without isolation, a worker's modules live
          // from its first file to its last. Each file and test still gets a fresh browser
          // context and its own companies. Two workers: two files at a time on 2 cores.
          isolate: false,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // Projects with their own maxWorkers run as a group of their own: the browser files after the unit and integration files.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
