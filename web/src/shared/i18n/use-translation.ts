import type { TFunction } from 'i18next';
import { pageTranslator } from './page-translator.ts';

/**
 * `const { t } = useTranslation()` in every screen: the page's words (see page-translator.ts),
 * with i18next's typed keys and placeholders. The page's language is chosen once, at start, so
 * there is nothing to re-render for.
 */
export function useTranslation(): { t: TFunction } {
  return { t: pageTranslator() };
}
