import { readFileSync } from 'node:fs';
import Color from 'colorjs.io';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/** The tokens of each theme as the browser resolves them: dark overrides what it names. */
function themes(): Record<'light' | 'dark', Map<string, string>> {
  const css = readFileSync(new URL('./design-tokens.css', import.meta.url), 'utf8');
  const light = new Map<string, string>();
  const darkOnly = new Map<string, string>();
  postcss.parse(css).walkRules((rule) => {
    const target = rule.selector === ':root' ? light : rule.selector === ":root[data-theme='dark']" ? darkOnly : null;
    if (!target) throw new Error(`unexpected selector ${rule.selector} in design-tokens.css`);
    rule.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--')) target.set(declaration.prop, declaration.value);
    });
  });
  return { light, dark: new Map([...light, ...darkOnly]) };
}

/** [foreground, background, least WCAG contrast ratio] */
type Pair = [string, string, number];
const text = 4.5; // WCAG 1.4.3, normal-size text
const nonText = 3; // WCAG 1.4.11, control edges and the focus ring

const pairs: Pair[] = [
  ['--text', '--bg', text],
  ['--text', '--surface', text],
  ['--text', '--input-bg', text],
  ['--text', '--button-bg', text],
  ['--text', '--button-hover', text],
  ['--muted', '--bg', text],
  ['--muted', '--surface', text],
  ['--muted', '--input-bg', text],
  ['--accent', '--bg', text],
  ['--accent', '--surface', text],
  ['--accent-text', '--accent', text],
  ['--accent-text', '--accent-hover', text],
  ['--danger', '--bg', text],
  ['--danger', '--surface', text],
  ['--danger', '--danger-surface', text],
  ['--danger-text', '--danger', text],
  ['--danger-text', '--danger-hover', text],
  ['--success', '--surface', text],
  ['--success', '--success-surface', text],
  // Notice's error and success tones.
  ['--text', '--danger-surface', text],
  ['--text', '--success-surface', text],
  ['--field-border', '--input-bg', nonText],
  ['--field-border', '--surface', nonText],
  ['--focus', '--bg', nonText],
  ['--focus', '--surface', nonText],
  // The typing paper (docs/product.md §4): typed, untyped and wrong characters.
  ['--ink', '--paper', text],
  ['--ink-untyped', '--paper', text],
  ['--ink', '--ink-wrong-bg', text],
  ['--focus', '--paper', nonText],
];

describe.each(['light', 'dark'] as const)('given the %s theme', (theme) => {
  const tokens = themes()[theme];
  const colour = (name: string) => {
    const value = tokens.get(name);
    if (!value) throw new Error(`${name} is not defined for the ${theme} theme`);
    return new Color(value);
  };

  it.each(pairs)('when %s is shown on %s, then the contrast is at least %s:1', (foreground, background, least) => {
    const ratio = colour(foreground).contrast(colour(background), 'WCAG21');
    expect(ratio).toBeGreaterThanOrEqual(least);
  });
});

describe('given the dark theme', () => {
  it('when the typing paper is shown, then it is as dark as the page around it, not a bright sheet', () => {
    const tokens = themes().dark;
    const luminance = (name: string) => new Color(tokens.get(name) ?? '').luminance;
    // A dark sheet: no brighter than the theme's buttons, far from the light theme's cream (luminance 0.98).
    expect(luminance('--paper')).toBeLessThanOrEqual(luminance('--button-bg'));
  });
});

describe('given both themes', () => {
  it('when the dark theme is chosen, then every colour token the light theme has is given a dark value', () => {
    const css = readFileSync(new URL('./design-tokens.css', import.meta.url), 'utf8');
    const colourNames = (selector: string) => {
      const names: string[] = [];
      postcss.parse(css).walkRules(selector, (rule) =>
        rule.walkDecls((declaration) => {
          if (/^(#|rgb)/.test(declaration.value)) names.push(declaration.prop);
        }),
      );
      return names.sort();
    };
    expect(colourNames(":root[data-theme='dark']")).toEqual(colourNames(':root'));
  });
});
