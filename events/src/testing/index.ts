// Test support shared by every package's integration and end-to-end tests.
export * from './database.ts';
export * from './redis.ts';
export * from './keystroke-log.ts';
