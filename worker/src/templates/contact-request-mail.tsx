import { Fragment } from 'react';
import { Heading, Section, Text } from '@react-email/components';
import type { MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ContactRequest = MailPayload<'contactRequest'>;
export type ContactRequestMailProps = ContactRequest & MailContext;

const methodNames = { email: 'e-mail', phone: 'phone' } as const satisfies Record<ContactRequest['contactMethod'], string>;

/** Operators read these in their inbox; the subject alone should say whom to call or mail. */
export function contactRequestSubject({ contactMethod, email, phoneNumber }: ContactRequest): string {
  const from = contactMethod === 'phone' ? phoneNumber : email;
  return `Contact request: by ${methodNames[contactMethod]} from ${from}`;
}

// Fixed to UTC: the worker's time zone must not change what operators read.
const requestedAtFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

function Field({ label, children }: { label: string; children: string }) {
  return (
    <Text style={{ margin: '4px 0' }}>
      <strong>{label}:</strong> {children === '' ? 'not given' : children}
    </Text>
  );
}

/** The mail the operators get when a visitor asks to be contacted (SPEC 5). */
export default function ContactRequestMail(props: ContactRequestMailProps) {
  const { contactMethod, email, phoneNumber, details, requestedAt, publicUrl } = props;
  const detailLines = details === '' ? ['none given'] : details.split(/\r?\n/);
  return (
    <MailLayout preview={contactRequestSubject(props)} publicUrl={publicUrl}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Contact request
      </Heading>
      <Text>A visitor asked to be contacted by {methodNames[contactMethod]}.</Text>
      <Section>
        <Field label="Contact by">{methodNames[contactMethod]}</Field>
        <Field label="E-mail">{email}</Field>
        <Field label="Phone number">{phoneNumber}</Field>
        <Field label="Requested at">{`${requestedAtFormat.format(new Date(requestedAt))} UTC`}</Field>
      </Section>
      <Text style={{ margin: '16px 0 4px' }}>
        <strong>Details:</strong>
      </Text>
      {/* One line break per line the visitor typed; HTML would fold them into one paragraph. */}
      <Text style={{ margin: '4px 0' }}>
        {detailLines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
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
} satisfies ContactRequestMailProps;

export const contactRequestMail: MailTemplate<'contactRequest'> = {
  subject: contactRequestSubject,
  body: (payload, context) => <ContactRequestMail {...payload} {...context} />,
};
