import type { Transaction } from 'kysely';
import type { Database, DomainEvent } from '../catalogue.ts';
import type { Secrets } from '../store/handle-command.ts';
import { newSecret, secretHash } from '../store/secret-codes.ts';
import * as applicantQueries from './queries.ts';

/** The link codes a commit minted, by applicant id: they travel only into the invitation mails (applicant-mails.ts). */
export interface ApplicantLinkSecrets extends Secrets {
  linkCodes: Readonly<Record<string, string>>;
  write(trx: Transaction<Database>): Promise<void>;
}

/**
 * The applicant's secret policy: the personal link, `/{textFolder}?code={link code}`
 * (docs/decisions/0012-applicant-link-hashed-secret.md), 256 random bits stored as a hash only.
 * An invitation mints a link. Sending it again mints a new one and ends the old at once: it is the
 * company's own act, and the mail that went astray may be why it is sent again. A reminder mints a
 * new one and ends nothing: the old link stays in use until the new one is first used
 * (applicantQueries.recordFirstUse), so a reminder never ends a test being typed
 * (docs/decisions/0042-links-end-when-the-next-is-used.md). A removal ends the link. Made per
 * attempt from the decided events (the Command's `secrets`), so a code is never stored for an
 * attempt that lost.
 */
export function applicantLinkSecrets(events: readonly DomainEvent[]): ApplicantLinkSecrets {
  const minted: { applicantId: string; linkCode: string }[] = [];
  const ended: string[] = [];
  for (const event of events) {
    if (event.type === 'InvitationResent' || event.type === 'ApplicantRemoved') ended.push(event.data.applicantId);
    if (event.type === 'ApplicantInvited' || event.type === 'InvitationResent' || event.type === 'ReminderSent')
      minted.push({ applicantId: event.data.applicantId, linkCode: newSecret() });
  }
  return {
    linkCodes: Object.fromEntries(minted.map(({ applicantId, linkCode }) => [applicantId, linkCode])),
    async write(trx) {
      for (const applicantId of ended) await applicantQueries.revokeApplicantLinks(trx, applicantId);
      for (const { applicantId, linkCode } of minted) await applicantQueries.storeApplicantLink(trx, applicantId, secretHash(linkCode));
    },
  };
}
