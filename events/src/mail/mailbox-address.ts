import { z } from 'zod';

/**
 * Exactly one mailbox address: one addr-spec (local@domain), nothing else -- no display name, no
 * comment, no group, no list, no whitespace or line break. The only shape a header such as
 * Reply-To may take when its value comes from someone else (a visitor, a company), since a mail
 * library that is handed a string parses it as a list of addresses and names.
 *
 * zod's e-mail check (the same as OPERATOR_EMAIL's) accepts a conservative subset of RFC 5322's
 * dot-atom addresses: every address it accepts is exactly one valid addr-spec. A rare valid address
 * it refuses (a quoted local part, an intranet domain without a dot) only costs the reply header.
 */
export const mailboxAddressSchema = z.email().max(254).brand<'MailboxAddress'>();

export type MailboxAddress = z.infer<typeof mailboxAddressSchema>;

/** The input as a mailbox address when it is exactly one, else undefined. */
export function asMailboxAddress(input: string): MailboxAddress | undefined {
  const parsed = mailboxAddressSchema.safeParse(input);
  return parsed.success ? parsed.data : undefined;
}
