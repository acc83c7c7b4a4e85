import { randomUUID } from 'node:crypto';
import { applicantLinkSecrets, applicantStream, inviteApplicants } from '@typetest/events';
import { commitStreams } from '@typetest/events/store';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logInThroughApi, registerCompany, unique, type TestCompany } from './support/account-company.ts';
import { openTestOne, screen, typeLikeAPerson } from './support/applicant-page.ts';
import { applicantLinksIn, inviteThroughApi, linkParts, linkWorks } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/**
 * The applicant's personal link over its life: a reminder never ends it while it is in use, and a
 * link that stopped working says why (docs/decisions/0042-links-end-when-the-next-is-used.md).
 */
const e2e = useProductInBrowser({
  setUpPage(page) {
    page.setDefaultTimeout(15_000);
  },
});

const text = 'Type me now, please.';
const invalidUrl = 'The URL you entered is invalid.';
const linksExpire = 'The links expire when used. If you are supposed to redo the test, please contact your potential employer to get a new link.';

async function awaitingList(company: TestCompany) {
  const { accessToken } = await logInThroughApi(e2e.product, company.loginEmail, company.password);
  const list = await callApi(e2e.product, '/api/db/getapplicantcodeswithnames', {}, accessToken);
  return { accessToken, list: list.body.data as { applicantCode: string; email: string }[] };
}

/** The link in the newest reminder mail to `email`, as the applicant receives it. */
async function reminderLink(email: string, textFolder: string): Promise<string> {
  const row = await e2e.product.db
    .selectFrom('mail_outbox')
    .select('event_id')
    .where('recipient', '=', email)
    .where('kind', '=', 'applicantReminder')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const mail = await e2e.product.mailbox.waitForMail((received) => (received.messageId ?? '').startsWith(`<${row.event_id}.applicantReminder@`), 15_000);
  const [link] = applicantLinksIn(mail, e2e.product, textFolder);
  if (!link) throw new Error('the reminder carries no link');
  return link;
}

/** The dead-link screen as the applicant sees it: its heading, and the texts beneath it. */
async function deadLinkScreen(page: Page): Promise<string[]> {
  await screen(page, 'Invalid link');
  return page.locator('.ui-page p').allTextContents();
}

describe('given an applicant typing test 1 when the company sends a reminder', () => {
  it('when they type on to the end, then test 1 is recorded and the company sees no restart; once the new link is opened, the old one says a newer link was mailed', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const email = `grace.${unique()}@applicants.example`;
    const [link = ''] = await inviteThroughApi(e2e.product, company, [{ fullName: 'Grace Hopper', email }]);
    const page = e2e.page;
    await openTestOne(page, link);
    const started = page.waitForResponse('**/api/applicant/stagestarted');
    await typeLikeAPerson(page, text.slice(0, 6));
    expect((await started).status()).toBe(200);

    const { accessToken, list } = await awaitingList(company);
    expect((await callApi(e2e.product, '/api/db/sendreminder', { applicantId: list[0]?.applicantCode }, accessToken)).status).toBe(200);
    await typeLikeAPerson(page, text.slice(6));

    await screen(page, 'Almost there');
    expect((await awaitingList(company)).list).toMatchObject([{ email, stagesFinished: 1, restarts: 0, refusals: 0, locked: false }]);

    // The applicant opens the reminder's link (the page's first call with it), and comes back to the old one.
    expect(await linkWorks(e2e.product, await reminderLink(email, company.textFolder))).toBe(true);
    await page.goto(link);
    expect(await deadLinkScreen(page)).toEqual([
      invalidUrl,
      linksExpire,
      'A newer link to this typing test has been e-mailed to you. Please open the link in the latest e-mail about it.',
      'Back to the main page',
    ]);
  });
});

describe('given a link that stopped working', () => {
  it("when its deadline has passed, then the screen says so and names the company to ask, in the browser's language", async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    // Invited with a deadline a minute ago, written as the invitation route writes it (the route refuses a past day; time moves on).
    const events = inviteApplicants(
      company.companyId,
      [{ applicantId: randomUUID(), email: `edith.${unique()}@applicants.example`, fullName: 'Edith Expired' }],
      new Date(Date.now() - 60_000),
    );
    const links = applicantLinkSecrets(events);
    await commitStreams(e2e.product.db, {
      streams: events.map((event) => ({ streamId: applicantStream(event.data.applicantId), expectedVersion: 0, events: [event] })),
      metadata: { actor: `company:${company.companyId}` },
      writeSecrets: (trx) => links.write(trx),
    });
    const link = `${e2e.product.url}/${company.textFolder}?code=${links.linkCodes[events[0]!.data.applicantId]}`;

    await e2e.page.goto(link);
    expect(await deadLinkScreen(e2e.page)).toContain(
      `The deadline for this typing test has passed. If you still want to take it, please ask ${company.companyName} for a new link.`,
    );

    const inSwedish = await e2e.page.context().browser()!.newContext({ locale: 'sv-SE' });
    try {
      const swedish = await inSwedish.newPage();
      await swedish.goto(link);
      await screen(swedish, 'Ogiltig länk');
      await swedish
        .getByText(`Sista dagen för skrivtestet har passerat. Om du fortfarande vill göra testet kan du be ${company.companyName} om en ny länk.`, { exact: true })
        .waitFor();
    } finally {
      await inSwedish.close();
    }
  });

  it('when too many attempts were refused, then the screen says the link was locked and whom to ask', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const [link = ''] = await inviteThroughApi(e2e.product, company, [{ fullName: 'Larry Locked', email: `larry.${unique()}@applicants.example` }]);
    const parts = linkParts(link);
    await callApi(e2e.product, '/api/applicant/getnexttext', parts);
    // Five logs that do not type the text: each refused, the fifth locks the link.
    for (let attempt = 0; attempt < 5; attempt++) {
      await callApi(e2e.product, '/api/applicant/stagefinished', { ...parts, stage: 1, wpm: 50, keystrokes: [{ key: 'T', at: 0 }] });
    }

    await e2e.page.goto(link);
    expect(await deadLinkScreen(e2e.page)).toContain(`This link was locked after too many attempts that could not be recorded. Please ask ${company.companyName} for a new link.`);
  });
});
