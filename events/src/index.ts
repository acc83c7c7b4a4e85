// The domain kernel's public face for the api, the worker and ops.
export * from './catalogue.ts';
export * from './platform/config.ts';
export * from './platform/database.ts';
export * from './store/append.ts';
export * from './store/commit.ts';
export * from './store/errors.ts';
export * from './store/metadata.ts';
export * from './store/read-log.ts';
export * from './store/read-stream.ts';
export * from './projections/registry.ts';
export * from './projections/replay.ts';
export * from './mail/catalogue.ts';
export * from './outbox/tables.ts';
export * from './outbox/record-mails.ts';
export * from './outbox/mail-log.ts';
export * from './contact/contact-request.ts';
export * from './contact/request-contact.ts';
