import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app({ OPERATOR_EMAIL: 'operators@typetest.test', CONTACT_RATE_LIMIT: '1000', BODY_LIMIT_BYTES: '4096' });
});

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => app.request('/api/public/contactus', { method: 'POST', body, headers });
const contactUs = (fields: Record<string, unknown>) => JSON.stringify({ contactUs: fields });

async function counts() {
  const [events, requests, mails] = await Promise.all([
    api.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    api.db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    api.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { events: Number(events.n), requests: Number(requests.n), mails: Number(mails.n) };
}

describe('a visitor asks to be contacted', () => {
  it('given a phone number, when sent, then the request is recorded, readable, and a mail to the operators is queued', async () => {
    const before = await counts();
    const response = await post(contactUs({ email: '', phoneNumber: '+46 70 123 45 67', details: 'Call after lunch', contactMethod: 'phone' }));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await counts()).toEqual({ events: before.events + 1, requests: before.requests + 1, mails: before.mails + 1 });
    const request = await api.db.selectFrom('contact_requests').selectAll().orderBy('requested_at', 'desc').executeTakeFirstOrThrow();
    expect(request).toMatchObject({ contact_method: 'phone', phone_number: '+46 70 123 45 67', details: 'Call after lunch' });
    const mail = await api.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'contactRequest', recipient: 'operators@typetest.test', reply_to: null, status: 'pending' });
  });

  it('given an e-mail address and details, when sent, then the operators can reply to the visitor directly', async () => {
    const response = await post(contactUs({ email: 'ann@shop.example', phoneNumber: '', details: 'Pricing for 40 hires?', contactMethod: 'email' }));
    expect(response.status).toBe(200);
    const mail = await api.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ reply_to: 'ann@shop.example', recipient: 'operators@typetest.test' });
    expect(mail.payload).toMatchObject({ contactMethod: 'email', email: 'ann@shop.example', details: 'Pricing for 40 hires?' });
  });

  it('given control and bidirectional characters and Windows line ends, when sent, then they are cleaned away before recording', async () => {
    const response = await post(contactUs({ email: '', phoneNumber: '\u202E070\u0007 999\u200B', details: 'Line one\r\nLine\u202E two\u0085', contactMethod: 'phone' }));
    expect(response.status).toBe(200);
    const request = await api.db.selectFrom('contact_requests').selectAll().where('phone_number', '=', '070 999').executeTakeFirst();
    expect(request?.details).toBe('Line one\nLine two');
  });

  it('given surrounding spaces, when sent, then they are trimmed before recording', async () => {
    await post(contactUs({ email: '', phoneNumber: '  0701234567  ', details: '', contactMethod: 'phone' }));
    const request = await api.db.selectFrom('contact_requests').selectAll().where('phone_number', '=', '0701234567').executeTakeFirst();
    expect(request).toBeDefined();
  });
});

describe('bad input is refused with a clear message and changes nothing', () => {
  const cases: Array<[string, string, RegExp | string, Record<string, string>?]> = [
    ['malformed JSON', '{"contactUs": {', 'The request body is not valid JSON.'],
    ['no body at all', '', 'The request body is not valid JSON.'],
    ['no contactUs object', '{}', /^contactUs: expected object/],
    ['a phone request without a number', contactUs({ email: '', phoneNumber: '   ', details: '', contactMethod: 'phone' }), 'You need to enter a phone number.'],
    [
      'a phone number of only spaces and zero-width characters',
      contactUs({ email: '', phoneNumber: ' \u200B\u00A0\uFEFF\u2060 ', details: '', contactMethod: 'phone' }),
      'You need to enter a phone number.',
    ],
    [
      'a NUL character in the details',
      contactUs({ email: 'a@b.se', phoneNumber: '', details: 'Hi\u0000there', contactMethod: 'email' }),
      'contactUs.details: must not contain the NUL character (U+0000).',
    ],
    [
      'a lone surrogate in the phone number',
      contactUs({ email: '', phoneNumber: '070\uD800', details: '', contactMethod: 'phone' }),
      'contactUs.phoneNumber: must be valid Unicode text (it holds an unpaired surrogate).',
    ],
    [
      'an e-mail request without details',
      contactUs({ email: 'ann@shop.example', phoneNumber: '', details: '', contactMethod: 'email' }),
      'You need to enter an email address and details.',
    ],
    ['an e-mail request without an address', contactUs({ email: '', phoneNumber: '', details: 'Hi', contactMethod: 'email' }), 'You need to enter an email address and details.'],
    ['an unknown contact method', contactUs({ email: 'a@b.se', phoneNumber: '1', details: 'x', contactMethod: 'fax' }), 'contactUs.contactMethod: must be "email" or "phone".'],
    ['a missing field', contactUs({ email: 'a@b.se', details: 'x', contactMethod: 'email' }), /^contactUs\.phoneNumber: expected string, received undefined/],
    [
      'a number where text belongs',
      contactUs({ email: 'a@b.se', phoneNumber: 46701234567, details: 'x', contactMethod: 'phone' }),
      /^contactUs\.phoneNumber: expected string, received number/,
    ],
    [
      'an oversized field',
      contactUs({ email: 'a@b.se', phoneNumber: '', details: 'x'.repeat(4001), contactMethod: 'email' }),
      /^contactUs\.details: Too big: expected string to have <=4000 characters/,
    ],
    ['an unknown field', contactUs({ email: 'a@b.se', phoneNumber: '', details: 'x', contactMethod: 'email', admin: true }), /^contactUs: Unrecognized key: "admin"/],
  ];

  it.each(cases)('given %s, then 400 with the reason, and no event, read row or mail', async (_name, body, message, headers) => {
    const before = await counts();
    const response = await post(body, headers);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: boolean; errorMessage: string };
    expect(answer.success).toBe(false);
    if (typeof message === 'string') expect(answer.errorMessage).toBe(message);
    else expect(answer.errorMessage).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('given a body that is not JSON, then 415 asking for JSON, and nothing recorded', async () => {
    const before = await counts();
    const response = await post('contactMethod=phone', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ success: false, errorMessage: 'Send the request body as JSON (Content-Type: application/json).' });
    expect(await counts()).toEqual(before);
  });

  it('given a body over the size limit, then 413 saying so, and nothing recorded', async () => {
    const before = await counts();
    const response = await post(contactUs({ email: 'a@b.se', phoneNumber: '', details: 'x'.repeat(5000), contactMethod: 'email' }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, errorMessage: 'The request body is larger than 4096 bytes.' });
    expect(await counts()).toEqual(before);
  });
});
