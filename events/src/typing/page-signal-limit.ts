/**
 * How many times away and paste attempts one test's page may send of each (page-signals.ts): more
 * than a test holds honestly, a bound so a forged request cannot grow the events without end. A
 * module of its own, without zod, so the applicant's light page stops recording at the same number
 * (docs/decisions/0015-applicant-page-of-its-own.md).
 */
export const maxPageSignals = 100;
