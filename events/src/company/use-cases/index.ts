// The company feature's use cases: one function per action, each answering a discriminated
// outcome; the API's routes map the outcome to HTTP.
export * from './verify-email-with-code.ts';
export * from './mail-budget.ts';
export * from './register-company-account.ts';
export * from './save-texts.ts';
export * from './send-password-reset.ts';
export * from './send-support-request.ts';
export * from './send-verification-mail.ts';
export * from './recover-login-email-with-code.ts';
