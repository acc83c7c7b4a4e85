import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { Language } from '@typetest/events/i18n';
import { MailLanguageProvider, mailWords } from './mail-i18n.ts';

/**
 * The logo as text and colour: many mail clients drop inline SVG and block images until asked, so
 * a blue square with an amber bar (the mark, web/src/shared/ui/brand/mark.svg) and the word in the
 * brand's blue arrive in every client (docs/decisions/0064-visual-identity-and-landing-page.md).
 */
function MailBrand({ publicUrl }: { publicUrl: string }) {
  return (
    <Link href={publicUrl} style={{ display: 'inline-block', textDecoration: 'none', marginBottom: '20px' }}>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: '24px',
          height: '24px',
          lineHeight: '24px',
          borderRadius: '6px',
          backgroundColor: '#1f5fd6',
          color: '#ffffff',
          fontWeight: 700,
          fontSize: '16px',
          textAlign: 'center',
          verticalAlign: 'middle',
          borderBottom: '3px solid #ffc83d',
        }}
      >
        T
      </span>
      <span style={{ marginLeft: '8px', fontSize: '20px', fontWeight: 700, color: '#1f5fd6', verticalAlign: 'middle', letterSpacing: '-0.01em' }}>Typetest</span>
    </Link>
  );
}

/**
 * The frame every Typetest mail shares: the logo, a preview line, a narrow readable column, a footer. It
 * says the recipient's language to mail clients (`lang`) and to the parts inside it (mail-i18n.ts).
 */
export function MailLayout({ preview, publicUrl, language, children }: { preview: string; publicUrl: string; language: Language; children: ReactNode }) {
  return (
    <MailLanguageProvider value={language}>
      <Html lang={language}>
        <Head />
        <Preview>{preview}</Preview>
        <Body style={{ backgroundColor: '#f4f4f5', fontFamily: "Inter, 'Segoe UI', Helvetica, Arial, sans-serif", color: '#18181b', margin: 0, padding: '24px 0' }}>
          <Container style={{ backgroundColor: '#ffffff', padding: '32px 28px', maxWidth: '560px', borderRadius: '8px' }}>
            <MailBrand publicUrl={publicUrl} />
            {children}
            <Hr style={{ borderColor: '#e4e4e7', margin: '28px 0 12px' }} />
            <Text style={{ fontSize: '12px', lineHeight: '18px', color: '#71717a', margin: 0 }}>
              {mailWords(language)('layout.sentBy')}{' '}
              <Link href={publicUrl} style={{ color: '#71717a' }}>
                {publicUrl}
              </Link>
            </Text>
          </Container>
        </Body>
      </Html>
    </MailLanguageProvider>
  );
}
