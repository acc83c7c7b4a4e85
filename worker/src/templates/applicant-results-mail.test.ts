import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail, renderStoredMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const results: MailPayload<'applicantResults'> = {
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
  flags: [],
  finishedAt: '2026-11-22T09:30:00.000Z',
  applicantId: '0b7d3c1e-5a2f-4e8b-9c6d-1f2e3a4b5c6d',
  verdict: null,
  passMark: null,
  timeZone: 'UTC',
  refusals: [],
  restarts: 0,
  locks: 0,
};

describe('the applicant results mail', () => {
  it('given an applicant finished all three tests, when the results mail is rendered, then the subject names the applicant with the score, the figures are the headline, and the body says who', async () => {
    const mail = await renderMail('applicantResults', results, context);

    expect(mail.subject).toBe('Grace Hopper: 62 WPM, 97% accuracy');
    expect(mail.html).toMatch(/<h1[^>]*>62 WPM, 97% accuracy<\/h1>/);
    expect(mail.text).not.toContain('Your pass mark');
    expect(mail.text).toContain('Grace Hopper has finished all three tests of your typing test.');
    expect(mail.text).toContain('Applicant: Grace Hopper');
    expect(mail.text).toContain('E-mail: grace@example.com');
    expect(mail.text).toContain('Result: 62 WPM, 97% accuracy (the mean of the three tests)');
  });

  it('given the company has no time zone but UTC, then it says when the last test was finished, in UTC', async () => {
    const mail = await renderMail('applicantResults', results, context);

    expect(mail.text).toContain('Finished at: 22 November 2026 at 09:30 UTC');
  });

  it("given the company is in Stockholm, then the time is Stockholm's, and says so", async () => {
    const mail = await renderMail('applicantResults', { ...results, timeZone: 'Europe/Stockholm' }, context);

    expect(mail.text).toContain('Finished at: 22 November 2026 at 10:30 (Europe/Stockholm)');
  });

  it.each([
    ['passed', 'Grace Hopper: 62 WPM, 97% accuracy, passed', 'Your pass mark: Passed'],
    ['notPassed', 'Grace Hopper: 62 WPM, 97% accuracy, not passed', 'Your pass mark: Not passed'],
  ] as const)('given a mail decided before it carried the pass mark itself, and the result %s it, then the subject and the body say so', async (verdict, subject, line) => {
    const mail = await renderMail('applicantResults', { ...results, verdict }, context);

    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(line);
  });

  it('given a pass mark of at least 40 WPM and 95% accuracy that the result meets, then the mail states the pass mark and that it passed', async () => {
    const mail = await renderMail('applicantResults', { ...results, verdict: 'passed', passMark: { minimumWpm: 40, minimumAccuracy: 95 } }, context);

    expect(mail.subject).toBe('Grace Hopper: 62 WPM, 97% accuracy, passed');
    expect(mail.text).toContain('Your pass mark: at least 40 WPM and 95% accuracy');
    expect(mail.text).toContain('Verdict: Passed');
  });

  it.each([
    { wpm: 38, accuracy: 97, line: 'Verdict: Not passed: the speed, 38 WPM, is below 40 WPM' },
    { wpm: 62, accuracy: 94, line: 'Verdict: Not passed: the accuracy, 94%, is below 95%' },
    { wpm: 38, accuracy: 94, line: 'Verdict: Not passed: both the speed, 38 WPM, and the accuracy, 94%, are below the pass mark' },
  ])(
    'given a pass mark of at least 40 WPM and 95 percent accuracy, when the result is $wpm WPM at $accuracy percent, then the mail says it did not pass and what it missed',
    async ({ wpm, accuracy, line }) => {
      const mail = await renderMail('applicantResults', { ...results, wpm, accuracy, verdict: 'notPassed', passMark: { minimumWpm: 40, minimumAccuracy: 95 } }, context);

      expect(mail.text).toContain('Your pass mark: at least 40 WPM and 95% accuracy');
      expect(mail.text).toContain(line);
    },
  );

  it("given a flagged result that meets the pass mark, then the subject and the verdict say it needs review, with the pass mark's own verdict beside, never a plain pass", async () => {
    const mail = await renderMail(
      'applicantResults',
      { ...results, flags: ['evenIntervals'], secondLook: true, verdict: 'passed', passMark: { minimumWpm: 40, minimumAccuracy: 95 } },
      context,
    );

    expect(mail.subject).toBe('Grace Hopper: 62 WPM, 97% accuracy, needs review');
    expect(mail.text).toContain('Verdict: Needs review: see how the tests were taken below. By the pass mark alone: Passed.');
    expect(mail.text).not.toContain('Verdict: Passed');
  });

  it('given a Swedish company and a result restarted once, then it says in Swedish that it needs review, with what the pass mark missed beside', async () => {
    const mail = await renderMail(
      'applicantResults',
      { ...results, restarts: 1, secondLook: true, accuracy: 94, verdict: 'notPassed', passMark: { minimumWpm: 40, minimumAccuracy: 95 } },
      { ...context, language: 'sv' },
    );

    expect(mail.subject).toBe('Grace Hopper: 62 ord/min, 94 % träffsäkerhet, behöver granskas');
    expect(mail.text).toContain('Bedömning: Behöver granskas: se nedan hur testen gjordes. Enligt godkäntgränsen: Inte godkänd: träffsäkerheten, 94\u00A0%, är under 95\u00A0%.');
  });

  it('given a mail decided before it said whether the result needs review, with a refused attempt and no pass mark, then it needs review all the same', async () => {
    const { secondLook: _, ...before } = { ...results, refusals: [{ stage: 1, reason: 'inhumanSpeed' as const, at: '2026-11-22T09:20:00.000Z' }], secondLook: undefined };
    const mail = await renderMail('applicantResults', before, context);

    expect(mail.subject).toBe('Grace Hopper: 62 WPM, 97% accuracy, needs review');
    expect(mail.text).toContain('Verdict: Needs review: see how the tests were taken below.');
  });

  it('given a pass mark of a speed only, then the mail states that limit alone', async () => {
    const mail = await renderMail('applicantResults', { ...results, wpm: 38, verdict: 'notPassed', passMark: { minimumWpm: 40, minimumAccuracy: null } }, context);

    expect(mail.text).toContain('Your pass mark: at least 40 WPM\n');
    expect(mail.text).toContain('Verdict: Not passed: the speed, 38 WPM, is below 40 WPM');
  });

  it('given a Swedish company whose pass mark the accuracy missed, then the mail states the pass mark and what was missed in Swedish', async () => {
    const mail = await renderMail(
      'applicantResults',
      { ...results, accuracy: 94, verdict: 'notPassed', passMark: { minimumWpm: 40, minimumAccuracy: 95 } },
      { ...context, language: 'sv' },
    );

    expect(mail.text).toContain('Din godkäntgräns: minst 40 ord/min och 95\u00A0% träffsäkerhet');
    expect(mail.text).toContain('Bedömning: Inte godkänd: träffsäkerheten, 94\u00A0%, är under 95\u00A0%');
  });

  it('then its "View result" button opens the result page through the login', async () => {
    const mail = await renderMail('applicantResults', results, context);

    expect(linksIn(mail.html)).toContainEqual({ href: 'https://typetest.example/login?result=0b7d3c1e-5a2f-4e8b-9c6d-1f2e3a4b5c6d', text: 'View result' });
  });

  it('given a mail decided before the result page (no applicant id, pass mark or time zone in it), then it still renders, in UTC, without the button', async () => {
    const { applicantId: _id, verdict: _verdict, timeZone: _zone, refusals: _refusals, restarts: _restarts, locks: _locks, typistTop: _top, ...older } = results;

    const mail = await renderStoredMail('applicantResults', older, context);

    expect(mail.subject).toBe('Grace Hopper: 62 WPM, 97% accuracy');
    expect(mail.text).toContain('09:30 UTC');
    expect(linksIn(mail.html).map((link) => link.text)).not.toContain('View result');
  });

  it('then each test has its row with its WPM and accuracy, in the HTML table and in the plain text', async () => {
    const mail = await renderMail('applicantResults', results, context);

    expect(mail.text).toMatch(/Test 1\/3 +58 +96%\nTest 2\/3 +63 +97%\nTest 3\/3 +65 +98%/);
    expect(mail.html).toMatch(/<th [^>]*>Test<\/th><th [^>]*>WPM<\/th><th [^>]*>Accuracy<\/th>/);
    expect(mail.html).toMatch(/<td [^>]*>Test 2\/3<\/td><td [^>]*>63<\/td><td [^>]*>97%<\/td>/);
  });

  it.each([
    [99, 0.1, 'Grace Hopper is in the top 0.1% of typists in general'],
    [99, null, 'Grace Hopper is in the top 1% of typists in general'],
    [1, null, 'Grace Hopper is among the slowest 1% of typists in general.'],
  ])(
    'given a percentile of %i and a top group of %s, at the end of the scale, then it is said as the group it is, not as "faster than 99%%"',
    async (typistPercentile, typistTop, line) => {
      const mail = await renderMail('applicantResults', { ...results, typistPercentile, typistTop }, context);

      expect(mail.text).toContain(line);
      expect(mail.text).not.toContain('faster than about 99%');
    },
  );

  it('then it says where the applicant stands among typists in general, and on what that rests', async () => {
    const mail = await renderMail('applicantResults', results, context);

    expect(mail.text).toContain('Grace Hopper types faster than about 70% of typists in general.');
    expect(mail.text).toContain('Dhakal et al., CHI 2018, 136 million keystrokes from 168,000 typists, with a mean of 51.56 WPM and a standard deviation of 20.20 WPM.');
  });

  it('given a Swedish company, then the figures and the time are written the Swedish way (decimal comma, Swedish date)', async () => {
    const mail = await renderMail('applicantResults', results, { ...context, language: 'sv' });

    expect(mail.text).toContain('ett medelvärde på 51,56 ord/min och en standardavvikelse på 20,20 ord/min.');
    expect(mail.text).toContain('22 november 2026 kl. 09:30 UTC');
    expect(mail.html).toContain('lang="sv"');
  });

  it('given earlier applicants of the company finished, then it says how many of them this one was faster than', async () => {
    const mail = await renderMail('applicantResults', results, context);

    expect(mail.text).toContain('Among your own applicants so far, Grace Hopper typed faster than 4 of the 7 who finished before.');
    expect(mail.text).not.toContain('the first of your applicants');
  });

  it.each([1, 4])('given only %i of the company\u2019s applicants finished before, then it says they are too few to compare with, and gives no rank', async (outOf) => {
    const mail = await renderMail('applicantResults', { ...results, companyStanding: { fasterThan: 0, outOf } }, context);

    expect(mail.text).toContain('Only a few of your applicants finished the test before Grace Hopper, too few to compare with yet.');
    expect(mail.text).not.toContain('typed faster than');
  });

  it('given a Swedish company where 1 applicant finished before, then it says in Swedish that there are too few to compare with', async () => {
    const mail = await renderMail('applicantResults', { ...results, companyStanding: { fasterThan: 0, outOf: 1 } }, { ...context, language: 'sv' });

    expect(mail.text).toContain('Bara ett fåtal av dina kandidater hade gjort klart testet före Grace Hopper, för få för att jämföra med än.');
    expect(mail.text).not.toContain('snabbare än 0 av');
  });

  it('given the applicant is the first of the company to finish, then it says so instead of comparing with nobody', async () => {
    const mail = await renderMail('applicantResults', { ...results, companyStanding: { fasterThan: 0, outOf: 0 } }, context);

    expect(mail.text).toContain('Grace Hopper is the first of your applicants to finish the test');
    expect(mail.text).not.toContain('faster than 0 of');
  });

  it('given refused attempts, restarts and a lock, then each is in the report: the refusals with their test, time and reason', async () => {
    const mail = await renderMail(
      'applicantResults',
      { ...results, timeZone: 'Europe/Stockholm', refusals: [{ stage: 2, reason: 'inhumanSpeed', at: '2026-11-22T09:20:00.000Z' }], restarts: 2, locks: 1 },
      context,
    );

    expect(mail.text).toContain('WORTH A SECOND LOOK');
    expect(mail.text).toMatch(/Test 2, 22 November 2026 at 10:20 \(Europe\/Stockholm\): \S.+/);
    expect(mail.text).not.toContain('inhumanSpeed');
    expect(mail.text).toContain('Tests started again from the beginning (the page was reloaded mid-test): 2.');
    expect(mail.text).toContain('Times the link stopped working after too many refused attempts, until you sent it again: 1.');
  });

  it('given no flags, then nothing is called worth a second look', async () => {
    const mail = await renderMail('applicantResults', results, context);

    expect(mail.text).not.toContain('Worth a second look');
    expect(mail.text).not.toContain('even intervals');
    expect(mail.text).not.toContain('bursts');
  });

  it('given both flags, then each is said plainly under "Worth a second look"', async () => {
    const mail = await renderMail('applicantResults', { ...results, flags: ['evenIntervals', 'bursts'] }, context);

    expect(mail.text).toContain('WORTH A SECOND LOOK');
    expect(mail.html).toContain('Worth a second look');
    expect(mail.text).toMatch(/even/i);
    expect(mail.text).toMatch(/burst/i);
    expect(mail.text).not.toContain('evenIntervals');
    expect(mail.text).toContain('The result reads “Needs review” until you accept or reject it on its result page.');
  });

  it('then it leads to the account area, where Applicant results & history keeps every result', async () => {
    const mail = await renderMail('applicantResults', results, context);

    expect(linksIn(mail.html)).toContainEqual({ href: 'https://typetest.example/login', text: 'https://typetest.example/login' });
    expect(mail.text).toContain('under Applicant results & history when you log in:\n\nhttps://typetest.example/login\n');
  });

  it('given an applicant name with markup, then the HTML shows it as text and the subject keeps it as typed', async () => {
    const mail = await renderMail('applicantResults', { ...results, fullName: '<b>Eve</b>', email: '<i>eve</i>@example.com' }, context);

    expect(mail.subject).toBe('<b>Eve</b>: 62 WPM, 97% accuracy');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).not.toContain('<i>eve</i>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; has finished all three tests');
    expect(mail.text).toContain('Applicant: <b>Eve</b>');
  });

  it('given a name with a line break, then the subject is still one line', async () => {
    const mail = await renderMail('applicantResults', { ...results, fullName: 'Grace\r\nBcc: someone@example.com' }, context);

    expect(mail.subject).toBe('Grace Bcc: someone@example.com: 62 WPM, 97% accuracy');
  });
});
