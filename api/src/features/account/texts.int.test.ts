import { beforeAll, describe, expect, it } from 'vitest';
import { defaultTexts } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, companyEvents, givenSignedInCompany, post, type RegisteredCompany } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(accountTestEnv);
  company = await givenSignedInCompany(app);
});

const getTexts = (isDefaultCB: boolean) => post<{ success: boolean; data: string[] }>(app, '/db/gettextsverified', { isDefaultCB }, company.accessToken);
const insertTexts = (texts: string[], isDefaultCB: boolean) => post(app, '/db/inserttexts', { texts, isDefaultCB }, company.accessToken);
const eventTypes = async () => (await companyEvents(api.db, company.companyId)).map((event) => event.event_type);

describe('manage your texts', () => {
  it('given a new company, when it reads its own texts and the default texts, then each list', async () => {
    expect(await getTexts(false)).toEqual({ status: 200, body: { success: true, data: ['Please type this first text.'] } });
    expect(await getTexts(true)).toEqual({ status: 200, body: { success: true, data: [...defaultTexts] } });
  });

  it('given own texts, when up to 4 new texts are saved, then they are read back and TextsChanged is recorded', async () => {
    const texts = ['One.', 'Two.', 'Three.', 'Four.'];
    expect(await insertTexts(texts, false)).toEqual({ status: 200, body: { success: true } });
    expect((await getTexts(false)).body.data).toEqual(texts);
    expect((await eventTypes()).at(-1)).toBe('TextsChanged');
  });

  it('given the texts saved, when saved again unchanged, then nothing is recorded', async () => {
    const before = await eventTypes();
    expect(await insertTexts(['One.', 'Two.', 'Three.', 'Four.'], false)).toEqual({ status: 200, body: { success: true } });
    expect(await eventTypes()).toEqual(before);
  });

  it('given own texts, when the default texts are chosen, then the company uses them and its own texts are kept for later', async () => {
    expect(await insertTexts([], true)).toEqual({ status: 200, body: { success: true } });
    expect((await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).body.data?.isDefaultCb).toBe(true);
    expect((await getTexts(false)).body.data).toEqual(['One.', 'Two.', 'Three.', 'Four.']);
  });

  it.each([
    ['an empty text', ['One.', ''], false, 'texts.1: Text 2 is empty.'],
    ['a text of spaces only', ['   '], false, 'texts.0: Text 1 is empty.'],
    ['no texts without the default', [], false, 'texts: enter at least 1 text, or choose the default texts.'],
    ['five texts', ['1', '2', '3', '4', '5'], false, 'texts: may hold at most 4 texts'],
    ['an oversized text', ['x'.repeat(5001)], false, /^texts\.0: Too big/],
    ['a NUL character', ['bad\u0000text'], false, /^texts\.0: must not contain the NUL character/],
  ])('given %s, when saved, then 400 with the reason and the texts unchanged', async (_name, texts, isDefaultCB, message) => {
    const before = await eventTypes();
    const answer = await insertTexts(texts as string[], isDefaultCB as boolean);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    if (typeof message === 'string') expect(answer.body.errorMessage).toBe(message);
    else expect(answer.body.errorMessage).toMatch(message);
    expect(await eventTypes()).toEqual(before);
  });

  it('given no token, when texts are read or saved, then 401 Unauthorized', async () => {
    expect(await post(app, '/db/gettextsverified', { isDefaultCB: false })).toEqual({ status: 401, body: { success: false, errorMessage: 'Unauthorized' } });
    expect(await post(app, '/db/inserttexts', { texts: ['x'], isDefaultCB: false })).toEqual({ status: 401, body: { success: false, errorMessage: 'Unauthorized' } });
  });
});
