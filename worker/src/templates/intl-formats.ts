/**
 * Intl formatters made once per locale and options (the time zone is one of them) and then reused:
 * making one costs far more than formatting with it (ICU loads the locale's patterns and the
 * zone's rules), and a results mail formats several dates and numbers. A formatter the runtime
 * refuses to make (a time zone it does not know) throws as `new` does, every time, and is never
 * kept. Formatters hold no state between calls, so sharing them changes no output.
 */

/**
 * At most this many of each kind are kept. The locales and options are the templates' own, but a
 * time zone comes from a company's settings: the cap bounds memory whatever zones arrive.
 */
const maxKept = 500;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once; throws a RangeError for a time zone the runtime does not know. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function kept<F>(formats: Map<string, F>, locale: string, options: object, make: () => F): F {
  // The options are literals in the templates, so the same ones always stringify alike.
  const key = `${locale} ${JSON.stringify(options)}`;
  const made = formats.get(key);
  if (made) return made;
  const format = make();
  if (formats.size >= maxKept) formats.clear();
  formats.set(key, format);
  return format;
}
