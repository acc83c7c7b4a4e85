import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { pageI18n } from './i18n.ts';

const i18n = pageI18n();
// Screen readers pick their voice by <html lang>.
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Gives every screen `useTranslation()`; the product's one language choice is made here. */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
