// The applicant feature's use cases: one function per action, each answering a discriminated
// outcome; the API's routes map the outcome to HTTP, the worker's schedule calls them as they are.
export * from './context.ts';
export * from './send-invitations.ts';
export * from './send-invitation-again.ts';
export * from './send-reminder.ts';
export * from './remove-awaiting-applicant.ts';
export * from './send-due-reminders.ts';
export * from './invitation-link.ts';
export * from './result-links.ts';
export * from './decide-on-result.ts';
