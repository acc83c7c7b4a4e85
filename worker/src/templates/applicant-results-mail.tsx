import type { CSSProperties } from 'react';
import { Section } from '@react-email/components';
import { typistsInGeneral, type MailPayload } from '@typetest/events';
import { MailLayout } from './mail-layout.tsx';
import { mailText } from './mail-i18n.ts';
import { AddressLink, Field, formatUtcDateTime, MailHeading, MailSubheading, oneLine, Paragraph } from './mail-parts.tsx';
import type { MailContext, MailTemplate } from './mail-template.ts';

type ApplicantResults = MailPayload<'applicantResults'>;
export type ApplicantResultsMailProps = ApplicantResults & MailContext;

/** The company sorts its inbox by applicant: the subject says whose result it is. */
export const applicantResultsSubject = ({ fullName }: ApplicantResults) => oneLine(mailText('applicantResults.subject', { fullName }));

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
          <th scope="col" style={cell}>{mailText('applicantResults.columns.stage')}</th>
          <th scope="col" style={cell}>{mailText('applicantResults.columns.wpm')}</th>
          <th scope="col" style={cell}>{mailText('applicantResults.columns.accuracy')}</th>
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

/** An applicant finished all three tests (SPEC 1: results go to the company by e-mail). */
export default function ApplicantResultsMail(props: ApplicantResultsMailProps) {
  const { fullName, email, wpm, accuracy, stages, typistPercentile, flags, finishedAt, publicUrl } = props;
  const figures = { wpm: String(wpm), accuracy: String(accuracy) };
  return (
    <MailLayout preview={mailText('applicantResults.preview', { fullName, ...figures })} publicUrl={publicUrl}>
      <MailHeading>{mailText('applicantResults.heading')}</MailHeading>
      <Paragraph>{mailText('applicantResults.intro', { fullName })}</Paragraph>
      <Section>
        <Field label={mailText('applicantResults.fields.fullName')}>{fullName}</Field>
        <Field label={mailText('applicantResults.fields.email')}>{email}</Field>
        <Field label={mailText('applicantResults.fields.result')}>{mailText('applicantResults.result', figures)}</Field>
        <Field label={mailText('applicantResults.fields.finishedAt')}>{formatUtcDateTime(finishedAt)}</Field>
      </Section>
      <MailSubheading>{mailText('applicantResults.stagesHeading')}</MailSubheading>
      <StagesTable stages={stages} />
      <MailSubheading>{mailText('applicantResults.comparisonHeading')}</MailSubheading>
      <Paragraph>{mailText('applicantResults.typistPercentile', { fullName, percentile: String(typistPercentile) })}</Paragraph>
      <Paragraph>{companyStandingText(props)}</Paragraph>
      <Paragraph muted>
        {mailText('applicantResults.typistSource', {
          source: typistsInGeneral.source,
          meanWpm: twoDecimals(typistsInGeneral.meanWpm),
          sdWpm: twoDecimals(typistsInGeneral.sdWpm),
        })}
      </Paragraph>
      {/* Flags are accepted results that looked odd: said only when there are any, for the company to weigh. */}
      {flags.length > 0 && (
        <>
          <MailSubheading>{mailText('applicantResults.flagsHeading')}</MailSubheading>
          {flags.map((flag) => (
            <Paragraph key={flag}>{mailText(`applicantResults.flags.${flag}`)}</Paragraph>
          ))}
          <Paragraph muted>{mailText('applicantResults.flagsNote')}</Paragraph>
        </>
      )}
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
  companyStanding: { fasterThan: 4, outOf: 7 },
  flags: ['bursts'],
  finishedAt: '2026-11-22T09:30:00.000Z',
  publicUrl: 'http://localhost:3000',
} satisfies ApplicantResultsMailProps;

export const applicantResultsMail: MailTemplate<'applicantResults'> = {
  subject: applicantResultsSubject,
  body: (payload, context) => <ApplicantResultsMail {...payload} {...context} />,
};
