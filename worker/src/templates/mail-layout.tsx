import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';

/** The frame every Typetest mail shares: a preview line, a narrow readable column, a footer. */
export function MailLayout({ preview, publicUrl, children }: { preview: string; publicUrl: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', color: '#18181b' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          {children}
          <Hr style={{ borderColor: '#e4e4e7', margin: '24px 0 12px' }} />
          <Text style={{ fontSize: '12px', color: '#71717a', margin: 0 }}>
            Sent by <Link href={publicUrl}>Typetest</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
