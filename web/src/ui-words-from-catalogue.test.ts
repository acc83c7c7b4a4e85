import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word the web app shows comes from the catalogue (events/src/i18n/en.ts) through `t()`,
 * so a wording change or a second language is an edit there, never a hunt through components.
 * This reads the app's sources and lists what would be shown as written: text between JSX tags,
 * `{'…'}` children, the attributes people read or hear (aria-label, title, placeholder, a
 * component's label or message), and what goes into a toast. Class names, test ids, routes and
 * icons carry no letters a visitor reads as words and are not looked at.
 */

const webSrc = fileURLToPath(new URL('.', import.meta.url));

/** Attributes whose value a visitor sees or a screen reader says. */
const spokenAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'message',
  'heading',
  'hint',
  'error',
  'confirmLabel',
  'buttonLabel',
]);

/** Calls whose string argument becomes a toast. */
const toastCalls = /^(notify|toast)(\.\w+)?$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

const hasWords = (text: string) => /\p{L}/u.test(text);

function isStringy(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
}

function textOf(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression | ts.JsxText): string {
  return (ts.isTemplateExpression(node) ? node.getText() : node.text).replace(/\s+/g, ' ').trim();
}

/** `file:line: text` for every literal shown to a visitor in one source file. */
export function literalUiTexts(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const name = relative(webSrc, path);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!hasWords(text)) return;
    found.push(`${name}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, textOf(node));
    if (ts.isJsxExpression(node) && node.expression && isStringy(node.expression)) {
      const parent = node.parent;
      // A child `{'…'}`, or a spoken attribute given as `{'…'}`.
      if (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) report(node, textOf(node.expression));
      if (ts.isJsxAttribute(parent) && spokenAttributes.has(parent.name.getText())) report(node, textOf(node.expression));
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer) && spokenAttributes.has(node.name.getText())) {
      report(node, textOf(node.initializer));
    }
    if (ts.isCallExpression(node) && toastCalls.test(node.expression.getText())) {
      for (const argument of node.arguments) if (isStringy(argument)) report(argument, textOf(argument));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('given the web app’s sources', () => {
  it('when every screen, toast and control name is read, then none shows words written in the component', () => {
    const found = [...sourceFiles(webSrc)].flatMap((path) => literalUiTexts(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});

describe('given a component that writes its words itself', () => {
  const component = `
    export function Menu({ dark }: { dark: boolean }) {
      notify.success('Logged out');
      return (
        <section className="card landing" data-testid="menu">
          <h1>Welcome</h1>
          <button aria-label="Dark mode" type="button">{dark ? '☀' : '☾'}</button>
          <p>{'Test not started'}</p>
          <TextField label={'E-mail'} hint={t('login.email')} />
          <p>{t('common.copyright', { year: 2026 })}</p>
        </section>
      );
    }`;

  it('when it is read, then each literal a visitor would meet is named with its line, and class names, test ids, icons and t() keys are not', () => {
    expect(literalUiTexts(join(webSrc, 'features/menu.tsx'), component)).toEqual([
      'features/menu.tsx:3: Logged out',
      'features/menu.tsx:6: Welcome',
      'features/menu.tsx:7: Dark mode',
      'features/menu.tsx:8: Test not started',
      'features/menu.tsx:9: E-mail',
    ]);
  });
});
