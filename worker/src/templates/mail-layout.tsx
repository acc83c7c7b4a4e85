import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { Language } from '@typetest/events/i18n';
import { MailLanguageProvider, mailWords } from './mail-i18n.ts';

/**
 * The frame every Typetest mail shares: a preview line, a narrow readable column, a footer. It
 * says the recipient's language to mail clients (`lang`) and to the parts inside it (mail-i18n.ts).
 */
export function MailLayout({ preview, publicUrl, language, children }: { preview: string; publicUrl: string; language: Language; children: ReactNode }) {
  return (
    <MailLanguageProvider value={language}>
      <Html lang={language}>
        <Head />
        <Preview>{preview}</Preview>
        <Body style={{ backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', color: '#18181b', margin: 0, padding: '24px 0' }}>
          <Container style={{ backgroundColor: '#ffffff', padding: '32px 28px', maxWidth: '560px', borderRadius: '8px' }}>
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
