import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { controlOrBidi, typedText, typedTextWithoutRefusals } from '@typetest/events/testing/typed-text';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app({ CONTACT_RATE_LIMIT: '100000' });
});

const field = fc.oneof(
  { weight: 10, arbitrary: typedTextWithoutRefusals(60) },
  { weight: 5, arbitrary: typedText(60) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.boolean()) },
);
const contactMethod = fc.oneof({ weight: 15, arbitrary: fc.constantFrom('email', 'phone') }, { weight: 1, arbitrary: typedText(6) });
const fields = { email: field, phoneNumber: field, details: field, contactMethod };
// Mostly well-formed requests with awkward text, so most reach the database; some with keys missing.
const contactUsBody = fc.oneof(
  { weight: 9, arbitrary: fc.record({ contactUs: fc.record(fields) }) },
  { weight: 1, arbitrary: fc.record({ contactUs: fc.record(fields, { requiredKeys: [] }) }, { requiredKeys: [] }) },
);

/** Every string inside a stored row or JSON document. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}

async function recordedRequests() {
  const { n } = await api.db
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('the contact endpoint, fuzzed with awkward text', () => {
  it('given any body, then the answer is 200 (one request recorded) or 400 (nothing recorded), never a server error; and nothing stored holds a control or bidi character', async () => {
    await fc.assert(
      fc.asyncProperty(contactUsBody, async (body) => {
        const before = await recordedRequests();
        const response = await app.request('/api/public/contactus', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect([200, 400], await response.clone().text()).toContain(response.status);
        expect(await recordedRequests()).toBe(before + (response.status === 200 ? 1 : 0));
      }),
      { numRuns: 200 },
    );

    const stored = await api.db.selectFrom('contact_requests').select(['email', 'phone_number', 'details']).execute();
    expect(stored.length).toBeGreaterThan(30); // the fuzzing reached the database, not only the validation
    const events = await api.db.selectFrom('events').select('data').where('event_type', '=', 'ContactRequested').execute();
    const mails = await api.db.selectFrom('mail_outbox').select('payload').execute();
    for (const text of [...stored, ...events, ...mails].flatMap(textsIn)) expect(text).not.toMatch(controlOrBidi);
  });
});
