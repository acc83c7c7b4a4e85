import { describe, expect, it } from 'vitest';
import { defaultLanguage, languages } from '@typetest/events/i18n';
import ContactRequestMail from './contact-request-mail.tsx';
import { mailWords } from './mail-i18n.ts';
import { renderMail, renderStoredMail, UnrenderableMail } from './render-mail.ts';

const { publicUrl, language: _previewLanguage, ...preview } = ContactRequestMail.PreviewProps;
const context = { publicUrl, language: 'en' } as const;

describe('the contact request mail', () => {
  it('given the preview request by e-mail, when rendered, then subject, text and HTML show everything the operators need', async () => {
    const mail = await renderMail('contactRequest', preview, context);

    expect(mail.subject).toBe('Contact request: by e-mail from ada@example.com');
    expect(mail.text).toContain('Contact by: e-mail');
    expect(mail.text).toContain('E-mail: ada@example.com');
    expect(mail.text).toContain('Phone number: +46 70 123 45 67');
    expect(mail.text).toContain('Requested at: 22 November 2026 at 09:30 UTC');
    // The visitor's line breaks survive in both versions.
    expect(mail.text).toContain('We hire 20 support agents this spring.\nCould you show us how the typing test works?');
    expect(mail.html).toMatch(/We hire 20 support agents this spring\.<br\/>Could you show us how the typing test works\?/);
    expect(mail.html).toContain(`href="${publicUrl}"`);
  });

  it('given a request by phone without an address, then the subject names the number and the missing fields say so', async () => {
    const mail = await renderMail('contactRequest', { ...preview, contactMethod: 'phone', email: '', details: '' }, context);

    expect(mail.subject).toBe('Contact request: by phone from +46 70 123 45 67');
    expect(mail.text).toContain('E-mail: not given');
    expect(mail.text).toContain('none given');
  });

  it('given what a visitor typed contains markup, then the HTML shows it as text', async () => {
    const mail = await renderMail('contactRequest', { ...preview, details: '<script>alert(1)</script>' }, context);

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('rendering a mail as the outbox stores it', () => {
  it('given a stored payload that matches its schema, then it renders like the typed one', async () => {
    const stored: unknown = JSON.parse(JSON.stringify(preview));
    expect(await renderStoredMail('contactRequest', stored, context)).toEqual(await renderMail('contactRequest', preview, context));
  });

  it('given an unknown kind or a payload that breaks its schema, then it refuses with the reason', async () => {
    await expect(renderStoredMail('birthdayGreeting', preview, context)).rejects.toThrow(UnrenderableMail);
    await expect(renderStoredMail('contactRequest', { ...preview, contactMethod: 'fax' }, context)).rejects.toThrow(/contactMethod/);
  });
});

describe('the language a mail is written in, the recipient’s', () => {
  it.each(languages)('given a stored mail decided in %s, then its subject, words and <html lang> are that language’s', async (language) => {
    const text = mailWords(language);
    const mail = await renderStoredMail('contactRequest', { ...preview, language }, { publicUrl });

    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(text('contactRequest.subject', { method: text('contactRequest.methods.email'), from: 'ada@example.com' }));
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.text).toContain(`${text('contactRequest.fields.phoneNumber')}: +46 70 123 45 67`);
    expect(mail.text).toContain(text('layout.sentBy'));
  });

  it('given a stored mail that names no language, or one the product does not speak, then the default language', async () => {
    for (const payload of [preview, { ...preview, language: 'zz' }]) {
      const mail = await renderStoredMail('contactRequest', payload, { publicUrl });
      expect(mail.language).toBe(defaultLanguage);
      expect(mail.html).toContain(`lang="${defaultLanguage}"`);
    }
  });
});
