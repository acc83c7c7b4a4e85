/**
 * `npm run lighthouse`: Lighthouse's mobile audit of the landing page, `/`, on the built app as the
 * product serves it (its headers, compression and Content-Security-Policy), three runs, printing each
 * run's four scores and the median. Not part of `npm test`: the figures depend on the machine.
 *
 * The product is started as the browser tests start it (`@typetest/server/testing`: the API with the
 * built web/dist, its own database), so it needs DATABASE_URL and REDIS_URL like them; or
 * LIGHTHOUSE_URL=http://localhost:3000 measures a product already running (`npm start`).
 * LIGHTHOUSE_RUNS sets the number of runs; LIGHTHOUSE_REPORT=file.json keeps the last run's report. Chromium is Debian's (CHROME_PATH, else /usr/bin/chromium):
 * nothing is downloaded. Lighthouse simulates a mid-range phone on a slow 4G line (its default,
 * "lantern"), from a trace taken at full speed, so a busy machine moves the figures less than a
 * real throttled load would (docs/decisions/0070-landing-page-prerendered.md).
 */
import { writeFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestProduct } from '@typetest/server/testing';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Scores = Record<(typeof categories)[number], number>;
const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function audit(url: string): Promise<{ scores: Scores; figures: string }> {
  // A fresh profile each run: nothing cached from the previous one.
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    // LIGHTHOUSE_REPORT=file.json keeps the last run's whole report, to see what the figures are made of.
    if (process.env.LIGHTHOUSE_REPORT) await writeFile(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr, null, 1));
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Scores;
    const figures = metrics.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
    const failing = Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'notApplicable')
      .map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`);
    // Lighthouse's measure of this machine's speed at the time (a quiet desktop: 1,500 or more); Total Blocking Time grows as it falls.
    const speed = `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`;
    return { scores, figures: `${figures}, ${speed}${failing.length > 0 ? `\n    below 0.9: ${failing.join(', ')}` : ''}` };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const line = (scores: Scores) => categories.map((id) => `${id} ${scores[id]}`).join(', ');

const product = process.env.LIGHTHOUSE_URL ? undefined : await startTestProduct();
try {
  const url = `${process.env.LIGHTHOUSE_URL ?? product?.url}/`;
  console.log(`Lighthouse (mobile) on ${url}, ${runs} runs, load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`);
  const results: Scores[] = [];
  for (let run = 1; run <= runs; run++) {
    const { scores, figures } = await audit(url);
    results.push(scores);
    console.log(`run ${run}: ${line(scores)}\n    ${figures}`);
  }
  const medians = Object.fromEntries(categories.map((id) => [id, median(results.map((scores) => scores[id]))])) as Scores;
  console.log(`median: ${line(medians)}`);
} finally {
  await product?.close();
}
