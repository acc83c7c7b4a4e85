import { pageLocale } from '../../shared/i18n/page-language.ts';

/**
 * When an applicant finished, as the page writes dates and times (`locale`, the page's when not
 * given: page-language.ts), in `timeZone` (the company's, from Account settings; the browser's
 * when not given); undefined when `dateTime` is not a date, for the list to say "Invalid date"
 * (docs/product.md §2).
 */
export function resultTime(dateTime: string, locale: string | undefined = pageLocale(), timeZone?: string): string | undefined {
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}
