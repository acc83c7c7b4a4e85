import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '@typetest/events/i18n/languages';
import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from '../../shared/i18n/catalogue-translator.ts';
import { applicantWords, applicantWordsFor } from './applicant-words.ts';

const webSrc = fileURLToPath(new URL('../..', import.meta.url));

/** What the applicant's page is built from (applicant-main.tsx's imports, followed by hand): the folders and files whose words it shows. */
const applicantPageSources = ['features/applicant', 'features/typing-test', 'features/theme', 'shared/ui', 'shared/api-client.ts', 'app/footer.tsx', 'app/page-frame.tsx'];

function* sources(path: string): Generator<string> {
  const full = join(webSrc, path);
  if (/\.tsx?$/.test(path)) {
    yield readFileSync(full, 'utf8');
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* sources(join(path, entry.name));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield readFileSync(join(full, entry.name), 'utf8');
  }
}

describe.each(languages)('given the words the applicant’s page loads in %s', (language) => {
  it('when its screens ask for a text by key, then the text is there (no key shows instead of words)', async () => {
    const { words } = await applicantWordsFor([language]);
    const t = catalogueTranslator(words, language) as unknown as (key: string) => string;
    const keys = new Set<string>();
    for (const path of applicantPageSources) for (const source of sources(path)) for (const [, key = ''] of source.matchAll(/\bt\(\s*'([\w.]+)'/g)) keys.add(key);
    expect(keys.size).toBeGreaterThan(40);
    const missing = [...keys].filter((key) => t(key) === key);
    expect(missing).toEqual([]);
  });
});

describe('given a browser’s preferred languages', () => {
  it('when Swedish comes first, then the page is in Swedish, with the Swedish words', async () => {
    const { language, words } = await applicantWordsFor(['sv-SE', 'en']);
    expect(language).toBe('sv');
    expect(catalogueTranslator(words, language)('applicant.welcomeTitle')).toBe('Välkommen');
  });

  it('when none is a language the product speaks, then the page is in English, with the words bundled in it', async () => {
    const { language, words } = await applicantWordsFor(['de-DE']);
    expect(language).toBe('en');
    expect(words).toBe(applicantWords);
  });
});
