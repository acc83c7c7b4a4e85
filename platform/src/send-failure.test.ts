import { describe, expect, it } from 'vitest';
import { classifySendFailure } from './send-failure.ts';

// Shaped like the errors nodemailer 10 throws (see the sender's integration tests for real ones).
const smtpReply = (responseCode: number, message: string) => Object.assign(new Error(message), { code: 'EMESSAGE', responseCode });

describe('sorting failed sends into permanent and transient', () => {
  it('given a 5xx reply, then it is permanent; given 4xx or 503, then transient', () => {
    expect(classifySendFailure(smtpReply(550, 'Message failed: 550 Mailbox unavailable')).permanent).toBe(true);
    expect(classifySendFailure(smtpReply(553, 'Message failed: 553 Bad address')).permanent).toBe(true);
    expect(classifySendFailure(smtpReply(451, 'Message failed: 451 Try later')).permanent).toBe(false);
    expect(classifySendFailure(smtpReply(421, 'Service not available')).permanent).toBe(false);
    expect(classifySendFailure(smtpReply(503, 'Bad sequence of commands')).permanent).toBe(false);
  });

  it('given nodemailer says whether a reply is permanent, then that wins', () => {
    expect(classifySendFailure(Object.assign(smtpReply(552, 'Mailbox full'), { permanent: false })).permanent).toBe(false);
  });

  it('given an address nodemailer refuses before sending, then it is permanent', () => {
    const noRecipients = Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' });
    expect(classifySendFailure(noRecipients)).toMatchObject({ permanent: true, message: 'No recipients defined' });
  });

  it('given the server cannot be reached, then it is transient', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), { code: 'ESOCKET' });
    const timedOut = Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
    expect(classifySendFailure(refused)).toMatchObject({ permanent: false, summary: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:1025 (transient)' });
    expect(classifySendFailure(timedOut).permanent).toBe(false);
  });

  it('given a reply that names the recipient, then the summary for Redis and logs leaves it out', () => {
    const failure = classifySendFailure(smtpReply(550, 'Message failed: 550 <ada@shop.example>: user unknown'));
    expect(failure.message).toContain('ada@shop.example');
    expect(failure.summary).not.toContain('ada@shop.example');
    expect(failure.summary).toContain('550');
  });
});
