import { render } from '@react-email/render';
import { isMailKind, mailCatalogue, type MailKind, type MailPayload } from '@typetest/events';
import { applicantInvitationMail } from './applicant-invitation-mail.tsx';
import { applicantResultsMail } from './applicant-results-mail.tsx';
import { companyWelcomeMail } from './company-welcome-mail.tsx';
import { contactRequestMail } from './contact-request-mail.tsx';
import { emailVerificationMail } from './email-verification-mail.tsx';
import { invitationResentMail } from './invitation-resent-mail.tsx';
import { loginEmailChangedMail } from './login-email-changed-mail.tsx';
import { passwordResetMail } from './password-reset-mail.tsx';
import { supportRequestMail } from './support-request-mail.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One template per mail kind: adding a kind to the catalogue without a template fails type-checking. */
const templates: { [K in MailKind]: MailTemplate<K> } = {
  contactRequest: contactRequestMail,
  companyWelcome: companyWelcomeMail,
  emailVerification: emailVerificationMail,
  passwordReset: passwordResetMail,
  loginEmailChanged: loginEmailChangedMail,
  supportRequest: supportRequestMail,
  applicantInvitation: applicantInvitationMail,
  invitationResent: invitationResentMail,
  applicantResults: applicantResultsMail,
};

export async function renderMail<K extends MailKind>(kind: K, payload: MailPayload<K>, context: MailContext): Promise<RenderedMail> {
  const template: MailTemplate<K> = templates[kind];
  const body = template.body(payload, context);
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { subject: template.subject(payload), html, text };
}

/** A mail that cannot be rendered will never render: retrying it is pointless. */
export class UnrenderableMail extends Error {
  override name = 'UnrenderableMail';
}

/** Renders a mail as the outbox stores it, checking kind and payload against the mail catalogue. */
export async function renderStoredMail(kind: string, payload: unknown, context: MailContext): Promise<RenderedMail> {
  if (!isMailKind(kind)) throw new UnrenderableMail(`Unknown mail kind "${kind}"`);
  const parsed = mailCatalogue[kind].safeParse(payload);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`);
    throw new UnrenderableMail(`The ${kind} payload does not match its schema (${problems.join('; ')})`);
  }
  return renderMail(kind, parsed.data, context);
}
