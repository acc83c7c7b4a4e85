import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { mailText } from './mail-i18n.ts';
import { ActionButton, MailHeading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ResultsEmailChange = MailPayload<'resultsEmailChanged'>;
export type ResultsEmailChangedMailProps = ResultsEmailChange & MailContext;

export const resultsEmailChangedSubject = ({ companyName }: ResultsEmailChange) => oneLine(mailText('resultsEmailChanged.subject', { companyName }));

/**
 * To the login e-mail: applicants' results now go elsewhere. No link that acts on the account: an
 * owner who did not make the change logs in and sets it back (and, with "Forgot password?", locks
 * out whoever did), or restores the login e-mail with the link of that change's own mail.
 */
export default function ResultsEmailChangedMail(props: ResultsEmailChangedMailProps) {
  const { companyName, previousEmail, resultsEmail, publicUrl } = props;
  return (
    <MailLayout preview={mailText('resultsEmailChanged.preview', { companyName, resultsEmail })} publicUrl={publicUrl}>
      <MailHeading>{mailText('resultsEmailChanged.heading')}</MailHeading>
      <Paragraph>{mailText('resultsEmailChanged.intro', { companyName, previousEmail, resultsEmail })}</Paragraph>
      <Paragraph>{mailText('resultsEmailChanged.ifYou')}</Paragraph>
      <Paragraph>{mailText('resultsEmailChanged.ifNotYou')}</Paragraph>
      <ActionButton href={`${publicUrl}/login`} label={mailText('resultsEmailChanged.button')} />
    </MailLayout>
  );
}

/** To the address that received the results until now: they go elsewhere from here on. */
export function ResultsEmailChangedFormerMail(props: ResultsEmailChangedMailProps) {
  const { companyName, previousEmail, resultsEmail, publicUrl } = props;
  return (
    <MailLayout preview={mailText('resultsEmailChanged.preview', { companyName, resultsEmail })} publicUrl={publicUrl}>
      <MailHeading>{mailText('resultsEmailChangedFormer.heading')}</MailHeading>
      <Paragraph>{mailText('resultsEmailChangedFormer.intro', { companyName, previousEmail, resultsEmail })}</Paragraph>
      <Paragraph>{mailText('resultsEmailChangedFormer.ifNotYou', { companyName })}</Paragraph>
    </MailLayout>
  );
}

ResultsEmailChangedMail.PreviewProps = {
  companyName: 'Acme Logistics',
  previousEmail: 'ada@acme.example',
  resultsEmail: 'hiring@acme.example',
  publicUrl: 'http://localhost:3000',
} satisfies ResultsEmailChangedMailProps;

export const resultsEmailChangedMail: MailTemplate<'resultsEmailChanged'> = {
  subject: resultsEmailChangedSubject,
  body: (payload, context) => <ResultsEmailChangedMail {...payload} {...context} />,
};

export const resultsEmailChangedFormerMail: MailTemplate<'resultsEmailChangedFormer'> = {
  subject: resultsEmailChangedSubject,
  body: (payload, context) => <ResultsEmailChangedFormerMail {...payload} {...context} />,
};
