import { z } from 'zod';
import type { MailSecretFields } from '../mail/mail-definitions.ts';

const resultsEmailChange = z.object({ companyName: z.string(), previousEmail: z.string(), resultsEmail: z.string() });

/** The mails a company's account causes, with the data each template needs (composed in events/src/catalogue.ts). */
export const companyMailPayloads = {
  /** Registration: welcome, the company's page address, and the link that verifies the login e-mail. */
  companyWelcome: z.object({
    companyName: z.string(),
    contactName: z.string(),
    loginEmail: z.string(),
    textFolder: z.string(),
    verifyCode: z.string(),
  }),
  /** The verification link again (a changed login e-mail, or asked for). */
  emailVerification: z.object({ companyName: z.string(), email: z.string(), verifyCode: z.string() }),
  /** Forgot password: the reset link. */
  passwordReset: z.object({ companyName: z.string(), email: z.string(), resetCode: z.string() }),
  /** To the old address when the login e-mail changed, with the link that restores it. */
  loginEmailChanged: z.object({ companyName: z.string(), previousEmail: z.string(), loginEmail: z.string(), recoverCode: z.string() }),
  /**
   * The results e-mail changed: a notice to the login e-mail (as it was before the change), so an
   * owner whose account is being used by someone else hears of it.
   */
  resultsEmailChanged: resultsEmailChange,
  /** The same notice to the address that received the results until now. */
  resultsEmailChangedFormer: resultsEmailChange,
  /**
   * The company asked to close its account (close-account.ts): on which day it closes, in the
   * company's time zone, what goes then, and how to cancel.
   */
  accountClosingRequested: z.object({ companyName: z.string(), closesAt: z.iso.datetime(), timeZone: z.string() }),
  /** The company cancelled the closing: the account stays open. */
  accountClosingCancelled: z.object({ companyName: z.string() }),
  /** Contact support: a company's message to the operators, reply-to the company. */
  supportRequest: z.object({
    companyId: z.string(),
    companyName: z.string(),
    contactName: z.string(),
    loginEmail: z.string(),
    title: z.string(),
    details: z.string(),
    requestedAt: z.iso.datetime(),
  }),
};

/** The payload fields of each that are secrets (events/src/mail/catalogue.ts says what that means). */
export const companyMailSecrets = {
  companyWelcome: ['verifyCode'],
  emailVerification: ['verifyCode'],
  passwordReset: ['resetCode'],
  loginEmailChanged: ['recoverCode'],
  resultsEmailChanged: [],
  resultsEmailChangedFormer: [],
  accountClosingRequested: [],
  accountClosingCancelled: [],
  supportRequest: [],
} as const satisfies MailSecretFields<typeof companyMailPayloads>;
