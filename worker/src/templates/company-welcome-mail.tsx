import { accountLinks, type MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { mailText } from './mail-i18n.ts';
import { ActionButton, AddressLink, MailHeading, MailSubheading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type CompanyWelcome = MailPayload<'companyWelcome'>;
export type CompanyWelcomeMailProps = CompanyWelcome & MailContext;

export const companyWelcomeSubject = ({ companyName }: CompanyWelcome) => oneLine(mailText('companyWelcome.subject', { companyName }));

/**
 * Registration is done (docs/product.md §2, finished step): welcome, how applicants reach the test, the
 * verification link, next steps. The company's address alone (`/{textFolder}`, no code) is not
 * offered: it shows applicants "The URL you entered is invalid.", so the mail says what does work,
 * the personal links of the invitations (the payload keeps `textFolder` for mails already decided).
 */
export default function CompanyWelcomeMail(props: CompanyWelcomeMailProps) {
  const { companyName, contactName, loginEmail, verifyCode, publicUrl } = props;
  return (
    <MailLayout preview={mailText('companyWelcome.preview', { companyName })} publicUrl={publicUrl}>
      <MailHeading>{mailText('companyWelcome.heading')}</MailHeading>
      <Paragraph>{mailText('common.greeting', { name: contactName })}</Paragraph>
      <Paragraph>{mailText('companyWelcome.registered', { companyName })}</Paragraph>
      <Paragraph>{mailText('companyWelcome.verifyIntro', { loginEmail })}</Paragraph>
      <ActionButton href={accountLinks.verifyEmail(publicUrl, verifyCode)} label={mailText('companyWelcome.button')} />
      <Paragraph muted>{mailText('common.expiresIn7Days')}</Paragraph>
      <MailSubheading>{mailText('companyWelcome.nextStepsHeading')}</MailSubheading>
      <Paragraph>{mailText('companyWelcome.manageTexts')}</Paragraph>
      <Paragraph>{mailText('companyWelcome.inviteApplicants')}</Paragraph>
      <Paragraph>{mailText('companyWelcome.logIn', { loginEmail })}</Paragraph>
      <AddressLink href={`${publicUrl}/login`} />
      <Paragraph muted>{mailText('companyWelcome.ignore')}</Paragraph>
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
} satisfies CompanyWelcomeMailProps;

export const companyWelcomeMail: MailTemplate<'companyWelcome'> = {
  subject: companyWelcomeSubject,
  body: (payload, context) => <CompanyWelcomeMail {...payload} {...context} />,
};
