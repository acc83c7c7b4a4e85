// What the server processes (api, worker, ops, bench) need around the domain: configuration from
// the environment, the Postgres pool and proxy parsing. Node only: the web app never imports it.
export * from './config.ts';
export * from './database.ts';
export * from './dependency-unavailable.ts';
export * from './trust-proxy.ts';
export * from './log.ts';
export * from './mail-pipeline.ts';
export * from './send-failure.ts';
export * from './smtp-probe.ts';
export * from './login-failures.ts';
