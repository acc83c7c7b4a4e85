import { ApiError, messageOf } from '../../shared/api-client.ts';

/**
 * What the form shows when sending invitations fails (docs/product.md §8): a list the server's checks refuse
 * (400, 409 "Duplicate Email ❗️" when another tab invited the same address meanwhile, or 403 when
 * the login e-mail is not verified and the list is more than it may still invite) goes in the modal
 * with the server's title and message; anything else (the 429 sentence saying when to send more,
 * an unreachable or failing server) is "Failed to send invitation" with the reason.
 */
export type InvitationFailure = { kind: 'refused'; title: string | undefined; message: string } | { kind: 'failed'; reason: string };

export function invitationFailure(error: unknown): InvitationFailure {
  if (error instanceof ApiError && (error.status === 400 || error.status === 403 || error.status === 409)) return { kind: 'refused', title: error.title, message: error.message };
  return { kind: 'failed', reason: messageOf(error) };
}
