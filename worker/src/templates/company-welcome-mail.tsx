import { accountLinks, type MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { ActionButton, AddressLink, MailHeading, MailSubheading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type CompanyWelcome = MailPayload<'companyWelcome'>;
export type CompanyWelcomeMailProps = CompanyWelcome & MailContext;

export const companyWelcomeSubject = ({ companyName }: CompanyWelcome, text: MailText) => oneLine(text('companyWelcome.subject', { companyName }));

/**
 * Registration is done (docs/product.md §2, finished step): welcome, how applicants reach the test, the
 * verification link, next steps. The company's address alone (`/{textFolder}`, no code) is not
 * offered: it shows applicants "The URL you entered is invalid.", so the mail says what does work,
 * the personal links of the invitations (the payload keeps `textFolder` for mails already decided).
 */
export default function CompanyWelcomeMail(props: CompanyWelcomeMailProps) {
  const { companyName, contactName, loginEmail, verifyCode, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('companyWelcome.preview', { companyName })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('companyWelcome.heading')}</MailHeading>
      <Paragraph>{text('common.greeting', { name: contactName })}</Paragraph>
      <Paragraph>{text('companyWelcome.registered', { companyName })}</Paragraph>
      <Paragraph>{text('companyWelcome.verifyIntro', { loginEmail })}</Paragraph>
      <ActionButton href={accountLinks.verifyEmail(publicUrl, verifyCode)} label={text('companyWelcome.button')} />
      <Paragraph muted>{text('common.expiresIn7Days')}</Paragraph>
      <MailSubheading>{text('companyWelcome.nextStepsHeading')}</MailSubheading>
      <Paragraph>{text('companyWelcome.manageTexts')}</Paragraph>
      <Paragraph>{text('companyWelcome.inviteApplicants')}</Paragraph>
      <Paragraph>{text('companyWelcome.logIn', { loginEmail })}</Paragraph>
      <AddressLink href={`${publicUrl}/login`} />
      <Paragraph muted>{text('companyWelcome.ignore')}</Paragraph>
    </MailLayout>
  );
}

CompanyWelcomeMail.PreviewProps = {
  companyName: 'Acme Logistics',
  contactName: 'Ada Lovelace',
  loginEmail: 'ada@acme.example',
  textFolder: 'acmelogistics',
  verifyCode: 'preview-verify-code',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies CompanyWelcomeMailProps;

export const companyWelcomeMail: MailTemplate<'companyWelcome'> = {
  subject: companyWelcomeSubject,
  body: (payload, context) => <CompanyWelcomeMail {...payload} {...context} />,
};
