import type { Kysely } from 'kysely';
import type { Database, DomainEvent } from '../catalogue.ts';
import type { Secrets } from '../store/handle-command.ts';
import type { MailCodes } from './company-mails.ts';
import type { CompanyState } from './company-state.ts';
import { newOneTimeCode, useCode } from './one-time-codes.ts';
import { insertPasswordHash, retireOneTimeCodes, revokeCompanySessions, updatePasswordHash } from './queries.ts';
import type { OneTimeCodePurpose } from './secret-tables.ts';

/** What a request brings to its command's secrets; what they become is the policy's decision. */
export interface SecretInputs {
  /** The one-time code of the link the request followed: used up in the commit, or the whole change rolls back (CodeNotUsable). */
  followedLink?: { purpose: OneTimeCodePurpose; code: string } | undefined;
  /** The hash of the password the request sets (registration, reset). */
  passwordHash?: string | undefined;
  /** The sign-in making the change: it stays when the company's other sign-ins end. */
  sessionId?: string | undefined;
}

/** A one-time code to mint: its plain value goes into the mail (company-mails.ts), its hash into one_time_codes. */
export interface CodeToMint {
  purpose: OneTimeCodePurpose;
  email: string;
  /** recoverEmail only: the results e-mail of the moment, which the link restores. */
  resultsEmail?: string | undefined;
}

/** A change's secrets, as data: what to write beside the events, in this order. */
export interface SecretPlan {
  useCode?: { purpose: OneTimeCodePurpose; code: string };
  retireCodes: OneTimeCodePurpose[];
  password?: { hash: string; stored: 'new' | 'replaced' };
  mint: CodeToMint[];
  endSessions?: { reason: string; except?: string | undefined };
}

/** What following a link of each kind does besides using it up. */
const afterFollowing: Record<OneTimeCodePurpose, Pick<SecretPlan, 'retireCodes' | 'endSessions'>> = {
  verifyEmail: { retireCodes: [] },
  // A reset ends every reset link.
  resetPassword: { retireCodes: ['resetPassword'] },
  // Whoever changed the address is signed out (every sign-in ends, the one that made the change
  // too), and no other recover link (one mailed to the address they set, say) can take it back.
  // Written even when the address was back already (no events), like the link being used up.
  recoverEmail: { retireCodes: ['recoverEmail'], endSessions: { reason: 'login e-mail recovered' } },
};

function passwordHashOf(inputs: SecretInputs, event: DomainEvent): string {
  if (inputs.passwordHash === undefined) throw new Error(`${event.type} stores a password, but the command brought no hash`);
  return inputs.passwordHash;
}

/**
 * Policy: the company's secrets a decision causes (the mails' twin, company-mails.ts). `before` is
 * the state the events were decided on. One-time codes to mint follow from the events; sign-ins
 * end on a password change, on a login e-mail changed (all but the caller's) and on a recovery.
 */
export function planCompanySecrets(events: readonly DomainEvent[], before: CompanyState | undefined, inputs: SecretInputs): SecretPlan {
  const link = inputs.followedLink;
  const plan: SecretPlan = { retireCodes: [], mint: [], ...(link ? { useCode: link, ...afterFollowing[link.purpose] } : {}) };
  for (const event of events) {
    switch (event.type) {
      case 'CompanyRegistered':
        plan.password = { hash: passwordHashOf(inputs, event), stored: 'new' };
        break;
      case 'PasswordChanged':
        plan.password = { hash: passwordHashOf(inputs, event), stored: 'replaced' };
        plan.endSessions = { reason: 'password changed' };
        break;
      case 'EmailVerificationRequested':
        plan.mint.push({ purpose: 'verifyEmail', email: event.data.email });
        break;
      case 'PasswordResetRequested':
        plan.mint.push({ purpose: 'resetPassword', email: event.data.email });
        break;
      case 'LoginEmailChanged':
        // A recovered address needs no recover link back to the one the intruder set.
        if (event.data.reason !== 'changedInSettings') break;
        plan.mint.push({ purpose: 'recoverEmail', email: event.data.previousEmail, resultsEmail: before?.emailForReceivingResults });
        // Whoever else was signed in with the old address is signed out; the caller stays.
        plan.endSessions = { reason: 'login e-mail changed', except: inputs.sessionId };
        break;
      default:
        break;
    }
  }
  return plan;
}

const isEmpty = (plan: SecretPlan) => !plan.useCode && plan.retireCodes.length === 0 && !plan.password && plan.mint.length === 0 && !plan.endSessions;

/** What a company command keeps beside its events: the plain codes its mails carry, and the rows to write with them. */
export interface CompanySecrets extends Secrets {
  codes?: MailCodes;
}

/** The plan made real for one attempt: codes minted here, so a losing attempt's codes are never stored. */
export function companySecrets(companyId: string, plan: SecretPlan): CompanySecrets {
  if (isEmpty(plan)) return {};
  const minted = plan.mint.map(({ purpose, email, resultsEmail }) => ({ purpose, ...newOneTimeCode(purpose, companyId, email, { resultsEmail }) }));
  return {
    codes: Object.fromEntries(minted.map(({ purpose, code }) => [purpose, code])),
    async write(trx: Kysely<Database>) {
      if (plan.useCode) await useCode(trx, plan.useCode.purpose, plan.useCode.code, companyId);
      for (const purpose of plan.retireCodes) await retireOneTimeCodes(trx, companyId, purpose);
      if (plan.password?.stored === 'new') await insertPasswordHash(trx, companyId, plan.password.hash);
      if (plan.password?.stored === 'replaced') await updatePasswordHash(trx, companyId, plan.password.hash);
      for (const code of minted) await code.store(trx);
      if (plan.endSessions) await revokeCompanySessions(trx, { companyId, ...plan.endSessions });
    },
  };
}
