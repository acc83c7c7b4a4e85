import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Accessibility checks with axe-core, run inside the page under test. Every screen's browser test
 * calls `expectNoSeriousViolations(page)` once per theme, so a regression a screen-reader or
 * keyboard user would meet (a nameless button, text too faint to read, a broken ARIA reference)
 * fails the test that introduced it. Minor and moderate findings are left to review.
 */

type Violation = axe.Result;

const failingImpacts: ReadonlySet<axe.ImpactValue | undefined> = new Set(['serious', 'critical']);

export interface AxeCheckOptions {
  /** A CSS selector: check only this part of the page (default: the whole document). */
  include?: string;
  /** Rule ids to skip, each with a reason in the calling test. */
  disableRules?: readonly string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page, options: AxeCheckOptions = {}): Promise<Violation[]> {
  // Injected through the DevTools protocol rather than a <script> tag, so no Content-Security-Policy stands in the way.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    async ({ include, disableRules }) => {
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const engine = (window as unknown as { axe: typeof axe }).axe;
      return engine.run(include ? { include: [include] } : document, { resultTypes: ['violations'], rules });
    },
    { include: options.include, disableRules: [...(options.disableRules ?? [])] },
  );
  return results.violations.filter((violation) => failingImpacts.has(violation.impact));
}

/** One line per violation and element, fit for a failing test's message. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.impact}: ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    )
    .join('\n');
}

/** Fails with a readable list when axe finds anything serious or critical. */
export async function expectNoSeriousViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  const violations = await seriousViolations(page, options);
  if (violations.length > 0) {
    throw new Error(`axe found ${violations.length} serious or critical accessibility violation(s) on ${page.url()}:\n${describeViolations(violations)}`);
  }
}
