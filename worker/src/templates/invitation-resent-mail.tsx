import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { mailText } from './mail-i18n.ts';
import { CompanyField, MailHeading, oneLine, Paragraph, unlinkable } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';
import { TestLinkExplained } from './applicant-invitation-mail.tsx';

type InvitationResent = MailPayload<'invitationResent'>;
export type InvitationResentMailProps = InvitationResent & MailContext;

export const invitationResentSubject = ({ companyName }: InvitationResent) => oneLine(mailText('invitationResent.subject', { companyName }));

/**
 * The invitation again (the envelope button in Send invitations), with a new link. It says the
 * earlier link is dead, since a lost or forwarded mail is the usual reason to send again.
 */
export default function InvitationResentMail(props: InvitationResentMailProps) {
  const { companyName, fullName, publicUrl } = props;
  return (
    <MailLayout preview={mailText('invitationResent.preview', { companyName: unlinkable(companyName) })} publicUrl={publicUrl}>
      <MailHeading>{mailText('invitationResent.heading')}</MailHeading>
      <Paragraph>{mailText('common.greeting', { name: fullName })}</Paragraph>
      <Paragraph>{mailText('invitationResent.intro')}</Paragraph>
      <CompanyField companyName={companyName} />
      <Paragraph>
        <strong>{mailText('invitationResent.earlierLinks')}</strong>
      </Paragraph>
      <TestLinkExplained {...props} />
      <Paragraph muted>{mailText('applicantInvitation.ignore')}</Paragraph>
    </MailLayout>
  );
}

InvitationResentMail.PreviewProps = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  textFolder: 'acmelogistics',
  applicantCode: 'preview-new-applicant-code',
  publicUrl: 'http://localhost:3000',
} satisfies InvitationResentMailProps;

export const invitationResentMail: MailTemplate<'invitationResent'> = {
  subject: invitationResentSubject,
  onBehalfOf: ({ companyName }) => companyName,
  body: (payload, context) => <InvitationResentMail {...payload} {...context} />,
};
