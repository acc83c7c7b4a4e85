import type { TFunction } from 'i18next';

/**
 * How long someone must wait, as a person would say it: "in about 5 minutes", in the words of
 * the catalogue's `wait` section, in the language of `t` (the reader's). This picks the unit and
 * the number; the catalogue's plural forms say it ("in about a minute" for 1, never "1 minutes").
 * Seconds and minutes round up, so coming back when told is never too early; hours and days round
 * to the nearest, where "about" covers the difference.
 */
export function describeWait(seconds: number, t: TFunction): string {
  const wait = Math.max(0, Math.ceil(seconds));
  if (wait <= 1) return t('wait.seconds', { count: 1 });
  if (wait < 10) return t('wait.seconds', { count: wait });
  if (wait < 45) return t('wait.seconds', { count: Math.ceil(wait / 5) * 5 });
  if (wait <= 60) return t('wait.minutes', { count: 1 });
  if (wait <= 59 * 60) return t('wait.minutes', { count: Math.ceil(wait / 60) });
  const hours = Math.round(wait / 3600);
  if (hours < 24) return t('wait.hours', { count: hours });
  return t('wait.days', { count: Math.round(wait / 86_400) });
}
