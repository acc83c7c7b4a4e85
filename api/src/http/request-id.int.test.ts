import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.ts';

const api = useTestApi();
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function contactWithRequestId(requestId?: string) {
  const phoneNumber = `070${Math.floor(Math.random() * 1e7)}`;
  const response = await api.app({ CONTACT_RATE_LIMIT: '1000' }).request('/api/public/contactus', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(requestId === undefined ? {} : { 'x-request-id': requestId }) },
    body: JSON.stringify({ contactUs: { email: '', phoneNumber, details: '', contactMethod: 'phone' } }),
  });
  expect(response.status).toBe(200);
  const event = await api.db
    .selectFrom('events')
    .select('metadata')
    .where('event_type', '=', 'ContactRequested')
    .where(sql<boolean>`data @> ${JSON.stringify({ phoneNumber })}::jsonb`)
    .executeTakeFirstOrThrow();
  return { answered: response.headers.get('x-request-id'), recorded: (event.metadata as { requestId?: string }).requestId };
}

describe('request ids', () => {
  it('given no X-Request-Id, then the product makes one, answers with it and records it with the events', async () => {
    const { answered, recorded } = await contactWithRequestId();
    expect(answered).toMatch(uuid);
    expect(recorded).toBe(answered);
  });

  it.each(['checkout-2026.11.22_7f3a', 'A', 'x'.repeat(64)])('given a short id of safe characters (%s), then it is kept, answered and recorded', async (given) => {
    expect(await contactWithRequestId(given)).toEqual({ answered: given, recorded: given });
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['with =', 'abc=def'],
    ['with a space', 'abc def'],
    ['with markup', '<script>alert(1)</script>'],
    ['with a quote', `"; DROP TABLE events; --`],
    ['with non-ASCII', 'r\u00e9quete'],
  ])('given an id %s, then it is ignored and one of ours is used instead', async (_kind, given) => {
    const { answered, recorded } = await contactWithRequestId(given);
    expect(answered).toMatch(uuid);
    expect(recorded).toBe(answered);
  });
});
