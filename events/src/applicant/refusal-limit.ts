/**
 * After this many refused attempts at one test, the link stops working until the company sends it
 * again. A module of its own, without zod, so the applicant's light page can tell applicants the
 * limit (docs/decisions/0015-applicant-page-of-its-own.md) from the one number the server enforces.
 */
export const maxRefusalsPerStage = 5;
