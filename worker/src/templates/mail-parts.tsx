import { Fragment, type ReactNode } from 'react';
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { Language } from '@typetest/events/i18n';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';
import { mailWords, useMailText } from './mail-i18n.ts';

/** The building blocks every mail body is made of, so all mails look alike. */

const colours = { text: '#18181b', muted: '#52525b', accent: '#2563eb', accentText: '#ffffff' } as const;

export function MailHeading({ children }: { children: string }) {
  return (
    <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '0 0 16px', color: colours.text }}>
      {children}
    </Heading>
  );
}

export function MailSubheading({ children }: { children: string }) {
  return (
    <Heading as="h2" style={{ fontSize: '16px', lineHeight: '24px', margin: '24px 0 4px', color: colours.text }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={{ fontSize: '15px', lineHeight: '24px', margin: '0 0 12px', color: muted ? colours.muted : colours.text }}>{children}</Text>;
}

/** A link shown as its own address, on a line of its own (long addresses may break anywhere). */
export function AddressLink({ href }: { href: string }) {
  return (
    <Text style={{ fontSize: '14px', lineHeight: '22px', margin: '0 0 12px', wordBreak: 'break-all' }}>
      <Link href={href} style={{ color: colours.accent }}>
        {href}
      </Link>
    </Text>
  );
}

/**
 * The mail's one action: a button, then the same link written out for mail clients that block
 * buttons. In the plain-text version both read as the full link.
 */
export function ActionButton({ href, label }: { href: string; label: string }) {
  const text = useMailText();
  return (
    <>
      <Section style={{ margin: '20px 0' }}>
        <Button
          href={href}
          style={{
            backgroundColor: colours.accent,
            color: colours.accentText,
            borderRadius: '6px',
            fontSize: '15px',
            fontWeight: 600,
            padding: '12px 20px',
            textDecoration: 'none',
          }}
        >
          {label}
        </Button>
      </Section>
      {/* The plain-text version has no button: its line already reads "label link". */}
      <Section data-skip-in-text="true">
        <Paragraph muted>{text('common.linkFallback')}</Paragraph>
        <AddressLink href={href} />
      </Section>
    </>
  );
}

/** One labelled value of a report (to the operators, or a result to a company); an empty value says so. */
export function Field({ label, children }: { label: string; children: string }) {
  const text = useMailText();
  return (
    <Text style={{ fontSize: '14px', lineHeight: '22px', margin: '4px 0' }}>
      <strong>{label}:</strong> {children === '' ? text('common.notGiven') : children}
    </Text>
  );
}

/** The label above a longer value (the details someone typed). */
export function FieldLabel({ children }: { children: string }) {
  return (
    <Text style={{ fontSize: '14px', lineHeight: '22px', margin: '16px 0 4px' }}>
      <strong>{children}:</strong>
    </Text>
  );
}

/** Text someone typed, one line break per line they typed: HTML would fold them into one paragraph. */
export function TypedText({ text: typed }: { text: string }) {
  const text = useMailText();
  const lines = typed === '' ? [text('common.noneGiven')] : typed.split(/\r?\n/);
  return (
    <Text style={{ fontSize: '14px', lineHeight: '22px', margin: '4px 0' }}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** How each language writes a date, a time and a number: English as in Britain ("22 November 2026 at 09:30", "20.20"), Swedish as in Sweden ("20,20"). */
const mailLocales: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE' };

/** A number as the recipient's language writes it (decimal comma in Swedish). */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormat(mailLocales[language], options).format(value);
}

/** A moment in a time zone, as the recipient's language writes it; throws for a zone this runtime does not know. */
export function formatDateTime(iso: string, timeZone: string, language: Language): string {
  return dateTimeFormat(mailLocales[language], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/**
 * The day a moment falls on in a time zone, as the recipient's language writes it ("30 November
 * 2026"): a link's last day. A zone this runtime does not know: the day in UTC, rather than no mail.
 */
export function formatDay(iso: string, timeZone: string, language: Language): { day: string; timeZone: string } {
  try {
    return { day: dateTimeFormat(mailLocales[language], { dateStyle: 'long', timeZone }).format(new Date(iso)), timeZone };
  } catch {
    return { day: dateTimeFormat(mailLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)), timeZone: 'UTC' };
  }
}

/** A moment as every mail shows it (asked for, finished): "22 November 2026 at 09:30 UTC", in the recipient's language. */
export function formatUtcDateTime(iso: string, language: Language): string {
  // Fixed to UTC: the worker's time zone must not change what a reader sees.
  return mailWords(language)('common.dateTimeUtc', { dateTime: formatDateTime(iso, 'UTC', language) });
}

/** Subjects are one line: whatever someone typed into them (a title) must not break the header. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** U+2060 WORD JOINER: invisible, never breaks a line, and not allowed in a host name or URL. */
const wordJoiner = '\u2060';

/**
 * Someone else's words (a company's name) as no mail client will link them. Gmail, Outlook and
 * Apple Mail turn text that looks like an address ("evil.example", "https://...", "a@b.example")
 * into a link, in the HTML part as in the plain text. A word joiner before every "." and "@" and
 * inside "://" leaves the words looking the same but no longer an address or URL: formatting
 * characters are not allowed in either (the approach of
 * https://blog.teknkl.com/stop-email-client-hyperlinking-text-without-consent/; wrapping parts in
 * a span does not survive the plain-text part, and Gmail is known to link across spans).
 */
export function unlinkable(text: string): string {
  return text.replace(/[.@]/g, `${wordJoiner}$&`).replace(/:\/\//g, `:${wordJoiner}//`);
}

/**
 * The company that had the product send this mail, as data on a line of its own ("Company: Acme
 * AB"), never a sentence of the product's: its name is whatever the company typed.
 */
export function CompanyField({ companyName }: { companyName: string }) {
  const text = useMailText();
  return (
    <Text style={{ fontSize: '15px', lineHeight: '24px', margin: '0 0 12px', color: colours.text }}>
      {text('common.company')}: <strong>{unlinkable(companyName)}</strong>
    </Text>
  );
}
