import { accountLinks, type MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { mailText } from './mail-i18n.ts';
import { ActionButton, MailHeading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type EmailVerification = MailPayload<'emailVerification'>;
export type EmailVerificationMailProps = EmailVerification & MailContext;

export const emailVerificationSubject = (_payload: EmailVerification) => oneLine(mailText('emailVerification.subject'));

/** The verification link again, to be opened while logged in (docs/product.md §2: the login page's vc). */
export default function EmailVerificationMail(props: EmailVerificationMailProps) {
  const { companyName, email, verifyCode, publicUrl } = props;
  return (
    <MailLayout preview={mailText('emailVerification.preview', { email, companyName })} publicUrl={publicUrl}>
      <MailHeading>{mailText('emailVerification.heading')}</MailHeading>
      <Paragraph>{mailText('emailVerification.intro', { email, companyName })}</Paragraph>
      <ActionButton href={accountLinks.verifyEmailSignedIn(publicUrl, verifyCode)} label={mailText('emailVerification.button')} />
      <Paragraph muted>{mailText('emailVerification.logInNote')}</Paragraph>
      <Paragraph muted>{mailText('common.expiresIn7Days')}</Paragraph>
      <Paragraph muted>{mailText('emailVerification.ignore')}</Paragraph>
    </MailLayout>
  );
}

EmailVerificationMail.PreviewProps = {
  companyName: 'Acme Logistics',
  email: 'ada@acme.example',
  verifyCode: 'preview-verify-code',
  publicUrl: 'http://localhost:3000',
} satisfies EmailVerificationMailProps;

export const emailVerificationMail: MailTemplate<'emailVerification'> = {
  subject: emailVerificationSubject,
  body: (payload, context) => <EmailVerificationMail {...payload} {...context} />,
};
