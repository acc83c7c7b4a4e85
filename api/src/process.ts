// What the composition root (server/src/main.ts) needs to run the API as a process: its services
// (Postgres migrated, Redis), the agreement between API processes, connection draining and the
// process metrics. The app itself is the package's main export (app.ts).
export { serveProcessMetrics } from './features/health/process-metrics.ts';
export { type Drainable, drainable } from './http/drain.ts';
export { checkApiProcessesAgree, joinApiProcesses } from './platform/process-agreement.ts';
export { startRedisIfNeeded } from './platform/private-redis.ts';
export { connectRedis, openDatabase, StartupError } from './platform/services.ts';
