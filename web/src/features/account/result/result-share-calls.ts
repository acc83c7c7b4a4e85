import { resultSharesAnswerSchema, sharedLinkAnswerSchema, type ResultShare, type ShareDays } from '@typetest/events/applicant';
import { z } from 'zod';
import { postAccount } from '../../../shared/session/session.ts';

/** A result's read-only links (docs/decisions/0066-shared-result-links.md), newest first. */
export async function fetchResultShares(applicantId: string): Promise<ResultShare[]> {
  return (await postAccount('/api/db/getresultshares', { applicantId }, resultSharesAnswerSchema)).data;
}

/** A new link; its token is in this answer only. */
export async function shareResult(applicantId: string, days: ShareDays): Promise<ResultShare & { token: string }> {
  return (await postAccount('/api/db/shareresult', { applicantId, days }, sharedLinkAnswerSchema)).data;
}

export async function revokeResultShare(shareId: string): Promise<void> {
  await postAccount('/api/db/revokeresultshare', { shareId }, z.object({ success: z.literal(true) }));
}

/** The page behind a link (api/src/http/spa.ts serves it). */
export const sharedResultLink = (token: string) => `${window.location.origin}/shared/${token}`;
