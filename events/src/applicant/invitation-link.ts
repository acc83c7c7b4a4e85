import type { EventOf, RecordedEvent } from '../catalogue.ts';
import type { StreamKind } from '../store/handle-command.ts';

/**
 * A company's public link for job adverts (docs/decisions/0063-invitation-submits-and-public-link.md):
 * whoever has it enters a name and an e-mail and gets the company's normal invitation by mail. One
 * stream per company (`invitation-link-<companyId>`); the token itself lives in invitation_links.
 */
export interface InvitationLinkState {
  open: boolean;
}

export const invitationLinkStream = (companyId: string) => `invitation-link-${companyId}`;

export function evolveInvitationLink(state: InvitationLinkState | undefined, event: RecordedEvent): InvitationLinkState | undefined {
  if (event.type === 'InvitationLinkOpened') return { open: true };
  if (event.type === 'InvitationLinkClosed') return { open: false };
  return state;
}

export const invitationLinkStreams: StreamKind<InvitationLinkState> = { streamId: invitationLinkStream, evolve: evolveInvitationLink };

/** Why turning the link on was refused: the company's login e-mail is not verified (docs/decisions/0044-mails-a-company-may-cause.md). */
export class InvitationLinkRefused extends Error {
  override name = 'InvitationLinkRefused';
  constructor(readonly reason: 'unverified') {
    super('The public link needs a verified login e-mail.');
  }
}

/**
 * Decide: the company turns its public link on, or renews it when it is on (a new token). Only a
 * company whose login e-mail is verified: until then it may send three mails to strangers in all,
 * and a link anyone can use must not be a way to spend them or to mail strangers in its name.
 */
export function openInvitationLink(
  state: InvitationLinkState | undefined,
  { companyId, emailVerified }: { companyId: string; emailVerified: boolean },
): EventOf<'InvitationLinkOpened'>[] {
  if (!emailVerified) throw new InvitationLinkRefused('unverified');
  return [{ type: 'InvitationLinkOpened', data: { companyId, renewed: state?.open === true } }];
}

/** Decide: the company turns its public link off; nothing to do when it is off already. */
export function closeInvitationLink(state: InvitationLinkState | undefined, companyId: string): EventOf<'InvitationLinkClosed'>[] {
  return state?.open === true ? [{ type: 'InvitationLinkClosed', data: { companyId } }] : [];
}
