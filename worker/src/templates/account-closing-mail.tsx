import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { ActionButton, formatDay, MailHeading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ClosingRequested = MailPayload<'accountClosingRequested'>;
type ClosingCancelled = MailPayload<'accountClosingCancelled'>;
export type AccountClosingRequestedMailProps = ClosingRequested & MailContext;
export type AccountClosingCancelledMailProps = ClosingCancelled & MailContext;

/**
 * To the login e-mail when the company asked to close its account
 * (docs/decisions/0068-closing-an-account.md): the day it closes, in the company's time zone as
 * Account settings shows it, what is erased then, and how to cancel. A link to the login page only:
 * cancelling needs the password, so a forwarded mail cannot cancel, nor close, anything.
 */
export default function AccountClosingRequestedMail(props: AccountClosingRequestedMailProps) {
  const { companyName, closesAt, timeZone, publicUrl, language } = props;
  const text = mailWords(language);
  const closes = formatDay(closesAt, timeZone, language);
  return (
    <MailLayout preview={text('accountClosingRequested.preview', { companyName, date: closes.day })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('accountClosingRequested.heading')}</MailHeading>
      <Paragraph>{text('accountClosingRequested.intro', { companyName, date: closes.day, timeZone: closes.timeZone })}</Paragraph>
      <Paragraph>{text('accountClosingRequested.erased')}</Paragraph>
      <Paragraph>{text('accountClosingRequested.cancel')}</Paragraph>
      <ActionButton href={`${publicUrl}/login`} label={text('accountClosingRequested.button')} />
      <Paragraph>{text('accountClosingRequested.ifNotYou')}</Paragraph>
    </MailLayout>
  );
}

/** To the login e-mail when the company cancelled the closing: the account stays open. */
export function AccountClosingCancelledMail(props: AccountClosingCancelledMailProps) {
  const { companyName, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('accountClosingCancelled.preview', { companyName })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('accountClosingCancelled.heading')}</MailHeading>
      <Paragraph>{text('accountClosingCancelled.intro', { companyName })}</Paragraph>
      <Paragraph muted>{text('accountClosingCancelled.ifNotYou')}</Paragraph>
    </MailLayout>
  );
}

AccountClosingRequestedMail.PreviewProps = {
  companyName: 'Acme Logistics',
  closesAt: '2026-12-28T23:30:00.000Z',
  timeZone: 'Europe/Stockholm',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies AccountClosingRequestedMailProps;

AccountClosingCancelledMail.PreviewProps = {
  companyName: 'Acme Logistics',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies AccountClosingCancelledMailProps;

export const accountClosingRequestedMail: MailTemplate<'accountClosingRequested'> = {
  subject: ({ companyName }: ClosingRequested, text: MailText) => oneLine(text('accountClosingRequested.subject', { companyName })),
  body: (payload, context) => <AccountClosingRequestedMail {...payload} {...context} />,
};

export const accountClosingCancelledMail: MailTemplate<'accountClosingCancelled'> = {
  subject: ({ companyName }: ClosingCancelled, text: MailText) => oneLine(text('accountClosingCancelled.subject', { companyName })),
  body: (payload, context) => <AccountClosingCancelledMail {...payload} {...context} />,
};
