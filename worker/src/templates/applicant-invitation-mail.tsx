import { maxRefusalsPerStage, type MailPayload } from '@typetest/events';
import { CompanyLogo } from './company-logo.tsx';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords, useMailText } from './mail-i18n.ts';
import { ActionButton, CompanyField, FieldLabel, formatDay, MailHeading, oneLine, Paragraph, TypedText, unlinkable } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ApplicantInvitation = MailPayload<'applicantInvitation'>;
export type ApplicantInvitationMailProps = ApplicantInvitation & MailContext;

/**
 * The applicant's personal link, `{PUBLIC_URL}/{textFolder}?code={linkCode}` (docs/product.md §1). Both
 * parts encoded: the mail must lead to exactly the folder and code the link was made with.
 */
export const applicantTestUrl = (publicUrl: string, textFolder: string, linkCode: string) => `${publicUrl}/${encodeURIComponent(textFolder)}?code=${encodeURIComponent(linkCode)}`;

/** The product's words first, the company's name inside them (mail-en.ts). */
export const applicantInvitationSubject = ({ companyName }: ApplicantInvitation, text: MailText) => oneLine(text('applicantInvitation.subject', { companyName }));

/**
 * What the test is, its rules (the test page says them too) and the personal link: the same in the
 * first invitation, a re-sent one and a reminder, so an applicant who only reads the newest mail still learns everything. With a
 * deadline, the last day the link works, in the company's time zone (named).
 */
export function TestLinkExplained({ textFolder, linkCode, publicUrl, deadline, timeZone = 'UTC', language, contactEmail }: ApplicantInvitationMailProps) {
  const text = useMailText();
  const lastDay = deadline ? formatDay(deadline, timeZone, language) : undefined;
  return (
    <>
      <Paragraph>{text('applicantInvitation.howItWorks')}</Paragraph>
      <Paragraph>{text('applicantInvitation.results')}</Paragraph>
      <Paragraph>{text('applicantInvitation.rules.time')}</Paragraph>
      <Paragraph>{text('applicantInvitation.rules.reload')}</Paragraph>
      <Paragraph>{text('applicantInvitation.rules.keyByKey', { max: String(maxRefusalsPerStage) })}</Paragraph>
      <Paragraph>{text('applicantInvitation.linkIntro')}</Paragraph>
      <ActionButton href={applicantTestUrl(publicUrl, textFolder, linkCode)} label={text('applicantInvitation.button')} />
      <Paragraph muted>{lastDay ? text('applicantInvitation.validityUntil', { date: lastDay.day, timeZone: lastDay.timeZone }) : text('applicantInvitation.validity')}</Paragraph>
      {contactEmail ? <Paragraph>{text('applicantInvitation.contact', { email: contactEmail })}</Paragraph> : null}
    </>
  );
}

/** Invite applicants (docs/product.md §2): a company invites someone to its typing test. */
export default function ApplicantInvitationMail(props: ApplicantInvitationMailProps) {
  const { companyName, fullName, publicUrl, language, welcomeNote, logo } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('applicantInvitation.preview', { companyName: unlinkable(companyName) })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('applicantInvitation.heading')}</MailHeading>
      <Paragraph>{text('common.greeting', { name: fullName })}</Paragraph>
      <Paragraph>{text('applicantInvitation.intro')}</Paragraph>
      {logo ? <CompanyLogo logo={logo} companyName={companyName} publicUrl={publicUrl} /> : null}
      <CompanyField companyName={companyName} />
      {welcomeNote ? (
        // The company's own words, as data under the product's label, never a link (as its name).
        <>
          <FieldLabel>{text('applicantInvitation.note')}</FieldLabel>
          <TypedText text={unlinkable(welcomeNote)} />
        </>
      ) : null}
      <TestLinkExplained {...props} />
      <Paragraph muted>{text('applicantInvitation.ignore')}</Paragraph>
    </MailLayout>
  );
}

ApplicantInvitationMail.PreviewProps = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  textFolder: 'acmelogistics',
  linkCode: 'preview-link-code',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies ApplicantInvitationMailProps;

export const applicantInvitationMail: MailTemplate<'applicantInvitation'> = {
  subject: applicantInvitationSubject,
  onBehalfOf: ({ companyName }) => companyName,
  body: (payload, context) => <ApplicantInvitationMail {...payload} {...context} />,
};
