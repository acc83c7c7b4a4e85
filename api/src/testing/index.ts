// The API's test helpers for tests outside the package: the composition root's (server/src), which
// run the API beside the mail worker or start the product as a process.
export { givenSignedInCompany, post } from '../features/account/given-account.ts';
export { applicantRow, applicantTestEnv, givenInvited, invite, linkCodeOf, stageFinished, submitAuth, typedStage } from '../features/applicants/given-applicants.ts';
export { databaseDump, foundAnywhere, logFragments, opsReplay, redisDump } from './auditor-scans.ts';
export { withinMs } from './deadline.ts';
export { descendantsOf, nothingListensOn, type ProcessInfo, stillRunning } from './process-tree.ts';
export { freePort, startProductProcess } from './product-process.ts';
export { createTestRedis, testRedisUrl } from './redis.ts';
export { type ServedApp, serveOnFreePort } from './serve-app.ts';
export { type TestApi, useTestApi } from './test-api.ts';
