import { describe, expect, it } from 'vitest';
import { maxRefusalsPerStage, type MailPayload } from '@typetest/events';
import { imagesIn, linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const invitation: MailPayload<'applicantInvitation'> = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  textFolder: 'acme',
  linkCode: 'Qx7-code_1',
};
const testLink = 'https://typetest.example/acme?code=Qx7-code_1';

describe('the applicant invitation mail', () => {
  it("given a company invites an applicant, when the invitation is rendered, then the subject is the product's words with the company inside, and the body greets the applicant and shows the company as data", async () => {
    const mail = await renderMail('applicantInvitation', invitation, context);

    expect(mail.subject).toBe('Invitation to a typing test from Acme Logistics');
    expect(mail.onBehalfOf).toBe('Acme Logistics');
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('You are invited to take a typing test. This company sent the invitation through Typetest:\n\nCompany: Acme Logistics\n');
    expect(mail.html).toContain('Hello Grace Hopper,');
    expect(mail.html).toContain('<strong>Acme Logistics</strong>');
  });

  it('given a company name that is a URL, an address or a sentence with a link, then neither part holds it as something a mail client would link, and it reads the same', async () => {
    const companyName = 'Your account is locked: https://evil.example/unlock, or write to help@evil.example';
    const mail = await renderMail('applicantInvitation', { ...invitation, companyName }, context);

    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('https://evil');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('help@evil');
    }
    expect(mail.text.replaceAll('\u2060', '')).toContain(`Company: ${companyName}\n`);
    expect(
      linksIn(mail.html)
        .map((link) => link.href)
        .filter((href) => href.includes('evil')),
    ).toEqual([]);
    // The subject starts with the product's words; the company's are inside them.
    expect(mail.subject).toBe(`Invitation to a typing test from ${companyName}`);
  });

  it('then it explains the unmeasured introduction, the three measured tests, and that WPM and accuracy go to the company', async () => {
    const mail = await renderMail('applicantInvitation', invitation, context);

    expect(mail.text).toContain('introduction test that is not measured');
    expect(mail.text).toContain('Then come three measured tests');
    expect(mail.text).toContain('Your results, words per minute (WPM) and accuracy, are sent to this company.');
  });

  it('then it states the rules: about 5 minutes, a keyboard, a reload starts the test again and is reported, and pasted or scripted text is refused, locking the link after the limit', async () => {
    const mail = await renderMail('applicantInvitation', invitation, context);

    expect(mail.text).toContain('The test takes about 5 minutes, and you need a keyboard.');
    expect(mail.text).toContain('If you reload the page during a test, that test starts again from the beginning, and the company is told it was restarted.');
    expect(mail.text).toContain(`pasted text, dictation and scripts are refused. After ${maxRefusalsPerStage} refused attempts at one test, the link stops working.`);
  });

  it('given the company has a contact address, then the mail says whom to ask: a reply or a mail to it reaches the company; a mail decided before it was carried says nothing of it', async () => {
    const mail = await renderMail('applicantInvitation', { ...invitation, contactEmail: 'jobs@acme.example' }, context);
    const swedish = await renderMail('applicantInvitation', { ...invitation, contactEmail: 'jobs@acme.example' }, { ...context, language: 'sv' });
    const earlier = await renderMail('applicantInvitation', invitation, context);

    expect(mail.text).toContain('Questions about the test? Reply to this e-mail or write to jobs@acme.example: it reaches the company, not Typetest.');
    expect(swedish.text).toContain('Har du frågor om testet? Svara på det här meddelandet eller skriv till jobs@acme.example. Det går till företaget, inte till Typetest.');
    expect(earlier.text).not.toContain('Questions about the test?');
  });

  it("given the company wrote a welcome note, then the invitation shows it under the product's label, line by line, as text and never a link", async () => {
    const welcomeNote = 'Welcome to Acme!\nQuestions: see https://acme.example <b>soon</b>';
    const mail = await renderMail('applicantInvitation', { ...invitation, welcomeNote }, context);
    const earlier = await renderMail('applicantInvitation', invitation, context);

    expect(mail.text.replaceAll('\u2060', '')).toContain('A note from the company:\n\nWelcome to Acme!\nQuestions: see https://acme.example <b>soon</b>');
    expect(mail.html).toContain('Welcome to Acme!<br/>Questions');
    expect(mail.html).toContain('&lt;b&gt;soon&lt;/b&gt;');
    expect(linksIn(mail.html).filter((link) => link.href.includes('acme.example'))).toEqual([]);
    expect(earlier.text).not.toContain('A note from the company');
  });

  it('given a Swedish company, then the rules are in Swedish', async () => {
    const mail = await renderMail('applicantInvitation', invitation, { ...context, language: 'sv' });

    expect(mail.text).toContain('Testet tar ungefär 5 minuter, och du behöver ett tangentbord.');
    expect(mail.text).toContain('Om du laddar om sidan under ett test börjar det testet om från början, och företaget får veta att det startades om.');
    expect(mail.text).toContain(`Efter ${maxRefusalsPerStage} avvisade försök på ett test slutar länken att fungera.`);
  });

  it('then a "Start the typing test" button and the link written out both lead to the personal link, which works until all three tests are done', async () => {
    const mail = await renderMail('applicantInvitation', invitation, context);

    const toTest = linksIn(mail.html).filter((link) => link.href === testLink);
    expect(toTest.map((link) => link.text)).toEqual(['Start the typing test', testLink]);
    expect(mail.text).toContain(`Start the typing test ${testLink}`);
    expect(mail.text).toContain('The link works until you have finished all three tests.');
    expect(mail.text).not.toContain('no longer works');
  });

  it('given a code and folder with characters that mean something in a URL, then the link carries them encoded, exactly as made', async () => {
    const mail = await renderMail('applicantInvitation', { ...invitation, textFolder: 'acme co', linkCode: 'a+b/c=&d' }, context);

    const encoded = 'https://typetest.example/acme%20co?code=a%2Bb%2Fc%3D%26d';
    expect(linksIn(mail.html).map((link) => link.href)).toContain(encoded);
    expect(new URL(encoded).searchParams.get('code')).toBe('a+b/c=&d');
    expect(mail.text).toContain(encoded);
  });

  it('given names with markup, then the HTML shows them as text', async () => {
    const mail = await renderMail('applicantInvitation', { ...invitation, fullName: '<b>Eve</b>', companyName: '<script>alert(1)</script>' }, context);

    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>');
    expect(mail.text).toContain('Hello <b>Eve</b>,');
  });

  it("given the company has a logo, then the invitation shows it from the app's own address, named by the company, at most 200 x 64; without one, only the product's mark", async () => {
    const logo = { path: '/api/public/logo/5f0c6d3e-9d1b-4c39-9a55-0a1b2c3d4e5f/ab12', width: 720, height: 240 };
    const mail = await renderMail('applicantInvitation', { ...invitation, logo }, context);
    const earlier = await renderMail('applicantInvitation', invitation, context);

    const companyImages = (html: string) => imagesIn(html).filter((image) => image.src.includes('/api/public/logo/'));
    expect(companyImages(mail.html)).toEqual([
      { src: 'https://typetest.example/api/public/logo/5f0c6d3e-9d1b-4c39-9a55-0a1b2c3d4e5f/ab12', alt: 'Acme Logistics', width: '192', height: '64' },
    ]);
    expect(companyImages(earlier.html)).toEqual([]);
    // A narrow logo is held by the width, a small one is never enlarged.
    const tall = await renderMail('applicantInvitation', { ...invitation, logo: { ...logo, width: 600, height: 60 } }, context);
    const small = await renderMail('applicantInvitation', { ...invitation, logo: { ...logo, width: 40, height: 20 } }, context);
    expect(companyImages(tall.html)[0]).toMatchObject({ width: '200', height: '20' });
    expect(companyImages(small.html)[0]).toMatchObject({ width: '40', height: '20' });
  });
});
