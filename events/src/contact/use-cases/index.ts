// The contact feature's use cases: one function per action, each answering a discriminated outcome.
export * from './send-contact-request.ts';
