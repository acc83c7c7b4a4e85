/**
 * Where the company stands on a finished applicant: its own status and private note, beside the
 * pass mark and the review (docs/decisions/0062-statuses-notes-and-comparison.md). The web app
 * imports this file too: no Node, no database.
 */

/** The statuses a company sets on a result; none at first (null). */
export const resultStatuses = ['shortlisted', 'hired', 'rejected'] as const;
export type ResultStatus = (typeof resultStatuses)[number];

/** The results list's status filter: any status, no status yet, or one status. */
export const statusFilters = ['any', 'none', ...resultStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

/**
 * Sorted by status: furthest along first (hired, shortlisted), then those not yet decided, then
 * the rejected. The SQL twin is queries.ts's statusRankSql, and migration 0028's index.
 */
export const statusRank = (status: ResultStatus | null): number => (status === null ? 2 : { hired: 0, shortlisted: 1, rejected: 3 }[status]);

/** The longest private note a company may keep on a result. */
export const maxResultNoteLength = 2000;

/** How many results the comparison shows side by side, at least and at most. */
export const comparedResults = { min: 2, max: 4 } as const;
