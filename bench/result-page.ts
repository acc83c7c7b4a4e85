/**
 * One applicant's result page in a real Chromium, for `npm run bench`: how long it takes from
 * "View result" in the history to the page painted with its data (three tests with a 1,000-key log
 * each), and whether the keystroke replay keeps up with the screen's 60 frames per second. Each
 * beside a baseline of the same run: opening a view that loads nothing (Account settings), and the
 * frames of the same page standing still.
 * Alone: `node --import tsx bench/result-page.ts` (WEB_DIST for another build).
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { applicantStream, type DomainEvent } from '@typetest/events';
import { commitStreams } from '@typetest/events/store';
import { humanKeystrokeLog } from '@typetest/events/testing';
import { score } from '@typetest/events/scoring';
import { startTestProduct, type TestProduct } from '@typetest/server/testing';
import { launchBrowser } from '../web/e2e/support/browser.ts';

export interface MeasuredBeside {
  measure: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number };
}

const keysPerTest = 1000;
const opens = Number(process.env.BENCH_RESULT_OPENS ?? 10);
const paragraph =
  'Thank you for your order. We have received your payment and the goods will leave our warehouse within two working days. ' +
  'If anything is missing or damaged when it arrives, reply to this message and we will put it right at once. ';
const text = paragraph.repeat(Math.ceil(keysPerTest / paragraph.length)).slice(0, keysPerTest);

async function call(product: TestProduct, path: string, body: unknown) {
  const response = await fetch(`${product.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** A company and `count` applicants who finished three 1,000-character tests: their events written as the stage calls would leave them. */
async function companyWithResults(product: TestProduct, count: number) {
  const email = 'bench.result@company.example';
  const password = 'a bench password of some length';
  const company = {
    loginEmail: email,
    emailForReceivingResults: email,
    hashedPassword: password,
    contactName: 'Bench',
    companyName: 'Bench results',
    vatNo: 'SE1',
    address: 'Street 1',
    postCode: '111 22',
    textFolder: 'benchresult',
    isDefaultCb: false,
  };
  const { data } = await call(product, '/db/createcompany', { company, texts: [text] });
  const companyId = String(data.companyId);
  const streams = Array.from({ length: count }, (_, index) => {
    const applicantId = randomUUID();
    const ids = { applicantId, companyId };
    const fullName = `Bench Applicant ${index}`;
    const applicantEmail = `bench.applicant${index}@applicants.example`;
    const stages = [1, 2, 3].map((stage) => {
      const keystrokes = humanKeystrokeLog(text, { msPerKey: 120, seed: index * 3 + stage, typosAt: [100, 400, 700] });
      return { stage, keystrokes, ...score(text, keystrokes) };
    });
    const events: DomainEvent[] = [
      { type: 'ApplicantInvited', data: { ...ids, email: applicantEmail, fullName, deadline: null } },
      ...stages.flatMap((s): DomainEvent[] => [
        { type: 'StageIssued', data: { ...ids, stage: s.stage, text } },
        {
          type: 'StageFinished',
          data: {
            ...ids,
            stage: s.stage,
            wpm: s.wpm,
            accuracy: s.accuracy,
            claimedWpm: s.wpm,
            durationMs: 0,
            keystrokes: s.keystrokes,
            flags: [],
            page: { away: [], pasteAttempts: [] },
            flagPlaces: [],
          },
        },
      ]),
      {
        type: 'AllStagesFinished',
        data: {
          ...ids,
          fullName,
          email: applicantEmail,
          wpm: stages[0]!.wpm,
          accuracy: stages[0]!.accuracy,
          stages: stages.map(({ stage, wpm, accuracy }) => ({ stage, wpm, accuracy })),
          flags: [],
        },
      },
    ];
    return { streamId: applicantStream(applicantId), expectedVersion: 0, events };
  });
  await commitStreams(product.db, { metadata: { actor: 'bench' }, streams });
  return { email, password };
}

/**
 * Milliseconds from pressing the button named `button` to the first paint after `ready()` holds:
 * clicked, then checked after every DOM change, then one animation frame and a task (the paint).
 */
async function timeToPaint(page: Page, button: string, ready: 'result' | 'settings', nth = 0): Promise<number> {
  return page.evaluate(
    async ({ button, ready, nth }) => {
      const isReady = () =>
        ready === 'result'
          ? document.querySelectorAll('.result-replay').length === 3
          : document.querySelector('h1')?.textContent === 'Account settings' && document.querySelector('form') !== null;
      const candidates = [...document.querySelectorAll('button')].filter((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').includes(button));
      const target = candidates[nth];
      if (!target) throw new Error(`no button "${button}" number ${nth}`);
      const started = performance.now();
      target.click();
      await new Promise<void>((resolve) => {
        if (isReady()) return resolve();
        const observer = new MutationObserver(() => {
          if (!isReady()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - started;
    },
    { button, ready, nth },
  );
}

/** Animation frames over `ms` on the page as it is: the frames per second, and the longest gap between two. */
async function framesFor(page: Page, ms: number): Promise<{ fps: number; p99: number; long: number; frames: number }> {
  return page.evaluate(async (ms) => {
    const stamps: number[] = [];
    await new Promise<void>((resolve) => {
      const tick = (now: number) => {
        stamps.push(now);
        if (now - (stamps[0] ?? now) >= ms) return resolve();
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const gaps = stamps
      .slice(1)
      .map((stamp, index) => stamp - (stamps[index] ?? stamp))
      .sort((a, b) => a - b);
    const seconds = ((stamps.at(-1) ?? 0) - (stamps[0] ?? 0)) / 1000;
    return {
      fps: gaps.length / seconds,
      p99: gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * 0.99))] ?? 0,
      long: gaps.filter((gap) => gap > 1000 / 60 + 8).length,
      frames: gaps.length,
    };
  }, ms);
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const worst = (values: readonly number[]) => Math.max(...values);

export async function resultPageFigures(): Promise<MeasuredBeside[]> {
  const product = await startTestProduct();
  const browser = await launchBrowser();
  try {
    const { email, password } = await companyWithResults(product, opens);
    const page = await browser.context.newPage();
    page.setDefaultTimeout(30_000);
    // tsx keeps function names with a helper (__name) the page does not have: the functions sent to evaluate() need it there.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.goto(`${product.url}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Password/).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Welcome Bench results' }).waitFor();

    const resultTimes: number[] = [];
    const settingsTimes: number[] = [];
    const requestTimes: number[] = [];
    for (let index = 0; index < opens; index++) {
      // The baseline: a view that asks the API for nothing, opened the same way.
      settingsTimes.push(await timeToPaint(page, 'Account settings', 'settings'));
      await page.getByRole('button', { name: 'My account' }).click();
      await page.getByRole('button', { name: 'Applicant results & history', exact: true }).click();
      await page
        .getByRole('button', { name: /^View result of / })
        .nth(index)
        .waitFor();
      // A different applicant each time: nothing of the result is cached in the page yet.
      resultTimes.push(await timeToPaint(page, 'View result of ', 'result', index));
      requestTimes.push(
        await page.evaluate(() => {
          const calls = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/api/db/getresult'));
          return calls.at(-1)?.duration ?? Number.NaN;
        }),
      );
      if (index < opens - 1) await page.getByRole('button', { name: 'My account' }).click();
    }

    const replay = page.locator('.result-replay').first();
    await page.waitForTimeout(500);
    const still = await framesFor(page, 3000);
    await replay.getByRole('button', { name: '4x' }).click();
    await replay.getByRole('button', { name: 'Play', exact: true }).click();
    const playing = await framesFor(page, 3000);
    await replay.getByRole('button', { name: 'Pause', exact: true }).click();

    const opened = `${opens} applicants, 3 tests x ${keysPerTest} keys each`;
    return [
      {
        measure: `result page, "View result" to painted with data, median (${opened}; worst ${worst(resultTimes).toFixed(0)} ms; of it the getresult request ${median(requestTimes).toFixed(0)} ms)`,
        value: median(resultTimes),
        unit: 'ms',
        baseline: { name: `Account settings opened (no data), median, worst ${worst(settingsTimes).toFixed(0)} ms`, value: median(settingsTimes) },
      },
      {
        measure: `result page replay at 4x, frames per second over 3 s (p99 gap ${playing.p99.toFixed(1)} ms, ${playing.long} of ${playing.frames} frames late)`,
        value: playing.fps,
        unit: 'fps',
        baseline: { name: `same page standing still (p99 gap ${still.p99.toFixed(1)} ms, ${still.long} late)`, value: still.fps },
      },
    ];
  } finally {
    await browser.close();
    await product.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  resultPageFigures().then(
    (rows) => {
      for (const row of rows)
        console.log(
          `${row.measure}: ${row.value.toFixed(1)} ${row.unit}${row.baseline ? ` | ${row.baseline.name}: ${row.baseline.value.toFixed(1)} | ${(row.value / row.baseline.value).toFixed(2)}x` : ''}`,
        );
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
