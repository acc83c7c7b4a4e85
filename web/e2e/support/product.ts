/**
 * The whole product for a browser test (API, built SPA, worker, its own database, an SMTP server
 * in the test process). One place to import it from, so the tests do not reach into api/ each.
 */
export { startTestProduct, type TestProduct } from '@typetest/api/testing';
