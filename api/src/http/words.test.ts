import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordSchema } from '@typetest/events/company';
import { contactUsSchema } from '@typetest/events/contact';
import { createTranslator, defaultLanguage, languages } from '@typetest/events/i18n';
import type { AppEnv } from './env.ts';
import { handleError } from './errors.ts';
import { tooManyRequests } from './rate-limit.ts';
import { validationHook } from './validation.ts';
import { languageCookie, wordsPerRequest } from './words.ts';

const english = createTranslator('en');

/**
 * A language of the test's own: English words in «guillemets». A request given it must be
 * answered in it everywhere, so no word of an answer may come from a translator fixed at import.
 */
const marked = ((key: string, values?: Record<string, unknown>) => `«${english(key as never, values as never)}»`) as unknown as TFunction;

const signUp = createRoute({
  method: 'post',
  path: '/sign-up',
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ password: passwordSchema, contactUs: contactUsSchema.optional() }).strict() } } } },
  responses: { 200: { description: 'Signed up' } },
});

/** The API's machinery (validation, errors, rate limits) with the words a request was given by `t`. */
function appSpeaking(t: TFunction) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use((c, next) => {
    c.set('t', t);
    return next();
  });
  app.openapi(signUp, (c) => c.json({ success: true }, 200));
  app.get('/busy', (c) => tooManyRequests(c, 300));
  app.onError(handleError);
  return app;
}

const post = (app: OpenAPIHono<AppEnv>, body: string) => app.request('/sign-up', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('the API answers in the request’s words, never in words fixed at import', () => {
  const app = appSpeaking(marked);

  it('given a field that breaks a shared schema’s rule, then the field is named and the rule said in the request’s words, its limit filled in', async () => {
    const answer = await post(app, JSON.stringify({ password: 'abc' }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, errorMessage: '«password: «must be at least 6 characters long»»' });
  });

  it('given a rule that is a sentence of its own, then it stands alone, in the request’s words', async () => {
    const contactUs = { email: '', phoneNumber: '', details: '', contactMethod: 'phone' };
    const answer = await post(app, JSON.stringify({ password: 'long enough', contactUs }));
    expect(await answer.json()).toEqual({ success: false, errorMessage: '«You need to enter a phone number.»' });
  });

  it('given a body that is not JSON, then the request’s words say so', async () => {
    const answer = await post(app, '{"password": ');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, errorMessage: '«The request body is not valid JSON.»' });
  });

  it('given too many requests, then when to come back is said in the request’s words too', async () => {
    const answer = await app.request('/busy');
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual({ success: false, errorMessage: '«Too many requests. Please try again «in about 5 minutes».»' });
  });

  it('given the English translator, then the words are exactly the catalogue’s English', async () => {
    const answer = await post(appSpeaking(english), JSON.stringify({ password: 'abc' }));
    expect(await answer.json()).toEqual({ success: false, errorMessage: 'password: must be at least 6 characters long' });
  });
});

describe('the language a request is answered in', () => {
  const app = new OpenAPIHono<AppEnv>();
  app.use(wordsPerRequest());
  app.get('/words', (c) => c.json({ language: c.var.language, refusal: c.var.t('api.invalidJson') }));
  const wordsFor = async (headers: Record<string, string>) => (await app.request('/words', { headers })).json();

  it.each(languages)('given a browser that prefers %s (a regional variant, then another language), then that language and its words', async (language) => {
    expect(await wordsFor({ 'accept-language': `${language}-XX, zz;q=0.8` })).toEqual({ language, refusal: createTranslator(language)('api.invalidJson') });
  });

  it.each(languages)('given the visitor chose %s (the cookie), then that language, whatever the browser prefers', async (language) => {
    expect(await wordsFor({ cookie: `${languageCookie}=${language}`, 'accept-language': 'zz' })).toEqual({ language, refusal: createTranslator(language)('api.invalidJson') });
  });

  it('given only languages the product does not speak, then the default language', async () => {
    expect(await wordsFor({ cookie: `${languageCookie}=zz`, 'accept-language': 'zz-ZZ, yy;q=0.5' })).toEqual({
      language: defaultLanguage,
      refusal: createTranslator(defaultLanguage)('api.invalidJson'),
    });
  });
});
