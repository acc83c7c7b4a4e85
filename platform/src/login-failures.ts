import { createHash } from 'node:crypto';

/**
 * Where the API counts failed logins for an address (api/src/auth/login-throttle.ts), and where
 * the worker drops them when an account closes (worker/src/account-closing.ts): under a SHA-256
 * of the address, so no key of Redis spells an e-mail address, not even one that someone merely
 * tried (docs/decisions/0068-closing-an-account.md).
 */
export const loginFailuresKey = (prefix: string, email: string) => `${prefix}:login-failures:${createHash('sha256').update(email).digest('hex')}`;
