import { startTestProduct, type TestProduct } from '@typetest/server/testing';

/**
 * The whole product for a browser test (API, built SPA, worker, its own database, an SMTP server
 * in the test process). One place to import it from, so the tests do not reach into server/ each.
 */
export { startTestProduct, type TestProduct };

/**
 * Settings of the product the worker's files share. Limits per client address are raised: every
 * test comes from 127.0.0.1, and the worker's files together would reach them where each file on
 * its own did not (no browser test is about these limits; the API's tests are).
 */
const sharedEnv = { LOGIN_RATE_LIMIT: '100000', ACCOUNT_RATE_LIMIT: '100000', APPLICANT_RATE_LIMIT: '100000' };

let productOfThisWorker: Promise<TestProduct> | undefined;

/**
 * The product every browser file of this test worker uses unless it needs settings of its own:
 * started by the first, kept until vitest ends the worker (vitest.config.ts runs the browser files
 * without isolation, so this module lives as long as the worker). Tests tell their data apart by
 * their own companies and addresses (`unique()`), as users of one product do.
 */
export function sharedTestProduct(): Promise<TestProduct> {
  if (!productOfThisWorker) {
    const started = startTestProduct(sharedEnv, { untilWorkerEnds: true });
    productOfThisWorker = started;
    started.catch(() => {
      if (productOfThisWorker === started) productOfThisWorker = undefined;
    });
  }
  return productOfThisWorker;
}
