import type { z } from 'zod';

/** For a feature's mail payload schemas: which fields of each are secrets (a list per kind, every kind listed). */
export type MailSecretFields<Payloads extends Record<string, z.ZodObject>> = {
  readonly [K in keyof Payloads]: readonly (keyof z.infer<Payloads[K]> & string)[];
};
