import { z } from 'zod';

/** Every refusal the API gives has this shape (docs/product.md §7: success, errorMessage). */
export const problemSchema = z.object({ success: z.literal(false), errorMessage: z.string() });
export type Problem = z.infer<typeof problemSchema>;

export const problem = (errorMessage: string): Problem => ({ success: false, errorMessage });

/**
 * One sentence for the first thing wrong with a request, naming the field. The product's own
 * rule messages (the ones the screens show as toasts) are already sentences and stand alone.
 */
export function describeInvalidInput(error: z.ZodError, target: string): string {
  const issue = error.issues[0];
  if (!issue) return `The ${target} is not valid.`;
  const field = issue.path.map(String).join('.');
  // A rule's own sentence stands alone; a rule's fragment ("is reserved ...") gets its field.
  if (issue.code === 'custom' && (/^[A-Z]/.test(issue.message) || !field || issue.message.startsWith(`${field}:`))) return issue.message;
  const message = issue.message.replace(/^Invalid input: /, '');
  return field ? `${field}: ${message}` : `The ${target} is not valid: ${message}`;
}
