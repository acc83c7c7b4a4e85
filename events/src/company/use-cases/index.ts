// The company feature's use cases: one function per action, each answering a discriminated
// outcome; the API's routes map the outcome to HTTP.
export * from './verify-email-with-code.ts';
