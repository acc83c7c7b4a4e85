import { accountLinks, type MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { ActionButton, MailHeading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type PasswordReset = MailPayload<'passwordReset'>;
export type PasswordResetMailProps = PasswordReset & MailContext;

export const passwordResetSubject = (_payload: PasswordReset, text: MailText) => oneLine(text('passwordReset.subject'));

/** Forgot password: the link to the login page's reset view (docs/product.md §2: fpc). */
export default function PasswordResetMail(props: PasswordResetMailProps) {
  const { companyName, email, resetCode, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('passwordReset.preview', { email })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('passwordReset.heading')}</MailHeading>
      <Paragraph>{text('passwordReset.intro', { companyName, email })}</Paragraph>
      <ActionButton href={accountLinks.resetPassword(publicUrl, resetCode)} label={text('passwordReset.button')} />
      <Paragraph muted>{text('common.expiresIn1Hour')}</Paragraph>
      <Paragraph muted>{text('passwordReset.ignore')}</Paragraph>
    </MailLayout>
  );
}

PasswordResetMail.PreviewProps = {
  companyName: 'Acme Logistics',
  email: 'ada@acme.example',
  resetCode: 'preview-reset-code',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies PasswordResetMailProps;

export const passwordResetMail: MailTemplate<'passwordReset'> = {
  subject: passwordResetSubject,
  body: (payload, context) => <PasswordResetMail {...payload} {...context} />,
};
