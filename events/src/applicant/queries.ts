/**
 * Every query of the applicant feature, by the job it does: its read tables (projection.ts), its
 * secret table (secret-tables.ts) and the events they need. Each takes the database or the
 * transaction first (a `Transaction` is a `Kysely`), so the command pipeline can run them inside
 * its commit; the routes write no SQL of their own. Link codes arrive here hashed.
 */
export * from './inviting-company-queries.ts';
export * from './awaiting-queries.ts';
export * from './link-queries.ts';
export * from './linked-applicant-queries.ts';
export * from './result-queries.ts';
export * from './privacy-queries.ts';
