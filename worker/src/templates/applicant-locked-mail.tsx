import type { MailPayload, StageRefusalReason } from '@typetest/events';
import { createTranslator, type Language } from '@typetest/events/i18n';
import { formatCompanyDateTime } from './applicant-results-mail.tsx';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords } from './mail-i18n.ts';
import { ActionButton, MailHeading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ApplicantLocked = MailPayload<'applicantLocked'>;
export type ApplicantLockedMailProps = ApplicantLocked & MailContext;

export const applicantLockedSubject = ({ fullName }: ApplicantLocked, text: MailText) => oneLine(text('applicantLocked.subject', { fullName }));

/** A refusal in the employer's words the result page and the results mail use too (the catalogue's `integrity` section). */
const refusalText = (reason: StageRefusalReason, language: Language) => createTranslator(language)(`integrity.refusals.${reason}`);

/**
 * To the company's results address: too many refused attempts locked an applicant's link. Who,
 * at which test and when, each refused attempt with its reason and time, and how to let them try
 * again (sending the invitation again) if the company wants to.
 */
export default function ApplicantLockedMail(props: ApplicantLockedMailProps) {
  const { fullName, email, stage, lockedAt, timeZone, refusals, publicUrl, language } = props;
  const text = mailWords(language);
  return (
    <MailLayout preview={text('applicantLocked.preview', { fullName, stage: String(stage) })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('applicantLocked.heading')}</MailHeading>
      <Paragraph>{text('applicantLocked.intro', { fullName, email, stage: String(stage), when: formatCompanyDateTime(lockedAt, timeZone, language) })}</Paragraph>
      {refusals.length > 0 && <Paragraph>{text('applicantLocked.refusalsIntro')}</Paragraph>}
      {refusals.map((refusal, index) => (
        <Paragraph key={index}>
          {text('applicantLocked.refusal', {
            stage: String(refusal.stage),
            when: formatCompanyDateTime(refusal.at, timeZone, language),
            reason: refusalText(refusal.reason, language),
          })}
        </Paragraph>
      ))}
      <Paragraph>{text('applicantLocked.next', { fullName })}</Paragraph>
      <ActionButton href={`${publicUrl}/login`} label={text('applicantLocked.button')} />
    </MailLayout>
  );
}

ApplicantLockedMail.PreviewProps = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  stage: 2,
  lockedAt: '2026-11-22T09:25:00.000Z',
  timeZone: 'Europe/Stockholm',
  refusals: [
    { stage: 2, reason: 'inhumanSpeed', at: '2026-11-22T09:20:00.000Z' },
    { stage: 2, reason: 'severalCharactersAtOnce', at: '2026-11-22T09:25:00.000Z' },
  ],
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies ApplicantLockedMailProps;

export const applicantLockedMail: MailTemplate<'applicantLocked'> = {
  subject: applicantLockedSubject,
  body: (payload, context) => <ApplicantLockedMail {...payload} {...context} />,
};
