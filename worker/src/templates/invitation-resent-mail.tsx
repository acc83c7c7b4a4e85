import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { CompanyField, MailHeading, oneLine, Paragraph, unlinkable } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';
import { TestLinkExplained } from './applicant-invitation-mail.tsx';

type InvitationResent = MailPayload<'invitationResent'>;
export type InvitationResentMailProps = InvitationResent & MailContext;

export const invitationResentSubject = ({ companyName }: InvitationResent, text: MailText) => oneLine(text('invitationResent.subject', { companyName }));

/**
 * The invitation again (the envelope button in Send invitations), with a new link. It says the
 * earlier link is dead, since a lost or forwarded mail is the usual reason to send again.
 */
export default function InvitationResentMail(props: InvitationResentMailProps) {
  const { companyName, fullName, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('invitationResent.preview', { companyName: unlinkable(companyName) })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('invitationResent.heading')}</MailHeading>
      <Paragraph>{text('common.greeting', { name: fullName })}</Paragraph>
      <Paragraph>{text('invitationResent.intro')}</Paragraph>
      <CompanyField companyName={companyName} />
      <Paragraph>
        <strong>{text('invitationResent.earlierLinks')}</strong>
      </Paragraph>
      <TestLinkExplained {...props} />
      <Paragraph muted>{text('applicantInvitation.ignore')}</Paragraph>
    </MailLayout>
  );
}

InvitationResentMail.PreviewProps = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  textFolder: 'acmelogistics',
  linkCode: 'preview-new-link-code',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies InvitationResentMailProps;

export const invitationResentMail: MailTemplate<'invitationResent'> = {
  subject: invitationResentSubject,
  onBehalfOf: ({ companyName }) => companyName,
  body: (payload, context) => <InvitationResentMail {...payload} {...context} />,
};
