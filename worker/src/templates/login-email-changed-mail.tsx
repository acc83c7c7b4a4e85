import { accountLinks, type MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { ActionButton, MailHeading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type LoginEmailChanged = MailPayload<'loginEmailChanged'>;
export type LoginEmailChangedMailProps = LoginEmailChanged & MailContext;

export const loginEmailChangedSubject = ({ companyName }: LoginEmailChanged, text: MailText) => oneLine(text('loginEmailChanged.subject', { companyName }));

/** Sent to the previous address: whoever owns it can take the account back if the change was not theirs. */
export default function LoginEmailChangedMail(props: LoginEmailChangedMailProps) {
  const { companyName, previousEmail, loginEmail, recoverCode, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('loginEmailChanged.preview', { companyName, loginEmail })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('loginEmailChanged.heading')}</MailHeading>
      <Paragraph>{text('loginEmailChanged.intro', { companyName, previousEmail, loginEmail })}</Paragraph>
      <Paragraph>{text('loginEmailChanged.ifYou')}</Paragraph>
      <Paragraph>{text('loginEmailChanged.ifNotYou')}</Paragraph>
      <ActionButton href={accountLinks.recoverEmail(publicUrl, recoverCode)} label={text('loginEmailChanged.button')} />
      <Paragraph muted>{text('common.expiresIn7Days')}</Paragraph>
      <Paragraph muted>{text('loginEmailChanged.afterRestoring')}</Paragraph>
    </MailLayout>
  );
}

LoginEmailChangedMail.PreviewProps = {
  companyName: 'Acme Logistics',
  previousEmail: 'ada@acme.example',
  loginEmail: 'hiring@acme.example',
  recoverCode: 'preview-recover-code',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies LoginEmailChangedMailProps;

export const loginEmailChangedMail: MailTemplate<'loginEmailChanged'> = {
  subject: loginEmailChangedSubject,
  body: (payload, context) => <LoginEmailChangedMail {...payload} {...context} />,
};
