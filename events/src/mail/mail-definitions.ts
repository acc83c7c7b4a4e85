import type { z } from 'zod';

/**
 * For a feature's mail payload schemas: which fields of each are secrets (a list per kind, every
 * kind listed). `StoredEarlier`: a secret field's earlier names, which mails stored before a
 * rename still carry (the schema reads them under the new name).
 */
export type MailSecretFields<Payloads extends Record<string, z.ZodType>, StoredEarlier extends string = never> = {
  readonly [K in keyof Payloads]: readonly ((keyof z.output<Payloads[K]> & string) | StoredEarlier)[];
};
