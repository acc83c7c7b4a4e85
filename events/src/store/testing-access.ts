// The store's writing internals, for tests that arrange the log directly (an event as an older
// version wrote it, many applicants at once) and for nothing else: the product changes state
// only through the command pipeline (handle-command.ts), by way of a feature's use cases.
// events/src/one-way-in.test.ts fails when the product's own code imports it.
export * from './append.ts';
export * from './commit.ts';
