import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { mailText } from './mail-i18n.ts';
import { ActionButton, CompanyField, MailHeading, oneLine, Paragraph, unlinkable } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ApplicantInvitation = MailPayload<'applicantInvitation'>;
export type ApplicantInvitationMailProps = ApplicantInvitation & MailContext;

/**
 * The applicant's personal link, `{PUBLIC_URL}/{textFolder}?code={applicantCode}` (docs/product.md §1). Both
 * parts encoded: the mail must lead to exactly the folder and code the link was made with.
 */
export const applicantTestUrl = (publicUrl: string, textFolder: string, applicantCode: string) =>
  `${publicUrl}/${encodeURIComponent(textFolder)}?code=${encodeURIComponent(applicantCode)}`;

/** The product's words first, the company's name inside them (mail-en.ts). */
export const applicantInvitationSubject = ({ companyName }: ApplicantInvitation) => oneLine(mailText('applicantInvitation.subject', { companyName }));

/**
 * What the test is and the personal link: the same in the first invitation and in a re-sent one,
 * so an applicant who only reads the newer mail still learns everything.
 */
export function TestLinkExplained({ textFolder, applicantCode, publicUrl }: ApplicantInvitationMailProps) {
  return (
    <>
      <Paragraph>{mailText('applicantInvitation.howItWorks')}</Paragraph>
      <Paragraph>{mailText('applicantInvitation.results')}</Paragraph>
      <Paragraph>{mailText('applicantInvitation.linkIntro')}</Paragraph>
      <ActionButton href={applicantTestUrl(publicUrl, textFolder, applicantCode)} label={mailText('applicantInvitation.button')} />
      <Paragraph muted>{mailText('applicantInvitation.validity')}</Paragraph>
    </>
  );
}

/** Invite applicants (docs/product.md §2): a company invites someone to its typing test. */
export default function ApplicantInvitationMail(props: ApplicantInvitationMailProps) {
  const { companyName, fullName, publicUrl } = props;
  return (
    <MailLayout preview={mailText('applicantInvitation.preview', { companyName: unlinkable(companyName) })} publicUrl={publicUrl}>
      <MailHeading>{mailText('applicantInvitation.heading')}</MailHeading>
      <Paragraph>{mailText('common.greeting', { name: fullName })}</Paragraph>
      <Paragraph>{mailText('applicantInvitation.intro')}</Paragraph>
      <CompanyField companyName={companyName} />
      <TestLinkExplained {...props} />
      <Paragraph muted>{mailText('applicantInvitation.ignore')}</Paragraph>
    </MailLayout>
  );
}

ApplicantInvitationMail.PreviewProps = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  textFolder: 'acmelogistics',
  applicantCode: 'preview-applicant-code',
  publicUrl: 'http://localhost:3000',
} satisfies ApplicantInvitationMailProps;

export const applicantInvitationMail: MailTemplate<'applicantInvitation'> = {
  subject: applicantInvitationSubject,
  onBehalfOf: ({ companyName }) => companyName,
  body: (payload, context) => <ApplicantInvitationMail {...payload} {...context} />,
};
