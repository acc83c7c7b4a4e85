import { Section } from '@react-email/components';
import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { Field, FieldLabel, formatUtcDateTime, MailHeading, oneLine, Paragraph, TypedText } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ContactRequest = MailPayload<'contactRequest'>;
export type ContactRequestMailProps = ContactRequest & MailContext;

const methodName = (method: ContactRequest['contactMethod'], text: MailText) => text(`contactRequest.methods.${method}`);

/** Operators read these in their inbox; the subject alone should say whom to call or mail. */
export function contactRequestSubject({ contactMethod, email, phoneNumber }: ContactRequest, text: MailText): string {
  const from = contactMethod === 'phone' ? phoneNumber : email;
  return oneLine(text('contactRequest.subject', { method: methodName(contactMethod, text), from }));
}

/** The mail the operators get when a visitor asks to be contacted (docs/product.md §5). */
export default function ContactRequestMail(props: ContactRequestMailProps) {
  const { contactMethod, email, phoneNumber, details, requestedAt, publicUrl, language } = props;
  const text = mailWords(language);
  const method = methodName(contactMethod, text);
  return (
    <MailLayout preview={contactRequestSubject(props, text)} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('contactRequest.heading')}</MailHeading>
      <Paragraph>{text('contactRequest.intro', { method })}</Paragraph>
      <Section>
        <Field label={text('contactRequest.fields.contactBy')}>{method}</Field>
        <Field label={text('contactRequest.fields.email')}>{email}</Field>
        <Field label={text('contactRequest.fields.phoneNumber')}>{phoneNumber}</Field>
        <Field label={text('contactRequest.fields.requestedAt')}>{formatUtcDateTime(requestedAt, language)}</Field>
      </Section>
      <FieldLabel>{text('contactRequest.fields.details')}</FieldLabel>
      <TypedText text={details} />
    </MailLayout>
  );
}

ContactRequestMail.PreviewProps = {
  contactMethod: 'email',
  email: 'ada@example.com',
  phoneNumber: '+46 70 123 45 67',
  details: 'We hire 20 support agents this spring.\nCould you show us how the typing test works?',
  requestedAt: '2026-11-22T09:30:00.000Z',
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies ContactRequestMailProps;

export const contactRequestMail: MailTemplate<'contactRequest'> = {
  subject: contactRequestSubject,
  body: (payload, context) => <ContactRequestMail {...payload} {...context} />,
};
