import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { CompanyField, MailHeading, oneLine, Paragraph, unlinkable } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';
import { TestLinkExplained } from './applicant-invitation-mail.tsx';

type ApplicantReminder = MailPayload<'applicantReminder'>;
export type ApplicantReminderMailProps = ApplicantReminder & MailContext;

/** The product's words first, the company's name inside them, as in the invitation. */
export const applicantReminderSubject = ({ companyName }: ApplicantReminder, text: MailText) => oneLine(text('applicantReminder.subject', { companyName }));

/**
 * A reminder to an applicant who has not finished: the automatic one (REMINDER_AFTER_HOURS after
 * the last link) or one the company sent by hand. It carries a fresh link (the earlier one no
 * longer works, docs/decisions/0035-reminders-and-deadlines.md) and, with a deadline, its last day.
 */
export default function ApplicantReminderMail(props: ApplicantReminderMailProps) {
  const { companyName, fullName, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('applicantReminder.preview', { companyName: unlinkable(companyName) })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('applicantReminder.heading')}</MailHeading>
      <Paragraph>{text('common.greeting', { name: fullName })}</Paragraph>
      <Paragraph>{text('applicantReminder.intro')}</Paragraph>
      <CompanyField companyName={companyName} />
      <Paragraph>
        <strong>{text('applicantReminder.newLink')}</strong>
      </Paragraph>
      <TestLinkExplained {...props} />
      <Paragraph muted>{text('applicantInvitation.ignore')}</Paragraph>
    </MailLayout>
  );
}

ApplicantReminderMail.PreviewProps = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  textFolder: 'acmelogistics',
  linkCode: 'preview-reminder-link-code',
  deadline: '2026-11-30T22:59:59.999Z',
  timeZone: 'Europe/Stockholm',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies ApplicantReminderMailProps;

export const applicantReminderMail: MailTemplate<'applicantReminder'> = {
  subject: applicantReminderSubject,
  onBehalfOf: ({ companyName }) => companyName,
  body: (payload, context) => <ApplicantReminderMail {...payload} {...context} />,
};
