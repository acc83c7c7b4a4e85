import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api.ts';

const api = useTestApi();

const bearerCalls = ['/db/editCompany', '/db/gettextsverified', '/db/inserttexts', '/email/contactus', '/email/verifyemail', '/email/sendverification'];
const openCalls = [
  '/db/registrationduplicates',
  '/db/createcompany',
  '/db/login',
  '/db/getCompanyFromToken',
  '/token/updateaccesstoken',
  '/email/forgotPassword',
  '/db/verifyForgotPassword',
  '/db/submitForgotPasswordChange',
  '/auth/checkactioncode',
  '/auth/applyactioncode',
  '/auth/confirmpasswordreset',
  '/auth/logout',
];

describe('the OpenAPI document describes the account calls', () => {
  it('given the document, then every account call is a POST with a JSON body, and the account-area calls ask for a bearer token', async () => {
    const document = (await (await api.app().request('/api/openapi.json')).json()) as {
      paths: Record<string, { post?: { security?: unknown; requestBody?: { content: Record<string, unknown> } } }>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of [...bearerCalls, ...openCalls]) {
      const call = document.paths[path]?.post;
      expect(call, path).toBeDefined();
      expect(Object.keys(call!.requestBody!.content), path).toEqual(['application/json']);
      expect(call!.security, path).toEqual(bearerCalls.includes(path) ? [{ bearer: [] }] : undefined);
    }
  });
});
