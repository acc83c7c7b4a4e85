import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyView } from '@typetest/events';
import { runOpsCommand } from '../../ops/commands.ts';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { countRows } from '../../testing/count-rows.ts';
import { companyEvents, everything, givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited, linkCodeOf, submitAuth } from '../applicants/given-applicants.ts';
import { givenJpeg, givenOversizedJpeg, givenPixelBomb, givenPng, givenWebp, renamedTextFile, svgLogo } from './given-logos.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
});

/** The file sent as a browser sends a chosen file: its bytes as the body, its type as the browser guessed it. */
async function upload(by: RegisteredCompany, bytes: Uint8Array, contentType: string, headers: Record<string, string> = {}) {
  const response = await app.request('/api/db/uploadlogo', {
    method: 'POST',
    headers: { authorization: `Bearer ${by.accessToken}`, 'content-type': contentType, ...headers },
    body: new Blob([new Uint8Array(bytes)]),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; errorMessage?: string; data?: CompanyView } };
}
const removeLogo = (by: RegisteredCompany) => post<{ data: CompanyView }>(app, '/db/removelogo', undefined, by.accessToken);
const view = async (by: RegisteredCompany) => (await post<{ data: CompanyView }>(app, '/db/getCompanyFromToken', {}, by.accessToken)).body.data;
const fetchLogo = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
/** What a refused upload must leave as it was: every account table, and the logos' bytes. */
const state = async () => ({ ...(await everything(api.db)), logos: await countRows(api.db, 'company_logos') });

describe('a company uploads its logo in Account settings', () => {
  it('given a PNG of 1200 x 400, then it is kept shrunk to 720 x 240 as a PNG, recorded by its hash, and served from the app with its type, for good', async () => {
    const company = await givenSignedInCompany(app);
    expect((await view(company)).logo).toBeNull();
    const png = await givenPng(1200, 400);

    const answer = await upload(company, png, 'image/png');

    expect(answer.status).toBe(200);
    const logo = answer.body.data?.logo;
    expect(logo).toMatchObject({ width: 720, height: 240, path: expect.stringMatching(new RegExp(`^/api/public/logo/${company.companyId}/[0-9a-f]{64}$`)) });
    expect((await view(company)).logo).toEqual(logo);
    const served = await fetchLogo(logo!.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A webmail's page (another origin) may show it in the invitation.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = Buffer.from(await served.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(logo!.path.endsWith(sha256)).toBe(true);
    expect(served.headers.get('etag')).toBe(`"${sha256}"`);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 720, height: 240, hasAlpha: true });
    expect((await companyEvents(api.db, company.companyId)).at(-1)).toEqual({
      event_type: 'CompanyLogoChanged',
      data: { companyId: company.companyId, logo: { sha256, contentType: 'image/png', byteLength: bytes.length, width: 720, height: 240 } },
    });
    // The browser's copy is still good: no bytes again.
    const again = await fetchLogo(logo!.path, { 'if-none-match': `"${sha256}"` });
    expect(again.status).toBe(304);
  });

  it('given a JPEG carrying EXIF, then it is kept as a JPEG without it', async () => {
    const company = await givenSignedInCompany(app);
    const jpeg = await givenJpeg(900, 300);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const answer = await upload(company, jpeg, 'image/jpeg');

    expect(answer.status).toBe(200);
    const served = await fetchLogo(answer.body.data!.logo!.path);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 720, height: 240 });
    expect(stored.exif).toBeUndefined();
    expect(bytes.includes('Anna Berg')).toBe(false);
  });

  it('given a WebP of 600 x 200, then it is kept as a PNG of the same size (mail clients that show no WebP), and the earlier logo is no longer served', async () => {
    const company = await givenSignedInCompany(app);
    const first = (await upload(company, await givenPng(), 'image/png')).body.data!.logo!;

    const answer = await upload(company, await givenWebp(600, 200), 'image/webp');

    expect(answer.status).toBe(200);
    const logo = answer.body.data!.logo!;
    expect(logo).toMatchObject({ width: 600, height: 200 });
    const served = await fetchLogo(logo.path);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 600, height: 200 });
    expect((await fetchLogo(first.path)).status).toBe(404);
    expect(await api.db.selectFrom('company_logos').select('sha256').where('company_id', '=', company.companyId).execute()).toHaveLength(1);
  });

  it('given the same picture twice, then the second upload records nothing', async () => {
    const company = await givenSignedInCompany(app);
    const png = await givenPng(300, 100);
    await upload(company, png, 'image/png');
    const before = await state();

    const answer = await upload(company, png, 'image/png');

    expect(answer.status).toBe(200);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['an SVG', svgLogo, 'image/svg+xml', 422, /PNG, JPEG or WebP picture. Other files, SVG among them, are not taken/],
    ['an SVG sent as a PNG', svgLogo, 'image/png', 422, /PNG, JPEG or WebP picture/],
    ['a text file renamed logo.png', renamedTextFile, 'image/png', 422, /PNG, JPEG or WebP picture/],
    ['an empty file', new Uint8Array(), 'image/png', 422, /The file is empty/],
  ])('given %s, then the upload is refused with why, and nothing changes (the logo in use stays)', async (_kind, bytes, contentType, status, message) => {
    const company = await givenSignedInCompany(app);
    const logo = (await upload(company, await givenPng(), 'image/png')).body.data!.logo;
    const before = await state();

    const answer = await upload(company, bytes, contentType);

    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, errorMessage: expect.stringMatching(message) });
    expect(await state()).toEqual(before);
    expect((await view(company)).logo).toEqual(logo);
  });

  it('given a JPEG over 200 KB, then 413 says the limit, in Swedish when the visitor chose Swedish, and nothing changes', async () => {
    const company = await givenSignedInCompany(app);
    const oversized = await givenOversizedJpeg();
    expect(oversized.length).toBeGreaterThan(200 * 1024);
    const before = await state();

    const answer = await upload(company, oversized, 'image/jpeg');
    const inSwedish = await upload(company, oversized, 'image/jpeg', { cookie: 'language=sv' });

    expect(answer).toEqual({ status: 413, body: { success: false, errorMessage: expect.stringContaining('at most 200 KB') } });
    expect(inSwedish).toEqual({ status: 413, body: { success: false, errorMessage: expect.stringContaining('högst 200\u00A0kB') } });
    expect(await state()).toEqual(before);
  });

  it('given a PNG whose header promises 20000 x 20000 pixels, then it is refused before it is decoded, and nothing changes', async () => {
    const company = await givenSignedInCompany(app);
    const bomb = await givenPixelBomb();
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20000, height: 20000 });
    const before = await state();

    const answer = await upload(company, bomb, 'image/png');

    expect(answer.status).toBe(422);
    expect(answer.body.errorMessage).toMatch(/too many pixels/);
    expect(await state()).toEqual(before);
  });

  it('given no sign-in, then 401 and nothing is kept', async () => {
    const before = await state();
    const response = await app.request('/api/db/uploadlogo', { method: 'POST', headers: { 'content-type': 'image/png' }, body: await givenPng() });
    expect(response.status).toBe(401);
    expect(await state()).toEqual(before);
  });
});

describe('a company removes its logo', () => {
  it('given a logo, when removed, then the view has none, CompanyLogoChanged says null, its address serves nothing, and removing again records nothing', async () => {
    const company = await givenSignedInCompany(app);
    const logo = (await upload(company, await givenPng(), 'image/png')).body.data!.logo!;

    const answer = await removeLogo(company);

    expect(answer.status).toBe(200);
    expect(answer.body.data.logo).toBeNull();
    expect((await companyEvents(api.db, company.companyId)).at(-1)).toEqual({ event_type: 'CompanyLogoChanged', data: { companyId: company.companyId, logo: null } });
    expect((await fetchLogo(logo.path)).status).toBe(404);
    const before = await state();
    expect((await removeLogo(company)).status).toBe(200);
    expect(await state()).toEqual(before);
  });

  it('given a path that names no logo (another company, a made-up hash, not a hash), then 404', async () => {
    const company = await givenSignedInCompany(app);
    const other = await givenSignedInCompany(app);
    const logo = (await upload(company, await givenPng(), 'image/png')).body.data!.logo!;
    const sha256 = logo.path.split('/').at(-1)!;

    expect((await fetchLogo(`/api/public/logo/${other.companyId}/${sha256}`)).status).toBe(404);
    expect((await fetchLogo(`/api/public/logo/${company.companyId}/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await fetchLogo(`/api/public/logo/${company.companyId}/..%2F..%2Fetc`)).status).toBe(404);
  });
});

describe("the logo on the company's applicants' welcome screen and invitation", () => {
  it('given a logo, then submitauth answers its path and size, and the invitation carries them', async () => {
    const company = await givenSignedInCompany(app);
    const logo = (await upload(company, await givenPng(1200, 400), 'image/png')).body.data!.logo!;

    const [invited] = await givenInvited(app, company, [applicantRow()]);
    if (!invited) throw new Error('no applicant invited');

    const link = { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, invited.email) };
    expect((await submitAuth(app, link)).body.data?.logo).toEqual(logo);
    const mail = await api.db.selectFrom('mail_outbox').select('payload').where('recipient', '=', invited.email).executeTakeFirstOrThrow();
    expect(mail.payload).toMatchObject({ logo });
  });

  it('given no logo, then submitauth answers null and the invitation carries none', async () => {
    const company = await givenSignedInCompany(app);
    const [invited] = await givenInvited(app, company, [applicantRow()]);
    if (!invited) throw new Error('no applicant invited');

    expect((await submitAuth(app, { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, invited.email) })).body.data?.logo).toBeNull();
    const mail = await api.db.selectFrom('mail_outbox').select('payload').where('recipient', '=', invited.email).executeTakeFirstOrThrow();
    expect(mail.payload).not.toHaveProperty('logo');
  });
});

describe('ops replay and the logo', () => {
  it('given companies with a logo, one replaced and one removed, when replayed, then the companies read the same logos and their bytes are untouched', async () => {
    const kept = await givenSignedInCompany(app);
    const replaced = await givenSignedInCompany(app);
    const removed = await givenSignedInCompany(app);
    await upload(kept, await givenJpeg(), 'image/jpeg');
    await upload(replaced, await givenPng(), 'image/png');
    await upload(replaced, await givenWebp(), 'image/webp');
    await upload(removed, await givenPng(400, 100), 'image/png');
    await removeLogo(removed);
    const logos = async () => ({
      views: await Promise.all([kept, replaced, removed].map(async (company) => (await view(company)).logo)),
      bytes: await api.db.selectFrom('company_logos').selectAll().orderBy('company_id').execute(),
    });
    const before = await logos();
    expect(before.views.map((logo) => logo !== null)).toEqual([true, true, false]);

    expect(await runOpsCommand(['replay'], api.db, { log: () => {}, error: () => {}, progress: () => {} })).toBe(0);

    expect(await logos()).toEqual(before);
  });
});
