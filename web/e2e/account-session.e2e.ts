import { describe, expect, it } from 'vitest';
import { callApi, logInThroughApi, registerCompany } from './support/account-company.ts';
import { loginHeading, openAccountAs, openFromMenu, startSignedOut, storedTokens, storeTokens, toast, welcomeHeading } from './support/account-page.ts';
import { expiredCopyOf } from './support/account-tokens.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** Every call the page made to the API, by path. */
let calls: string[];

const e2e = useProductInBrowser({
  async setUpPage(page, product) {
    await startSignedOut(page, product);
    calls = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
  },
});

const renewal = '/api/token/updateaccesstoken';

describe('given a signed-in company whose access token has expired', () => {
  it('when it comes back to /login, then the tokens are renewed without a word: its menu shows and new tokens are stored', async () => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    const signedIn = (await storedTokens(page))!;
    const expired = await expiredCopyOf(signedIn.accessToken);
    // The API itself no longer takes it: without the renewal the company would be signed out.
    expect((await callApi(e2e.product, '/api/db/getCompanyFromToken', {}, expired)).body.errorMessage).toBe('AccessExpired');
    await storeTokens(page, { accessToken: expired, refreshToken: signedIn.refreshToken });

    await page.reload();
    await welcomeHeading(page, company).waitFor();

    expect(calls.filter((path) => path === renewal)).toHaveLength(1);
    const renewed = (await storedTokens(page))!;
    expect(renewed.accessToken).not.toBe(expired);
    expect(renewed.refreshToken).not.toBe(signedIn.refreshToken);
    expect(await toast(page, 'Your session has ended. Please log in again.').count()).toBe(0);

    // And it keeps working: a view's call goes through on the renewed tokens.
    await openFromMenu(page, 'Manage your texts');
    await page.getByLabel(/^Text 1/).waitFor();
  });
});

describe('given a company whose refresh token was already used by someone else', () => {
  it('when its page next needs a renewal, then the reuse ends the whole sign-in: the login view, "Your session has ended", no tokens, and the other holder is out too', async () => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    const signedIn = (await storedTokens(page))!;

    // Someone with a copy of the tokens renews first: the page's refresh token is now a used one.
    const stolen = await callApi(e2e.product, renewal, { tokens: signedIn });
    expect(stolen.status).toBe(200);
    const theirs = stolen.body.data as { accessToken: string; refreshToken: string };
    await storeTokens(page, { accessToken: await expiredCopyOf(signedIn.accessToken), refreshToken: signedIn.refreshToken });

    await page.getByRole('button', { name: 'Manage your texts' }).click();

    await loginHeading(page).waitFor();
    await toast(page, 'Your session has ended. Please log in again.').waitFor();
    expect(await storedTokens(page)).toBeNull();
    expect((await callApi(e2e.product, '/api/db/getCompanyFromToken', {}, theirs.accessToken)).status).toBe(401);
    expect((await callApi(e2e.product, renewal, { tokens: theirs })).status).toBe(401);
  });
});

describe('given a signed-in company that logs out', () => {
  it('when Log out is pressed, then "Logged out" and the login view, and the tokens it had no longer work anywhere: a copy of them is signed out too', async () => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    const copy = (await storedTokens(page))!;
    const elsewhere = await logInThroughApi(e2e.product, company.loginEmail, company.password);

    await page.getByRole('button', { name: 'Log out' }).click();

    await toast(page, 'Logged out').waitFor();
    await loginHeading(page).waitFor();
    expect(await storedTokens(page)).toBeNull();
    expect(calls).toContain('/api/auth/logout');
    await expect.poll(async () => (await callApi(e2e.product, '/api/db/getCompanyFromToken', {}, copy.accessToken)).status).toBe(401);
    expect((await callApi(e2e.product, renewal, { tokens: copy })).status).toBe(401);
    // Only this sign-in ended: the company's other one goes on.
    expect((await callApi(e2e.product, '/api/db/getCompanyFromToken', {}, elsewhere.accessToken)).status).toBe(200);
  });

  it('when the server cannot be reached as Log out is pressed, then it still says "Logged out", shows the login view and keeps no tokens', async () => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));

    await page.getByRole('button', { name: 'Log out' }).click();

    await toast(page, 'Logged out').waitFor();
    await loginHeading(page).waitFor();
    expect(await storedTokens(page)).toBeNull();
    expect(await toast(page, 'Your session has ended. Please log in again.').count()).toBe(0);
    await page.unroute('**/api/auth/logout');
  });
});
