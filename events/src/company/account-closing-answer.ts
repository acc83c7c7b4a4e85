import { z } from 'zod';

/**
 * What the account-closing calls answer (api/src/features/account/account-closing.ts), for the API
 * and the Account settings page alike: when the account closes, and the grace period the page states.
 */
export const accountClosingAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** When the account closes (ISO 8601); null: it is not closing. */
    closesAt: z.string().nullable(),
    /** ACCOUNT_CLOSING_GRACE_DAYS: how long after asking an account closes. */
    graceDays: z.number(),
  }),
});

export type AccountClosing = z.infer<typeof accountClosingAnswerSchema>['data'];
