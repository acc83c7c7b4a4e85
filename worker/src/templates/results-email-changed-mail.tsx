import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { ActionButton, MailHeading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ResultsEmailChange = MailPayload<'resultsEmailChanged'>;
export type ResultsEmailChangedMailProps = ResultsEmailChange & MailContext;

export const resultsEmailChangedSubject = ({ companyName }: ResultsEmailChange, text: MailText) => oneLine(text('resultsEmailChanged.subject', { companyName }));

/**
 * To the login e-mail: applicants' results now go elsewhere. No link that acts on the account: an
 * owner who did not make the change logs in and sets it back (and, with "Forgot password?", locks
 * out whoever did), or restores the login e-mail with the link of that change's own mail.
 */
export default function ResultsEmailChangedMail(props: ResultsEmailChangedMailProps) {
  const { companyName, previousEmail, resultsEmail, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('resultsEmailChanged.preview', { companyName, resultsEmail })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('resultsEmailChanged.heading')}</MailHeading>
      <Paragraph>{text('resultsEmailChanged.intro', { companyName, previousEmail, resultsEmail })}</Paragraph>
      <Paragraph>{text('resultsEmailChanged.ifYou')}</Paragraph>
      <Paragraph>{text('resultsEmailChanged.ifNotYou')}</Paragraph>
      <ActionButton href={`${publicUrl}/login`} label={text('resultsEmailChanged.button')} />
    </MailLayout>
  );
}

/** To the address that received the results until now: they go elsewhere from here on. */
export function ResultsEmailChangedFormerMail(props: ResultsEmailChangedMailProps) {
  const { companyName, previousEmail, resultsEmail, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('resultsEmailChanged.preview', { companyName, resultsEmail })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('resultsEmailChangedFormer.heading')}</MailHeading>
      <Paragraph>{text('resultsEmailChangedFormer.intro', { companyName, previousEmail, resultsEmail })}</Paragraph>
      <Paragraph>{text('resultsEmailChangedFormer.ifNotYou', { companyName })}</Paragraph>
    </MailLayout>
  );
}

ResultsEmailChangedMail.PreviewProps = {
  companyName: 'Acme Logistics',
  previousEmail: 'ada@acme.example',
  resultsEmail: 'hiring@acme.example',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies ResultsEmailChangedMailProps;

export const resultsEmailChangedMail: MailTemplate<'resultsEmailChanged'> = {
  subject: resultsEmailChangedSubject,
  body: (payload, context) => <ResultsEmailChangedMail {...payload} {...context} />,
};

export const resultsEmailChangedFormerMail: MailTemplate<'resultsEmailChangedFormer'> = {
  subject: resultsEmailChangedSubject,
  body: (payload, context) => <ResultsEmailChangedFormerMail {...payload} {...context} />,
};
