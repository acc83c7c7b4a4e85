import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantLinkSecrets, applicantMails, applicantQueries, applicantStream, inviteApplicants, readStream } from '@typetest/events';
import { commitStreams } from '@typetest/events/store';
import { eraseApplicantsPastRetention, startRetention } from './retention.ts';
import { registerTestCompany, type TestCompany } from './testing/company-mails.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { waitUntil } from './testing/wait-until.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness();
});
afterAll(async () => {
  await harness?.close();
});

/** Invites as the api does (events, read rows, link hashes, invitation mails in one commit); no worker runs, so the mails stay unsent. */
async function invite(company: TestCompany, emails: readonly string[]) {
  const inviting = await applicantQueries.invitingCompanyAndLogin(harness.db, company.companyId);
  const events = inviteApplicants(
    company.companyId,
    emails.map((email) => ({ applicantId: randomUUID(), email, fullName: `Applicant ${email}` })),
    null,
  );
  const links = applicantLinkSecrets(events);
  await commitStreams(harness.db, {
    streams: events.map((event) => ({ streamId: applicantStream(event.data.applicantId), expectedVersion: 0, events: [event] })),
    metadata: { actor: `company:${company.companyId}` },
    writeSecrets: (trx) => links.write(trx),
    mails: (recorded) => applicantMails(recorded, { company: inviting, linkCodes: links.linkCodes }),
  });
  return events.map((event) => event.data.applicantId);
}

const monthsAfter = (date: Date, months: number) => {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
};
const applicantRow = (applicantId: string) =>
  harness.db.selectFrom('applicants').select(['full_name', 'email', 'erased_at']).where('applicant_id', '=', applicantId).executeTakeFirstOrThrow();
const erasures = async (applicantId: string) => (await readStream(harness.db, applicantStream(applicantId))).events.filter((event) => event.type === 'ApplicantErased');

describe("retention: applicants past their company's months are erased by the schedule", () => {
  it('given applicants invited today under the default 24 months, when two workers look 23 months on nothing is erased, and 25 months on each is erased exactly once, their unsent mails cancelled', async () => {
    const { company } = await registerTestCompany(harness.db, 'retain');
    const ids = await invite(company, ['ada.retain@example.com', 'alan.retain@example.com', 'grace.retain@example.com']);
    const { full_name: _, ...before } = await applicantRow(ids[0]!);
    expect(before.erased_at).toBeNull();
    const invitedAt = new Date();
    const round = { db: harness.db, redis: null, prefix: harness.prefix, batchSize: 2 };

    expect(await eraseApplicantsPastRetention({ ...round, now: monthsAfter(invitedAt, 23) })).toBe(0);
    expect((await applicantRow(ids[0]!)).email).toBe('ada.retain@example.com');

    // Two workers at once, in batches smaller than the applicants due.
    const [first, second] = await Promise.all([
      eraseApplicantsPastRetention({ ...round, now: monthsAfter(invitedAt, 25) }),
      eraseApplicantsPastRetention({ ...round, now: monthsAfter(invitedAt, 25) }),
    ]);
    expect(first + second).toBe(3);
    for (const id of ids) {
      expect(await applicantRow(id)).toMatchObject({ full_name: '', email: '', erased_at: expect.any(Date) });
      const erased = await erasures(id);
      expect(erased).toHaveLength(1);
      expect(erased[0]?.data).toMatchObject({ reason: 'retention' });
    }
    const unsent = await harness.db.selectFrom('mail_outbox').select('id').where('recipient', 'like', '%.retain@example.com').execute();
    expect(unsent).toEqual([]);
    // Due no more: the next round erases nothing.
    expect(await eraseApplicantsPastRetention({ ...round, now: monthsAfter(invitedAt, 30) })).toBe(0);
  });

  it('given the schedule starting with a clock past the period, then its first round runs at start-up and says in one log line how many it erased', async () => {
    const { company } = await registerTestCompany(harness.db, 'retain-log');
    await invite(company, ['ada.retainlog@example.com']);
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
    const schedule = startRetention({ db: harness.db, redis: null, prefix: harness.prefix, everyMs: 86_400_000, log, clock: () => monthsAfter(new Date(), 25) });
    try {
      await waitUntil('the start-up round has logged', async () => lines.length > 0, 20_000);
    } finally {
      await schedule.stop();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^retention: erased \d+ applicants? past their company's retention period$/);
    expect(lines[0]).not.toMatch(/retain/);
  });
});
