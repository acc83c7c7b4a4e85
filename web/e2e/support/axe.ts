import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Accessibility checks with axe-core, run inside the page under test. Every screen's browser test
 * calls `expectNoSeriousViolations(page)` once per theme, so a regression a screen-reader or
 * keyboard user would meet (a nameless button, text too faint to read, a broken ARIA reference)
 * fails the test that introduced it. Minor and moderate findings are left to review.
 *
 * Open modals get a measurement of their own. axe does not know the top layer a <dialog> opened
 * with showModal() is drawn in: by its own stacking rules the toasts' container (empty,
 * transparent, fixed over the page with z-index 9999, and in truth under the dialog) and any toast
 * showing lie on top of the dialog, and a text of several lines lies over different parts of the
 * page; either way it leaves the dialog's texts "incomplete" instead of measuring their contrast,
 * and an unreadable modal fails nothing. So each open modal's `color-contrast` is measured once
 * more, on the modal alone, with the rest of the page made invisible for that moment. That is what
 * the top layer means: nothing of the page is over the modal, and nothing of it shows through the
 * modal's background, provided that background is one opaque colour (a modal whose background is
 * not fails the check, as its contrast could not be measured). And so that this gap cannot come
 * back unseen, a text inside an open modal whose contrast axe still leaves unmeasured fails the
 * check, as does an open modal with no text measured at all.
 */

type Violation = axe.Result;

const failingImpacts: ReadonlySet<axe.ImpactValue | undefined> = new Set(['serious', 'critical']);

/** What counts as an open modal: a <dialog> opened with showModal(), or an ARIA modal dialog. */
const openModalSelector = 'dialog:modal, [role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

export interface AxeCheckOptions {
  /** A CSS selector: check only this part of the page (default: the whole document). */
  include?: string;
  /** Rule ids to skip, each with a reason in the calling test. */
  disableRules?: readonly string[];
}

/** What one check found. */
export interface AxeFindings {
  /** axe's serious and critical violations. */
  violations: Violation[];
  /** Texts inside an open modal whose colour contrast axe left unmeasured, each with axe's reason. */
  unmeasuredModalTexts: string[];
  /** Open modals (in the part checked) in which axe measured no text's contrast at all. */
  modalsWithNothingMeasured: string[];
  /** How many texts inside open modals axe measured the contrast of (passed or not). */
  measuredModalTexts: number;
}

/**
 * Runs axe on the page as it is now, once what is fading has finished: every rule, and, while a
 * modal is open, `color-contrast` once more on the modal alone to see that each of its texts was
 * measured.
 */
export async function checkAccessibility(page: Page, options: AxeCheckOptions = {}): Promise<AxeFindings> {
  // Injected through the DevTools protocol rather than a <script> tag, so no Content-Security-Policy stands in the way.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async ({ include, disableRules, openModalSelector }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      // First the colours that stay: two frames on, and no animation or transition with an end
      // still running (a toast fading in, a button's colour fading), waiting 3 s at most. An axe
      // run in the middle of a fade measures a colour that is never meant to be read.
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const giveUpAt = performance.now() + 3000;
      for (;;) {
        await frame();
        const moving = document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
        if (moving.length === 0 || performance.now() > giveUpAt) break;
        await Promise.race([
          Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, giveUpAt - performance.now())),
        ]);
      }

      const scope = include ? [...document.querySelectorAll(include)] : [document.documentElement];
      const modals = [...document.querySelectorAll<HTMLElement>(openModalSelector)];
      // The parts of open modals to check: a modal inside the part checked, or the part checked inside a modal.
      const modalParts = modals.flatMap((modal) => (scope.some((part) => part.contains(modal)) ? [modal] : scope.filter((part) => modal.contains(part))));
      const nameOf = (element: Element) => {
        const name = element.tagName.toLowerCase();
        return element.id
          ? `${name}#${element.id}`
          : `${name}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
      };

      const results = await engine.run(include ? { include: [include] } : document, { resultTypes: ['violations'], rules });
      if (modalParts.length === 0 || disableRules.includes('color-contrast')) {
        return { violations: results.violations, unmeasuredModalTexts: [], modalsWithNothingMeasured: [], measuredModalTexts: 0 };
      }

      const unmeasuredModalTexts: string[] = [];
      for (const modal of modals.filter((candidate) => modalParts.some((part) => candidate.contains(part)))) {
        const background = getComputedStyle(modal);
        if (background.backgroundImage !== 'none' || !/^rgb\(/.test(background.backgroundColor)) {
          unmeasuredModalTexts.push(
            `${nameOf(modal)}: its background (${background.backgroundColor}, ${background.backgroundImage}) is not one opaque colour, so the page shows through it`,
          );
        }
      }
      // The page beside the modals out of sight for the measurement: every element next to a modal
      // or next to one of its ancestors, with all it holds, gets opacity 0 from a stylesheet of the
      // check's own (no element of the page is touched), taken away again at once. Any fade that
      // taking it away starts is finished, so the page looks the same as before straight after.
      const besideModals = new CSSStyleSheet();
      besideModals.replaceSync(`:has(${openModalSelector}) > :not(${openModalSelector}, :has(${openModalSelector})) { opacity: 0 !important; transition: none !important; }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, besideModals];
      let contrast: axe.AxeResults;
      try {
        contrast = await engine.run({ include: modalParts }, { runOnly: ['color-contrast'], elementRef: true });
      } finally {
        const running = new Set(document.getAnimations());
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== besideModals);
        for (const started of document.getAnimations()) {
          if (!running.has(started) && started instanceof CSSTransition && started.transitionProperty === 'opacity') started.finish();
        }
      }

      const measuredIn = new Map<Element, number>(modalParts.map((part) => [part, 0]));
      for (const node of [...contrast.passes, ...contrast.violations].flatMap((result) => result.nodes)) {
        const part = modalParts.find((candidate) => node.element && candidate.contains(node.element));
        if (part) measuredIn.set(part, (measuredIn.get(part) ?? 0) + 1);
      }
      for (const node of contrast.incomplete.flatMap((result) => result.nodes)) {
        const reasons = [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ');
        const text = (node.element?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
        unmeasuredModalTexts.push(`${node.target.join(' ')} ("${text}"): ${reasons}`);
      }
      // A contrast violation in a modal is one the run on the whole page could not see (or saw
      // already: then it is not said twice). Plain data only: the page's elements stay in the page.
      const plainCheck = (check: axe.CheckResult): axe.CheckResult => ({ ...check, relatedNodes: check.relatedNodes?.map(({ element: _element, ...related }) => related) });
      const plainNode = ({ element: _element, ...node }: axe.NodeResult): axe.NodeResult => ({
        ...node,
        any: node.any.map(plainCheck),
        all: node.all.map(plainCheck),
        none: node.none.map(plainCheck),
      });
      const violations = results.violations.map((result) => ({ ...result, nodes: [...result.nodes] }));
      for (const result of contrast.violations) {
        const nodes = result.nodes.map(plainNode);
        const seen = violations.find((candidate) => candidate.id === result.id);
        if (!seen) violations.push({ ...result, nodes });
        else seen.nodes.push(...nodes.filter((node) => !seen.nodes.some((other) => other.target.join(' ') === node.target.join(' '))));
      }
      return {
        violations,
        unmeasuredModalTexts,
        modalsWithNothingMeasured: [...measuredIn].filter(([part, measured]) => measured === 0 && (part.textContent ?? '').trim() !== '').map(([part]) => nameOf(part)),
        measuredModalTexts: [...measuredIn.values()].reduce((sum, measured) => sum + measured, 0),
      };
    },
    { include: options.include, disableRules: [...(options.disableRules ?? [])], openModalSelector },
  );
  return { ...found, violations: found.violations.filter((violation) => failingImpacts.has(violation.impact)) };
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page, options: AxeCheckOptions = {}): Promise<Violation[]> {
  return (await checkAccessibility(page, options)).violations;
}

/** One line per violation and element, fit for a failing test's message. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .flatMap((violation) => violation.nodes.map((node) => `${violation.impact}: ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`))
    .join('\n');
}

/**
 * Fails with a readable list when axe finds anything serious or critical, or leaves a text of an
 * open modal with its contrast unmeasured. Gives back what it found (how many modal texts were
 * measured, say) for a test that wants to say more.
 */
export async function expectNoSeriousViolations(page: Page, options: AxeCheckOptions = {}): Promise<AxeFindings> {
  const findings = await checkAccessibility(page, options);
  const { violations, unmeasuredModalTexts, modalsWithNothingMeasured } = findings;
  const problems: string[] = [];
  if (violations.length > 0) {
    problems.push(`axe found ${violations.length} serious or critical accessibility violation(s) on ${page.url()}:\n${describeViolations(violations)}`);
  }
  if (unmeasuredModalTexts.length > 0) {
    problems.push(
      `axe could not measure the colour contrast of ${unmeasuredModalTexts.length} text(s) inside an open modal on ${page.url()} ` +
        `(left "incomplete", so a faint text there would pass unseen):\n${unmeasuredModalTexts.map((text) => `unmeasured: color-contrast at ${text}`).join('\n')}`,
    );
  }
  if (modalsWithNothingMeasured.length > 0) {
    problems.push(`axe measured the colour contrast of no text in the open modal(s) ${modalsWithNothingMeasured.join(', ')} on ${page.url()}`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return findings;
}
