import type { TFunction } from 'i18next';
import { z } from 'zod';
import { issueWords } from '@typetest/events/i18n';

/** Every refusal the API gives has this shape (docs/product.md §7: success, errorMessage). */
export const problemSchema = z.object({ success: z.literal(false), errorMessage: z.string() });
export type Problem = z.infer<typeof problemSchema>;

export const problem = (errorMessage: string): Problem => ({ success: false, errorMessage });

/** The parts of a request a route validates, as Hono's validator names them. */
const validationTargets = ['json', 'query', 'param', 'header', 'cookie', 'form'] as const;
type ValidationTarget = (typeof validationTargets)[number];
const isValidationTarget = (target: string): target is ValidationTarget => (validationTargets as readonly string[]).includes(target);

/**
 * One sentence for the first thing wrong with a request, naming the field, in the words of `t`
 * (the request's). `target` is the part of the request that was wrong (`json`, `query`, ...).
 * The product's own rule messages (the ones the screens show as toasts) are already sentences
 * and stand alone.
 */
export function describeInvalidInput(error: z.ZodError, target: string, t: TFunction): string {
  const part = isValidationTarget(target) ? t(`api.targets.${target}`) : target;
  const issue = error.issues[0];
  if (!issue) return t('api.invalid', { target: part });
  const field = issue.path.map(String).join('.');
  const message = issueWords(issue, t);
  // A rule's own sentence (its first letter a capital) stands alone; a rule's fragment ("is reserved ...") gets its field.
  if (issue.code === 'custom' && (/^\P{L}*\p{Lu}/u.test(message) || !field || message.startsWith(`${field}:`))) return message;
  const reason = message.replace(/^Invalid input: /, '');
  return field ? t('api.fieldInvalid', { field, reason }) : t('api.invalidBecause', { target: part, reason });
}
