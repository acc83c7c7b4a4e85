import { describe, expect, it } from 'vitest';
import type { MailIntent } from '../mail/catalogue.ts';
import { mailsPerRecipient } from './rules.ts';

const mail = (kind: MailIntent['kind'], recipient: string) => ({ kind, recipient }) as MailIntent;

describe('the mails the per-recipient limit counts', () => {
  it('given a lock mail and a results mail to the company itself, then neither counts: the applicant caused them, not the company', () => {
    const counts = mailsPerRecipient([
      mail('applicantLocked', 'hiring@acme.example'),
      mail('applicantResults', 'hiring@acme.example'),
      mail('applicantInvitation', 'ada@example.com'),
    ]);
    expect([...counts]).toEqual([['ada@example.com', 1]]);
  });
});
