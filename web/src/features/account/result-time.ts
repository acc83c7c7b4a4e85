/**
 * When an applicant finished, as the company's browser writes dates and times (its locale), in
 * `timeZone` (the company's, from Account settings; the browser's when not given); undefined when
 * `dateTime` is not a date, for the list to say "Invalid date" (docs/product.md §2).
 */
export function resultTime(dateTime: string, locale?: string, timeZone?: string): string | undefined {
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}
