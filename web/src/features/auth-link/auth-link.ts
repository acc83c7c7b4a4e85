import { z } from 'zod';

/** docs/product.md §2: the kinds of account-action link /authlink?mode=...&oobCode=... carries. */
export const authLinkModes = ['verifyEmail', 'recoverEmail', 'resetPassword'] as const;
export type AuthLinkMode = (typeof authLinkModes)[number];

const authLinkSchema = z.object({ mode: z.enum(authLinkModes), oobCode: z.string().min(1) });

/** A link the screen can act on. */
export type AuthLink = z.infer<typeof authLinkSchema>;

/**
 * What the address bar says, or why the link cannot be used (docs/product.md §5: without an oobCode the error
 * modal shows; so does a mode the product does not have). The mode is kept when it is known, so
 * the card still says what the link was for.
 */
export type ReadLink = { usable: true; link: AuthLink } | { usable: false; mode: AuthLinkMode | undefined };

export function readAuthLink(search: URLSearchParams): ReadLink {
  const parsed = authLinkSchema.safeParse({ mode: search.get('mode'), oobCode: search.get('oobCode') ?? '' });
  if (parsed.success) return { usable: true, link: parsed.data };
  const mode = z.enum(authLinkModes).safeParse(search.get('mode'));
  return { usable: false, mode: mode.success ? mode.data : undefined };
}

/** The card's heading and tab title for each kind of link (catalogue keys). */
export const headingKeys = {
  verifyEmail: 'authLink.verifyEmailHeading',
  recoverEmail: 'authLink.recoverEmailHeading',
  resetPassword: 'authLink.resetPasswordHeading',
  unknown: 'authLink.title',
} as const;

export function headingKeyOf(mode: AuthLinkMode | undefined) {
  return headingKeys[mode ?? 'unknown'];
}
