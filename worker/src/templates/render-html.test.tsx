import { describe, expect, it } from 'vitest';
import { Img } from '@react-email/components';
import { render as renderWithMarkers } from '@react-email/render';
import type { MailKind, MailPayload } from '@typetest/events';
import { languages } from '@typetest/events/i18n';
import AccountClosingRequestedMail, { AccountClosingCancelledMail } from './account-closing-mail.tsx';
import ApplicantInvitationMail from './applicant-invitation-mail.tsx';
import ApplicantLockedMail from './applicant-locked-mail.tsx';
import ApplicantReminderMail from './applicant-reminder-mail.tsx';
import ApplicantResultsMail from './applicant-results-mail.tsx';
import CompanyWelcomeMail from './company-welcome-mail.tsx';
import ContactRequestMail from './contact-request-mail.tsx';
import EmailVerificationMail from './email-verification-mail.tsx';
import InvitationResentMail from './invitation-resent-mail.tsx';
import LoginEmailChangedMail from './login-email-changed-mail.tsx';
import { MailLayout } from './mail-layout.tsx';
import { Paragraph } from './mail-parts.tsx';
import PasswordResetMail from './password-reset-mail.tsx';
import { renderHtml } from './render-html.tsx';
import { templates } from './render-mail.ts';
import ResultsEmailChangedMail from './results-email-changed-mail.tsx';
import SupportRequestMail from './support-request-mail.tsx';

/** Every kind's preview: a kind added to the catalogue without one here fails type-checking. */
const previews: { [K in MailKind]: MailPayload<K> } = {
  contactRequest: ContactRequestMail.PreviewProps,
  companyWelcome: CompanyWelcomeMail.PreviewProps,
  emailVerification: EmailVerificationMail.PreviewProps,
  passwordReset: PasswordResetMail.PreviewProps,
  loginEmailChanged: LoginEmailChangedMail.PreviewProps,
  resultsEmailChanged: ResultsEmailChangedMail.PreviewProps,
  resultsEmailChangedFormer: ResultsEmailChangedMail.PreviewProps,
  accountClosingRequested: AccountClosingRequestedMail.PreviewProps,
  accountClosingCancelled: AccountClosingCancelledMail.PreviewProps,
  supportRequest: SupportRequestMail.PreviewProps,
  applicantInvitation: ApplicantInvitationMail.PreviewProps,
  invitationResent: InvitationResentMail.PreviewProps,
  applicantReminder: ApplicantReminderMail.PreviewProps,
  applicantResults: ApplicantResultsMail.PreviewProps,
  applicantLocked: ApplicantLockedMail.PreviewProps,
};

const bodyOf = <K extends MailKind>(kind: K, payload: MailPayload<K>, language: (typeof languages)[number]) =>
  templates[kind].body(payload, { publicUrl: 'https://typetest.example', language });

const kinds = Object.keys(previews) as MailKind[];

/**
 * react-email's HTML less the markers React's streaming renderer leaves for a browser to hydrate
 * (Suspense boundaries, text separators, the document's parts): comments no mail client reads,
 * which renderHtml's static renderer does not write.
 */
const render = async (element: Parameters<typeof renderWithMarkers>[0]) => (await renderWithMarkers(element)).replace(/<!--(?:\$|\/\$| |html|head|body)-->/g, '');

/** A mail part that fails while rendering. */
function Broken(): never {
  throw new Error('this part cannot be rendered');
}

describe("a mail's HTML, rendered without react-email's per-call import and React's hydration markers", () => {
  it.each(languages.flatMap((language) => kinds.map((kind) => [kind, language] as const)))(
    'given the %s preview in %s, when rendered, then the HTML is exactly what react-email writes, less the markers',
    async (kind, language) => {
      expect(await renderHtml(bodyOf(kind, previews[kind], language))).toBe(await render(bodyOf(kind, previews[kind], language)));
    },
  );

  it('given what people typed holds markup, non-Latin letters, emoji and line breaks, then the HTML is still exactly what react-email writes, less the markers', async () => {
    const typed = { ...ContactRequestMail.PreviewProps, details: `a & b\r\n<script>x</script>\n"Åsa" 山田 😀 ${'ü'.repeat(5000)}` };
    const named = { ...ApplicantResultsMail.PreviewProps, fullName: 'Åsa <b>Öberg</b> 山田 😀', companyName: 'A&B "AB"' };

    expect(await renderHtml(bodyOf('contactRequest', typed, 'sv'))).toBe(await render(bodyOf('contactRequest', typed, 'sv')));
    expect(await renderHtml(bodyOf('applicantResults', named, 'en'))).toBe(await render(bodyOf('applicantResults', named, 'en')));
  });

  it('given a mail with an image, then React’s image preload link is left out, as react-email leaves it out', async () => {
    const withImage = (
      <MailLayout preview="p" publicUrl="https://typetest.example" language="en">
        <Img src="https://typetest.example/logo.png" alt="Typetest" width="40" height="40" />
        <Paragraph>Hello</Paragraph>
      </MailLayout>
    );

    const html = await renderHtml(withImage);

    expect(html).not.toContain('rel="preload"');
    expect(html).toBe(await render(withImage));
  });

  it('given a mail part that throws, then rendering fails with its error, as react-email does', async () => {
    const broken = (
      <MailLayout preview="p" publicUrl="https://typetest.example" language="en">
        <Broken />
      </MailLayout>
    );

    await expect(renderWithMarkers(broken)).rejects.toThrow('this part cannot be rendered');
    await expect(renderHtml(broken)).rejects.toThrow('this part cannot be rendered');
  });
});
