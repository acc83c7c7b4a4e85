import type { TestProject } from 'vitest/node';
import { startProcessRegistry } from './events/src/testing/test-processes.ts';

/**
 * Every project's global setup (vitest.config.ts), run before any of its files:
 *
 * - the integration and browser projects check that Postgres and Redis (and for the browser
 *   tests Chromium) can be had, and if not, say once what to set or start and end the run; without
 *   it, every test file failed on its own with the same error. The unit project needs none of
 *   them, so `--project unit` runs anywhere;
 * - every project shares the run's registry of the processes tests start, and its teardown stops
 *   whatever a test left running (events/src/testing/test-processes.ts).
 */
export default async function setUpTestRun(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'int' || project.name === 'e2e') {
    // Loaded only here: the unit project needs no Postgres or Redis client.
    const { testServicesProblem } = await import('./events/src/testing/service-check.ts');
    const problem = await testServicesProblem({ browser: project.name === 'e2e' });
    if (problem) {
      console.error(`\n${problem}\n`);
      process.exit(1);
    }
  }
  return startProcessRegistry();
}
