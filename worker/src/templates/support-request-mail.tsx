import { Section } from '@react-email/components';
import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { Field, FieldLabel, formatUtcDateTime, MailHeading, oneLine, Paragraph, TypedText } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type SupportRequest = MailPayload<'supportRequest'>;
export type SupportRequestMailProps = SupportRequest & MailContext;

/** Operators sort their inbox by it: who asks, and about what. */
export const supportRequestSubject = ({ companyName, title }: SupportRequest, text: MailText) => oneLine(text('supportRequest.subject', { companyName, title }));

/** A company's message to the operators (Contact support); replies go to the company. */
export default function SupportRequestMail(props: SupportRequestMailProps) {
  const { companyId, companyName, contactName, loginEmail, title, details, requestedAt, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={supportRequestSubject(props, text)} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('supportRequest.heading')}</MailHeading>
      <Paragraph>{text('supportRequest.intro', { companyName })}</Paragraph>
      <Section>
        <Field label={text('supportRequest.fields.companyName')}>{companyName}</Field>
        <Field label={text('supportRequest.fields.contactName')}>{contactName}</Field>
        <Field label={text('supportRequest.fields.loginEmail')}>{loginEmail}</Field>
        <Field label={text('supportRequest.fields.companyId')}>{companyId}</Field>
        <Field label={text('supportRequest.fields.requestedAt')}>{formatUtcDateTime(requestedAt, language)}</Field>
        <Field label={text('supportRequest.fields.title')}>{title}</Field>
      </Section>
      <FieldLabel>{text('supportRequest.fields.details')}</FieldLabel>
      <TypedText text={details} />
    </MailLayout>
  );
}

SupportRequestMail.PreviewProps = {
  companyId: '7d9f5c1e-2b4a-4c8e-9f3d-1a2b3c4d5e6f',
  companyName: 'Acme Logistics',
  contactName: 'Ada Lovelace',
  loginEmail: 'ada@acme.example',
  title: 'Results e-mail',
  details: 'Our results go to an old address.\nCould you help us change it?',
  requestedAt: '2026-11-22T09:30:00.000Z',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies SupportRequestMailProps;

export const supportRequestMail: MailTemplate<'supportRequest'> = {
  subject: supportRequestSubject,
  body: (payload, context) => <SupportRequestMail {...payload} {...context} />,
};
