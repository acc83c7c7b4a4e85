import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequestMails, contactRequestStream, requestContact } from '@typetest/events';
import { commit } from '@typetest/events/store';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { runOpsCommand } from './commands.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function ops(...args: string[]) {
  const output: string[] = [];
  const errors: string[] = [];
  const progress: string[] = [];
  const code = await runOpsCommand(args, database.db, { log: (line) => output.push(line), error: (line) => errors.push(line), progress: (line) => progress.push(line) });
  return { code, output: output.join('\n'), errors: errors.join('\n'), progress };
}

/** A visitor's request whose mail ended in the given state. */
async function mailThatEnded(status: 'failed' | 'sent', lastError: string | null = null): Promise<string> {
  const id = randomUUID();
  await commit(database.db, {
    streamId: contactRequestStream(id),
    expectedVersion: 0,
    events: [requestContact({ contactMethod: 'phone', phoneNumber: '0701234567', email: '', details: '' }, id)],
    metadata: { actor: 'visitor' },
    mails: (recorded) => contactRequestMails(recorded, 'operators@typetest.test'),
  });
  const mail = await database.db
    .updateTable('mail_outbox')
    .set({ status, attempts: 3, last_error: lastError })
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirstOrThrow();
  return mail.id;
}

const statusOf = async (id: string) => (await database.db.selectFrom('mail_outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('operators keep the product running', () => {
  it('given no failed mails, when listing them, then it says so', async () => {
    expect(await ops('mail:failed')).toMatchObject({ code: 0, output: 'No failed mails.', errors: '' });
  });

  it('given a mail the SMTP server refused for good, when listing failed mails, then it shows id, kind, recipient and the error', async () => {
    const id = await mailThatEnded('failed', '550 5.1.1 mailbox unavailable');
    const { code, output } = await ops('mail:failed');
    expect(code).toBe(0);
    expect(output).toContain(`${id}\tcontactRequest\toperators@typetest.test\t3\t`);
    expect(output).toContain('550 5.1.1 mailbox unavailable');
    expect(output).toContain('1 failed mail.');
  });

  it('given failed and sent mails, when retrying by id, then only the failed one is queued again and the sent one is left alone', async () => {
    const failed = await mailThatEnded('failed', 'timeout');
    const sent = await mailThatEnded('sent');
    const { code, output } = await ops('mail:retry', failed, sent);
    expect(code).toBe(0);
    expect(output).toContain(`Queued again: ${failed}.`);
    expect(output).toContain(`Mail ${sent} is sent; only failed mails are retried.`);
    expect(await statusOf(failed)).toBe('pending');
    expect(await statusOf(sent)).toBe('sent');
  });

  it('given several failed mails, when retrying --all, then every failed one is queued again', async () => {
    const ids = [await mailThatEnded('failed'), await mailThatEnded('failed')];
    const { code } = await ops('mail:retry', '--all');
    expect(code).toBe(0);
    for (const id of ids) expect(await statusOf(id)).toBe('pending');
    expect((await ops('mail:failed')).output).toBe('No failed mails.');
  });

  it('given a wrong call, when run, then it explains and changes nothing', async () => {
    expect(await ops('mail:retry')).toMatchObject({ code: 2, errors: 'mail:retry needs mail ids or --all.' });
    expect(await ops('mail:retry', 'abc')).toMatchObject({ code: 2, errors: expect.stringContaining('Not a mail id: abc') });
    expect(await ops('mail:retry', '999999')).toMatchObject({ code: 1, errors: 'No such mail: 999999.' });
    expect(await ops('frobnicate')).toMatchObject({ code: 2, errors: expect.stringContaining('Unknown command: frobnicate') });
  });

  it('given recorded requests, when replaying, then it says how far it has got as it goes and then how many events rebuilt which tables', async () => {
    const { code, output, progress } = await ops('replay');
    expect(code).toBe(0);
    expect(progress[0]).toMatch(/^Replaying \d+ events\.\.\.$/);
    expect(progress[1]).toMatch(/^Replayed (\d+) of \1 events \(100%\), [\d,]+ events\/s, about 0 s left$/);
    expect(output).toMatch(/^Replayed \d+ events into contact_requests, companies, company_emails, applicants, results, stage_fingerprints in \d+\.\d\d s\.$/);
    const rows = await database.db.selectFrom('contact_requests').select('contact_request_id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });
});
