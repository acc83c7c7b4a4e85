import type { CSSProperties } from 'react';
import { Section } from '@react-email/components';
import { typistsInGeneral, type MailPayload, type StageRefusalReason } from '@typetest/events';
import { createTranslator } from '@typetest/events/i18n';
import { MailLayout } from './mail-layout.tsx';
import { mailText } from './mail-i18n.ts';
import { ActionButton, AddressLink, Field, formatUtcDateTime, MailHeading, MailSubheading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ApplicantResults = MailPayload<'applicantResults'>;
export type ApplicantResultsMailProps = ApplicantResults & MailContext;

/** The inbox alone tells results apart: whose, the score, and the verdict when the company has a pass mark. */
export function applicantResultsSubject({ fullName, wpm, accuracy, verdict }: ApplicantResults): string {
  const figures = { fullName, wpm: String(wpm), accuracy: String(accuracy) };
  return oneLine(
    verdict === null
      ? mailText('applicantResults.subject', figures)
      : mailText('applicantResults.subjectWithVerdict', { ...figures, verdict: mailText(`applicantResults.subjectVerdicts.${verdict}`) }),
  );
}

/** A refusal in the employer's words the result page uses too (the catalogue's `integrity` section). */
const catalogueText = createTranslator('en');
const refusalText = (reason: StageRefusalReason) => catalogueText(`integrity.refusals.${reason}`);

/** A moment in the company's time zone, named: "22 November 2026 at 10:30 (Europe/Stockholm)"; UTC as every other mail says it. */
export function formatCompanyDateTime(iso: string, timeZone: string): string {
  if (timeZone === 'UTC') return formatUtcDateTime(iso);
  try {
    const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
    return mailText('applicantResults.dateTimeIn', { dateTime, timeZone });
  } catch {
    // A zone this runtime does not know: UTC, said so, rather than no mail.
    return formatUtcDateTime(iso);
  }
}

const cell: CSSProperties = { fontSize: '14px', lineHeight: '22px', padding: '4px 16px 4px 0', textAlign: 'left' };

/**
 * One row per measured test: a real table, so screen readers announce each figure with its
 * column; `data-text-format` makes react-email write it as aligned rows in the plain-text version
 * instead of one cell per line (it capitalises header cells, so the rows' labels are plain cells).
 */
function StagesTable({ stages }: { stages: ApplicantResults['stages'] }) {
  return (
    <table data-text-format="dataTable" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '0 0 12px' }}>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            {mailText('applicantResults.columns.stage')}
          </th>
          <th scope="col" style={cell}>
            {mailText('applicantResults.columns.wpm')}
          </th>
          <th scope="col" style={cell}>
            {mailText('applicantResults.columns.accuracy')}
          </th>
        </tr>
      </thead>
      <tbody>
        {stages.map(({ stage, wpm, accuracy }) => (
          <tr key={stage}>
            <td style={cell}>{mailText('applicantResults.stage', { stage: String(stage) })}</td>
            <td style={cell}>{String(wpm)}</td>
            <td style={cell}>{mailText('applicantResults.accuracy', { accuracy: String(accuracy) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The figures the source gives, written as it does (20.2 reads "20.20"). */
const twoDecimals = (value: number) => value.toFixed(2);

/**
 * Among the company's own earlier applicants; the first one has nobody to be compared with, and
 * "faster than 0 of 0" would read like a poor result.
 */
function companyStandingText({ fullName, companyStanding: { fasterThan, outOf } }: ApplicantResults): string {
  if (outOf === 0) return mailText('applicantResults.companyFirst', { fullName });
  return mailText('applicantResults.companyStanding', { fullName, fasterThan: String(fasterThan), outOf: String(outOf) });
}

/**
 * At the fast tail a rounded percentage overstates ("faster than 99%"): the top group is said
 * instead (standing.ts's typistStanding). A mail decided before it knew the group says the top 1%
 * for 99, which is what 99 (kept within 1 to 99) means there.
 */
function typistStandingText({ fullName, typistPercentile, typistTop }: ApplicantResults): string {
  const top = typistTop ?? (typistPercentile >= 99 ? 1 : null);
  if (top !== null) return mailText('applicantResults.typistTop', { fullName, top: String(top) });
  if (typistPercentile <= 1) return mailText('applicantResults.typistBottom', { fullName });
  return mailText('applicantResults.typistPercentile', { fullName, percentile: String(Math.round(typistPercentile)) });
}

/** Flags, refused attempts, restarts and locks, each in a plain sentence; nothing at all when there are none. */
function IntegrityReport({ flags, refusals, restarts, locks, timeZone }: ApplicantResults) {
  if (flags.length === 0 && refusals.length === 0 && restarts === 0 && locks === 0) return null;
  return (
    <>
      <MailSubheading>{mailText('applicantResults.flagsHeading')}</MailSubheading>
      {flags.map((flag) => (
        <Paragraph key={flag}>{mailText(`applicantResults.flags.${flag}`)}</Paragraph>
      ))}
      {flags.length > 0 && <Paragraph muted>{mailText('applicantResults.flagsNote')}</Paragraph>}
      {refusals.length > 0 && (
        <>
          <Paragraph>{mailText('applicantResults.refusalsIntro')}</Paragraph>
          {refusals.map((refusal, index) => (
            <Paragraph key={index}>
              {mailText('applicantResults.refusal', { stage: String(refusal.stage), when: formatCompanyDateTime(refusal.at, timeZone), reason: refusalText(refusal.reason) })}
            </Paragraph>
          ))}
        </>
      )}
      {restarts > 0 && <Paragraph>{mailText('applicantResults.restarts', { count: String(restarts) })}</Paragraph>}
      {locks > 0 && <Paragraph>{mailText('applicantResults.locks', { count: String(locks) })}</Paragraph>}
    </>
  );
}

/** An applicant finished all three tests (docs/product.md §1: results go to the company by e-mail). */
export default function ApplicantResultsMail(props: ApplicantResultsMailProps) {
  const { fullName, email, wpm, accuracy, stages, verdict, finishedAt, timeZone, applicantId, publicUrl } = props;
  const figures = { wpm: String(wpm), accuracy: String(accuracy) };
  return (
    <MailLayout preview={mailText('applicantResults.preview', { fullName, ...figures })} publicUrl={publicUrl}>
      <MailHeading>{mailText('applicantResults.heading', figures)}</MailHeading>
      <Paragraph>{mailText('applicantResults.intro', { fullName })}</Paragraph>
      <Section>
        <Field label={mailText('applicantResults.fields.fullName')}>{fullName}</Field>
        <Field label={mailText('applicantResults.fields.email')}>{email}</Field>
        <Field label={mailText('applicantResults.fields.result')}>{mailText('applicantResults.result', figures)}</Field>
        {verdict !== null && <Field label={mailText('applicantResults.fields.passMark')}>{mailText(`applicantResults.verdicts.${verdict}`)}</Field>}
        <Field label={mailText('applicantResults.fields.finishedAt')}>{formatCompanyDateTime(finishedAt, timeZone)}</Field>
      </Section>
      {applicantId !== undefined && (
        <>
          <ActionButton href={`${publicUrl}/login?result=${encodeURIComponent(applicantId)}`} label={mailText('applicantResults.viewResult')} />
          <Paragraph muted>{mailText('applicantResults.viewResultNote')}</Paragraph>
        </>
      )}
      <IntegrityReport {...props} />
      <MailSubheading>{mailText('applicantResults.stagesHeading')}</MailSubheading>
      <StagesTable stages={stages} />
      <MailSubheading>{mailText('applicantResults.comparisonHeading')}</MailSubheading>
      <Paragraph>{typistStandingText(props)}</Paragraph>
      <Paragraph>{companyStandingText(props)}</Paragraph>
      <Paragraph muted>
        {mailText('applicantResults.typistSource', {
          source: typistsInGeneral.source,
          meanWpm: twoDecimals(typistsInGeneral.meanWpm),
          sdWpm: twoDecimals(typistsInGeneral.sdWpm),
        })}
      </Paragraph>
      <Paragraph>{mailText('applicantResults.history')}</Paragraph>
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
  timeZone: 'Europe/Stockholm',
  refusals: [{ stage: 2, reason: 'inhumanSpeed', at: '2026-11-22T09:20:00.000Z' }],
  restarts: 1,
  locks: 0,
  publicUrl: 'http://localhost:3000',
} satisfies ApplicantResultsMailProps;

export const applicantResultsMail: MailTemplate<'applicantResults'> = {
  subject: applicantResultsSubject,
  body: (payload, context) => <ApplicantResultsMail {...payload} {...context} />,
};
