import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api.ts';

const api = useTestApi();

const companyCalls = [
  '/db/sendinvitation',
  '/db/deleteapplicant',
  '/db/getapplicantcodeswithnames',
  '/db/getspenthistory',
  '/db/getresult',
  '/db/exporthistory',
  '/db/getoverview',
  '/db/exportapplicantdata',
];
const applicantCalls = ['/applicant/submitauth', '/applicant/getnexttext', '/applicant/stagefinished'];

describe('the OpenAPI document describes the applicant calls', () => {
  it("given the document, then the company's calls ask for a bearer token and the applicant's do not; each says how it refuses", async () => {
    const document = (await (await api.app().request('/api/openapi.json')).json()) as {
      paths: Record<string, { post?: { security?: unknown; requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> } }>;
    };
    for (const path of [...companyCalls, ...applicantCalls]) {
      const call = document.paths[path]?.post;
      expect(call, path).toBeDefined();
      expect(Object.keys(call!.requestBody!.content), path).toEqual(['application/json']);
      expect(call!.security, path).toEqual(companyCalls.includes(path) ? [{ bearer: [] }] : undefined);
      expect(Object.keys(call!.responses), path).toContain('400');
    }
    expect(Object.keys(document.paths['/applicant/stagefinished']!.post!.responses)).toEqual(expect.arrayContaining(['200', '404', '422']));
  });
});
