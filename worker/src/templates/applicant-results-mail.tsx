import type { CSSProperties } from 'react';
import { Section } from '@react-email/components';
import { fewestToCompareWith, missedLimits, typistsInGeneral, worthASecondLook, type MailPayload, type PassMark, type StageRefusalReason } from '@typetest/events';
import { createTranslator, type Language } from '@typetest/events/i18n';
import { MailLayout } from './mail-layout.tsx';
import { type MailText, mailWords, useMailText } from './mail-i18n.ts';
import { ActionButton, AddressLink, Field, formatDateTime, formatNumber, formatUtcDateTime, MailHeading, MailSubheading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ApplicantResults = MailPayload<'applicantResults'>;
export type ApplicantResultsMailProps = ApplicantResults & MailContext;

/** The inbox alone tells results apart: whose, the score, and the verdict when the company has a pass mark. */
export function applicantResultsSubject(payload: ApplicantResults, text: MailText): string {
  const { fullName, wpm, accuracy } = payload;
  const figures = { fullName, wpm: String(wpm), accuracy: String(accuracy) };
  const verdict = needsReview(payload) ? 'needsReview' : payload.verdict;
  return oneLine(
    verdict === null
      ? text('applicantResults.subject', figures)
      : text('applicantResults.subjectWithVerdict', { ...figures, verdict: text(`applicantResults.subjectVerdicts.${verdict}`) }),
  );
}

/**
 * Worth a second look (second-look.ts): the mail reads "Needs review", never a plain pass. A mail
 * decided before the payload carried it is judged from its flags, refusals and restarts.
 */
const needsReview = ({ secondLook, flags, refusals, restarts }: ApplicantResults) => secondLook ?? worthASecondLook({ flags, refusals: refusals.length, restarts });

/** A refusal in the employer's words the result page uses too (the catalogue's `integrity` section), in the recipient's language. */
const refusalText = (reason: StageRefusalReason, language: Language) => createTranslator(language)(`integrity.refusals.${reason}`);

/** A moment in the company's time zone, named: "22 November 2026 at 10:30 (Europe/Stockholm)"; UTC as every other mail says it. */
export function formatCompanyDateTime(iso: string, timeZone: string, language: Language): string {
  if (timeZone === 'UTC') return formatUtcDateTime(iso, language);
  try {
    const dateTime = formatDateTime(iso, timeZone, language);
    return mailWords(language)('applicantResults.dateTimeIn', { dateTime, timeZone });
  } catch {
    // A zone this runtime does not know: UTC, said so, rather than no mail.
    return formatUtcDateTime(iso, language);
  }
}

const cell: CSSProperties = { fontSize: '14px', lineHeight: '22px', padding: '4px 16px 4px 0', textAlign: 'left' };

/**
 * One row per measured test: a real table, so screen readers announce each figure with its
 * column; `data-text-format` makes react-email write it as aligned rows in the plain-text version
 * instead of one cell per line (it capitalises header cells, so the rows' labels are plain cells).
 */
function StagesTable({ stages }: { stages: ApplicantResults['stages'] }) {
  const text = useMailText();
  return (
    <table data-text-format="dataTable" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '0 0 12px' }}>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            {text('applicantResults.columns.stage')}
          </th>
          <th scope="col" style={cell}>
            {text('applicantResults.columns.wpm')}
          </th>
          <th scope="col" style={cell}>
            {text('applicantResults.columns.accuracy')}
          </th>
        </tr>
      </thead>
      <tbody>
        {stages.map(({ stage, wpm, accuracy }) => (
          <tr key={stage}>
            <td style={cell}>{text('applicantResults.stage', { stage: String(stage) })}</td>
            <td style={cell}>{String(wpm)}</td>
            <td style={cell}>{text('applicantResults.accuracy', { accuracy: String(accuracy) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The figures the source gives, to two decimals as it does, written the recipient's way (20.2 reads "20.20" in English, "20,20" in Swedish). */
const twoDecimals = (value: number, language: Language) => formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Among the company's own earlier applicants; the first one has nobody to be compared with, and
 * a rank among a few ("faster than 0 of the 1 who finished before") says nothing and would read
 * like a poor result.
 */
function companyStandingText({ fullName, companyStanding: { fasterThan, outOf } }: ApplicantResults, text: MailText): string {
  if (outOf === 0) return text('applicantResults.companyFirst', { fullName });
  if (outOf < fewestToCompareWith) return text('applicantResults.companyTooFew', { fullName });
  return text('applicantResults.companyStanding', { fullName, fasterThan: String(fasterThan), outOf: String(outOf) });
}

/** The pass mark itself: the limits the company set ("at least 40 WPM and 95% accuracy"). */
function passMarkText({ minimumWpm, minimumAccuracy }: PassMark, text: MailText): string {
  if (minimumWpm !== null && minimumAccuracy !== null) return text('applicantResults.passMark.both', { minimumWpm: String(minimumWpm), minimumAccuracy: String(minimumAccuracy) });
  if (minimumWpm !== null) return text('applicantResults.passMark.wpm', { minimumWpm: String(minimumWpm) });
  return text('applicantResults.passMark.accuracy', { minimumAccuracy: String(minimumAccuracy) });
}

/** Passed, or not passed and which part of the pass mark the result missed, with the figures that missed it. */
function verdictText({ wpm, accuracy }: ApplicantResults, passMark: PassMark, text: MailText): string {
  const missed = missedLimits({ wpm, accuracy }, passMark);
  const figures = { wpm: String(wpm), accuracy: String(accuracy), minimumWpm: String(passMark.minimumWpm), minimumAccuracy: String(passMark.minimumAccuracy) };
  if (missed.wpm && missed.accuracy) return text('applicantResults.missed.both', figures);
  if (missed.wpm) return text('applicantResults.missed.wpm', figures);
  if (missed.accuracy) return text('applicantResults.missed.accuracy', figures);
  return text('applicantResults.verdicts.passed');
}

/**
 * The pass mark and the verdict. A mail decided before it carried the pass mark itself says only
 * the verdict, as it did then; no pass mark, no lines.
 */
function PassMarkFields(props: ApplicantResults) {
  const { verdict, passMark } = props;
  const text = useMailText();
  if (needsReview(props)) {
    const own = verdict === null ? null : passMark === null ? text(`applicantResults.verdicts.${verdict}`) : verdictText(props, passMark, text);
    return (
      <>
        {passMark !== null && <Field label={text('applicantResults.fields.passMark')}>{passMarkText(passMark, text)}</Field>}
        <Field label={text('applicantResults.fields.verdict')}>
          {own === null ? text('applicantResults.needsReview') : text('applicantResults.needsReviewBeside', { verdict: own })}
        </Field>
      </>
    );
  }
  if (verdict === null) return null;
  if (passMark === null) return <Field label={text('applicantResults.fields.passMark')}>{text(`applicantResults.verdicts.${verdict}`)}</Field>;
  return (
    <>
      <Field label={text('applicantResults.fields.passMark')}>{passMarkText(passMark, text)}</Field>
      <Field label={text('applicantResults.fields.verdict')}>{verdictText(props, passMark, text)}</Field>
    </>
  );
}

/**
 * At the fast tail a rounded percentage overstates ("faster than 99%"): the top group is said
 * instead (standing.ts's typistStanding). A mail decided before it knew the group says the top 1%
 * for 99, which is what 99 (kept within 1 to 99) means there.
 */
function typistStandingText({ fullName, typistPercentile, typistTop }: ApplicantResults, text: MailText): string {
  const top = typistTop ?? (typistPercentile >= 99 ? 1 : null);
  if (top !== null) return text('applicantResults.typistTop', { fullName, top: String(top) });
  if (typistPercentile <= 1) return text('applicantResults.typistBottom', { fullName });
  return text('applicantResults.typistPercentile', { fullName, percentile: String(Math.round(typistPercentile)) });
}

/** Flags, refused attempts, restarts and locks, each in a plain sentence; nothing at all when there are none. */
function IntegrityReport({ flags, refusals, restarts, locks, timeZone, language }: ApplicantResultsMailProps) {
  const text = mailWords(language);
  if (flags.length === 0 && refusals.length === 0 && restarts === 0 && locks === 0) return null;
  return (
    <>
      <MailSubheading>{text('applicantResults.flagsHeading')}</MailSubheading>
      {flags.map((flag) => (
        <Paragraph key={flag}>{text(`applicantResults.flags.${flag}`)}</Paragraph>
      ))}
      {flags.length > 0 && <Paragraph muted>{text('applicantResults.flagsNote')}</Paragraph>}
      {refusals.length > 0 && (
        <>
          <Paragraph>{text('applicantResults.refusalsIntro')}</Paragraph>
          {refusals.map((refusal, index) => (
            <Paragraph key={index}>
              {text('applicantResults.refusal', {
                stage: String(refusal.stage),
                when: formatCompanyDateTime(refusal.at, timeZone, language),
                reason: refusalText(refusal.reason, language),
              })}
            </Paragraph>
          ))}
        </>
      )}
      {restarts > 0 && <Paragraph>{text('applicantResults.restarts', { count: String(restarts) })}</Paragraph>}
      {locks > 0 && <Paragraph>{text('applicantResults.locks', { count: String(locks) })}</Paragraph>}
    </>
  );
}

/** An applicant finished all three tests (docs/product.md §1: results go to the company by e-mail). */
export default function ApplicantResultsMail(props: ApplicantResultsMailProps) {
  const { fullName, email, wpm, accuracy, stages, finishedAt, timeZone, applicantId, publicUrl, language } = props;
  const text = mailWords(language);
  const figures = { wpm: String(wpm), accuracy: String(accuracy) };
  return (
    <MailLayout preview={text('applicantResults.preview', { fullName, ...figures })} publicUrl={publicUrl} language={language}>
      <MailHeading>{text('applicantResults.heading', figures)}</MailHeading>
      <Paragraph>{text('applicantResults.intro', { fullName })}</Paragraph>
      <Section>
        <Field label={text('applicantResults.fields.fullName')}>{fullName}</Field>
        <Field label={text('applicantResults.fields.email')}>{email}</Field>
        <Field label={text('applicantResults.fields.result')}>{text('applicantResults.result', figures)}</Field>
        <PassMarkFields {...props} />
        <Field label={text('applicantResults.fields.finishedAt')}>{formatCompanyDateTime(finishedAt, timeZone, language)}</Field>
      </Section>
      {applicantId !== undefined && (
        <>
          <ActionButton href={`${publicUrl}/login?result=${encodeURIComponent(applicantId)}`} label={text('applicantResults.viewResult')} />
          <Paragraph muted>{text('applicantResults.viewResultNote')}</Paragraph>
        </>
      )}
      <IntegrityReport {...props} />
      <MailSubheading>{text('applicantResults.stagesHeading')}</MailSubheading>
      <StagesTable stages={stages} />
      <MailSubheading>{text('applicantResults.comparisonHeading')}</MailSubheading>
      <Paragraph>{typistStandingText(props, text)}</Paragraph>
      <Paragraph>{companyStandingText(props, text)}</Paragraph>
      <Paragraph muted>
        {text('applicantResults.typistSource', {
          source: typistsInGeneral.source,
          meanWpm: twoDecimals(typistsInGeneral.meanWpm, language),
          sdWpm: twoDecimals(typistsInGeneral.sdWpm, language),
        })}
      </Paragraph>
      <Paragraph>{text('applicantResults.history')}</Paragraph>
      <AddressLink href={`${publicUrl}/login`} />
    </MailLayout>
  );
}

ApplicantResultsMail.PreviewProps = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  wpm: 62,
  accuracy: 97,
  stages: [
    { stage: 1, wpm: 58, accuracy: 96 },
    { stage: 2, wpm: 63, accuracy: 97 },
    { stage: 3, wpm: 65, accuracy: 98 },
  ],
  typistPercentile: 70,
  typistTop: null,
  companyStanding: { fasterThan: 4, outOf: 7 },
  flags: ['bursts'],
  finishedAt: '2026-11-22T09:30:00.000Z',
  applicantId: '0b7d3c1e-5a2f-4e8b-9c6d-1f2e3a4b5c6d',
  verdict: 'passed',
  passMark: { minimumWpm: 40, minimumAccuracy: 95 },
  timeZone: 'Europe/Stockholm',
  refusals: [{ stage: 2, reason: 'inhumanSpeed', at: '2026-11-22T09:20:00.000Z' }],
  restarts: 1,
  locks: 0,
  publicUrl: 'http://localhost:3000',
  language: 'en',
} satisfies ApplicantResultsMailProps;

export const applicantResultsMail: MailTemplate<'applicantResults'> = {
  subject: applicantResultsSubject,
  body: (payload, context) => <ApplicantResultsMail {...payload} {...context} />,
};
