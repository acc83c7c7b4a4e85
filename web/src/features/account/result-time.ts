/**
 * When an applicant finished, as the company's browser writes dates and times (its locale and
 * time zone); undefined when `dateTime` is not a date, for the card to say "Invalid date" (SPEC 2).
 */
export function resultTime(dateTime: string, locale?: string): string | undefined {
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
