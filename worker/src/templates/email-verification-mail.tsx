import { accountLinks, type MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { ActionButton, MailHeading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type EmailVerification = MailPayload<'emailVerification'>;
export type EmailVerificationMailProps = EmailVerification & MailContext;

export const emailVerificationSubject = (_payload: EmailVerification, text: MailText) => oneLine(text('emailVerification.subject'));

/** The verification link again, to be opened while logged in (docs/product.md §2: the login page's vc). */
export default function EmailVerificationMail(props: EmailVerificationMailProps) {
  const { companyName, email, verifyCode, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('emailVerification.preview', { email, companyName })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('emailVerification.heading')}</MailHeading>
      <Paragraph>{text('emailVerification.intro', { email, companyName })}</Paragraph>
      <ActionButton href={accountLinks.verifyEmailSignedIn(publicUrl, verifyCode)} label={text('emailVerification.button')} />
      <Paragraph muted>{text('emailVerification.logInNote')}</Paragraph>
      <Paragraph muted>{text('common.expiresIn7Days')}</Paragraph>
      <Paragraph muted>{text('emailVerification.ignore')}</Paragraph>
    </MailLayout>
  );
}

EmailVerificationMail.PreviewProps = {
  companyName: 'Acme Logistics',
  email: 'ada@acme.example',
  verifyCode: 'preview-verify-code',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies EmailVerificationMailProps;

export const emailVerificationMail: MailTemplate<'emailVerification'> = {
  subject: emailVerificationSubject,
  body: (payload, context) => <EmailVerificationMail {...payload} {...context} />,
};
