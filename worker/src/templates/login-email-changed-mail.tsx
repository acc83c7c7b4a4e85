import { accountLinks, type MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { mailText } from './mail-i18n.ts';
import { ActionButton, MailHeading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type LoginEmailChanged = MailPayload<'loginEmailChanged'>;
export type LoginEmailChangedMailProps = LoginEmailChanged & MailContext;

export const loginEmailChangedSubject = ({ companyName }: LoginEmailChanged) => oneLine(mailText('loginEmailChanged.subject', { companyName }));

/** Sent to the previous address: whoever owns it can take the account back if the change was not theirs. */
export default function LoginEmailChangedMail(props: LoginEmailChangedMailProps) {
  const { companyName, previousEmail, loginEmail, recoverCode, publicUrl } = props;
  return (
    <MailLayout preview={mailText('loginEmailChanged.preview', { companyName, loginEmail })} publicUrl={publicUrl}>
      <MailHeading>{mailText('loginEmailChanged.heading')}</MailHeading>
      <Paragraph>{mailText('loginEmailChanged.intro', { companyName, previousEmail, loginEmail })}</Paragraph>
      <Paragraph>{mailText('loginEmailChanged.ifYou')}</Paragraph>
      <Paragraph>{mailText('loginEmailChanged.ifNotYou')}</Paragraph>
      <ActionButton href={accountLinks.recoverEmail(publicUrl, recoverCode)} label={mailText('loginEmailChanged.button')} />
      <Paragraph muted>{mailText('common.expiresIn7Days')}</Paragraph>
      <Paragraph muted>{mailText('loginEmailChanged.afterRestoring')}</Paragraph>
    </MailLayout>
  );
}

LoginEmailChangedMail.PreviewProps = {
  companyName: 'Acme Logistics',
  previousEmail: 'ada@acme.example',
  loginEmail: 'hiring@acme.example',
  recoverCode: 'preview-recover-code',
  publicUrl: 'http://localhost:3000',
} satisfies LoginEmailChangedMailProps;

export const loginEmailChangedMail: MailTemplate<'loginEmailChanged'> = {
  subject: loginEmailChangedSubject,
  body: (payload, context) => <LoginEmailChangedMail {...payload} {...context} />,
};
