import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import { isMailKind, mailCatalogue, type MailKind, type MailPayload } from '@typetest/events';
import { defaultLanguage, type Language, languages } from '@typetest/events/i18n';
import { accountClosingCancelledMail, accountClosingRequestedMail } from './account-closing-mail.tsx';
import { applicantInvitationMail } from './applicant-invitation-mail.tsx';
import { applicantLockedMail } from './applicant-locked-mail.tsx';
import { applicantReminderMail } from './applicant-reminder-mail.tsx';
import { applicantResultsMail } from './applicant-results-mail.tsx';
import { companyWelcomeMail } from './company-welcome-mail.tsx';
import { contactRequestMail } from './contact-request-mail.tsx';
import { emailVerificationMail } from './email-verification-mail.tsx';
import { invitationResentMail } from './invitation-resent-mail.tsx';
import { loginEmailChangedMail } from './login-email-changed-mail.tsx';
import { passwordResetMail } from './password-reset-mail.tsx';
import { resultsEmailChangedFormerMail, resultsEmailChangedMail } from './results-email-changed-mail.tsx';
import { supportRequestMail } from './support-request-mail.tsx';
import { mailWords } from './mail-i18n.ts';
import type { MailContext, MailTemplate } from './mail-template.ts';
import { renderHtml } from './render-html.tsx';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The company the product sends this mail for, when it does: the sender's name says so (sender-name.ts). */
  onBehalfOf?: string;
  /** The language it is written in, the recipient's: the sender's name is said in it too. */
  language: Language;
}

/** One template per mail kind: adding a kind to the catalogue without a template fails type-checking. */
export const templates: { [K in MailKind]: MailTemplate<K> } = {
  contactRequest: contactRequestMail,
  companyWelcome: companyWelcomeMail,
  emailVerification: emailVerificationMail,
  passwordReset: passwordResetMail,
  loginEmailChanged: loginEmailChangedMail,
  resultsEmailChanged: resultsEmailChangedMail,
  resultsEmailChangedFormer: resultsEmailChangedFormerMail,
  accountClosingRequested: accountClosingRequestedMail,
  accountClosingCancelled: accountClosingCancelledMail,
  supportRequest: supportRequestMail,
  applicantInvitation: applicantInvitationMail,
  invitationResent: invitationResentMail,
  applicantReminder: applicantReminderMail,
  applicantResults: applicantResultsMail,
  applicantLocked: applicantLockedMail,
};

/**
 * The plain-text part from the rendered HTML, as react-email's `render(body, { plainText: true })`
 * makes it (its own selectors), without rendering the body a second time, and with the converter
 * compiled once: both halve the cost of a mail (bench: `npm run bench -- mail`).
 */
const htmlToText = compile({ wordwrap: false, selectors: plainTextSelectors });

export async function renderMail<K extends MailKind>(kind: K, payload: MailPayload<K>, context: MailContext): Promise<RenderedMail> {
  const template: MailTemplate<K> = templates[kind];
  const html = await renderHtml(template.body(payload, context));
  const text = htmlToText(html);
  const onBehalfOf = template.onBehalfOf?.(payload);
  const subject = template.subject(payload, mailWords(context.language));
  return { subject, html, text, language: context.language, ...(onBehalfOf === undefined ? {} : { onBehalfOf }) };
}

/** A mail that cannot be rendered will never render: retrying it is pointless. */
export class UnrenderableMail extends Error {
  override name = 'UnrenderableMail';
}

/**
 * The language a stored mail is written in: its payload's `language`, where the mail was decided
 * with the recipient's, else the default. A language the product no longer speaks is the default
 * too, rather than a mail never sent.
 */
export function recipientLanguageOf(payload: unknown): Language {
  const language: unknown = typeof payload === 'object' && payload !== null ? (payload as { language?: unknown }).language : undefined;
  return languages.find((known) => known === language) ?? defaultLanguage;
}

/** Renders a mail as the outbox stores it, checking kind and payload against the mail catalogue, in the recipient's language. */
export async function renderStoredMail(kind: string, payload: unknown, { publicUrl }: Pick<MailContext, 'publicUrl'>): Promise<RenderedMail> {
  if (!isMailKind(kind)) throw new UnrenderableMail(`Unknown mail kind "${kind}"`);
  const parsed = mailCatalogue[kind].safeParse(payload);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`);
    throw new UnrenderableMail(`The ${kind} payload does not match its schema (${problems.join('; ')})`);
  }
  return renderMail(kind, parsed.data, { publicUrl, language: recipientLanguageOf(payload) });
}
