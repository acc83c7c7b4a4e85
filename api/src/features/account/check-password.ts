import { companyQueries } from '@typetest/events';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

export type PasswordCheckOutcome = { outcome: 'correct'; companyId: string } | { outcome: 'wrong' } | { outcome: 'tooMany'; wait: number };

/**
 * A company's password checked the one way, for logging in and for confirming a change of
 * address in the settings: the throttle first (login-throttle.ts: a client made to wait costs
 * the server nothing), then the hash compared in constant time (an unknown address costs a hash
 * all the same, so the answer's timing tells nothing), the failure or success counted, and a
 * hash made at an older cost made again with the password at hand. `companyId`: the signed-in
 * company's own password (its address `email`); else the company whose login e-mail `email` is.
 * `client`: whom the throttle counts apart (a client address, or one sign-in).
 */
export async function checkPassword(
  { db, auth }: Pick<AccountDependencies, 'db' | 'auth'>,
  { email, password, client, companyId }: { email: string; password: string; client: string; companyId?: string },
): Promise<PasswordCheckOutcome> {
  const { loginThrottle, passwords } = auth;
  const wait = await loginThrottle.waitFor(email, client);
  if (wait !== undefined) return { outcome: 'tooMany', wait };
  const found = companyId === undefined ? await companyQueries.findLogin(db, email) : { companyId, passwordHash: await companyQueries.findPasswordHash(db, companyId) };
  const passwordHash = found?.passwordHash;
  const correct = passwordHash ? await passwords.verify(password, passwordHash) : await passwords.verifyNothing(password);
  if (!found || !passwordHash || !correct) {
    await loginThrottle.failed(email, client);
    return { outcome: 'wrong' };
  }
  await loginThrottle.succeeded(email, client);
  if (passwords.needsRehash(passwordHash)) await companyQueries.updatePasswordHash(db, found.companyId, await passwords.hash(password));
  return { outcome: 'correct', companyId: found.companyId };
}
