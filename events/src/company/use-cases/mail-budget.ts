/**
 * Mails a company or an address may cause per window (ACCOUNT_MAIL_RATE_LIMIT), kept by the API
 * in Redis: `consume` counts one for the key and answers the seconds to wait when past it, else
 * undefined (the API's `keyedRateLimit` is one: api/src/http/rate-limit.ts).
 */
export interface MailBudget {
  consume(key: string): Promise<number | undefined>;
}

/** Past the budget: nothing recorded, nothing sent; ask again after `wait` seconds. */
export type TooManyOutcome = { outcome: 'tooMany'; wait: number };
