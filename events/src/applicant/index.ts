// What the web app may import of the applicant domain: the invitation checks, the calls' shapes
// and the standing arithmetic; nothing that needs Node or the database.
export * from './applicant-api.ts';
export * from './applicant-email.ts';
export * from './invitation-checks.ts';
export * from '../typing/pass-mark.ts';
export * from './flag-words.ts';
export * from './second-look.ts';
export * from './result-decision.ts';
export * from '../typing/page-signals.ts';
export { maxRefusalsPerStage, maxStoredOutOfStepRefusals, stageFlags, stageRefusalReasons, type StageFlag, type StageRefusalReason } from './events.ts';
export { measuredStages } from './applicant-state.ts';
export { fewestToCompareWith } from './standing.ts';
export * from './invitation-submits.ts';
export * from './invitation-link-api.ts';
export * from './retention.ts';
export * from './applicant-data.ts';
export * from './result-share-api.ts';
