import { z } from 'zod';
import { catalogueKey } from '../i18n/issue-words.ts';
import { freeText } from '../schema/free-text.ts';
import { applicantLimits } from './applicant-limits.ts';

/*
 * The calls of a company's public link for job adverts (docs/decisions/0063-invitation-submits-and-public-link.md),
 * a module of their own: the link's page loads only these, not the applicant feature's other calls
 * (whose keystroke schemas would otherwise move code the applicant's test page shares into a chunk
 * of its own, past that page's budget).
 */

/** The lengths the link's page takes: those of a row of the invitation form. */
export const invitationLinkLimits = { fullName: applicantLimits.fullName, email: applicantLimits.email } as const;

/** A public link's token (invitation_links): random, URL-safe, in the link `/apply/{token}`. */
export const invitationLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, catalogueKey('input.invitationLinkToken'));

/** The company's public link for job adverts: its token while it is on, null while it is off. */
export const invitationLinkAnswerSchema = z.object({ success: z.literal(true), data: z.object({ token: z.string().nullable() }) });

/** The public link's page asks whose link it is: the company's name, while the link is on. */
export const invitationLinkLookupSchema = z.object({ token: invitationLinkTokenSchema }).strict();
export const invitationLinkCompanySchema = z.object({ success: z.literal(true), data: z.object({ companyName: z.string() }) });

/** Someone who found the public link asks for their own invitation: one row of the invitation form, checked the same way. */
export const invitationLinkApplySchema = z
  .object({
    token: invitationLinkTokenSchema,
    fullName: freeText({ max: applicantLimits.fullName }),
    email: freeText({ max: applicantLimits.email }),
  })
  .strict();
export type InvitationLinkApplication = z.infer<typeof invitationLinkApplySchema>;
export const invitationLinkAppliedSchema = z.object({ success: z.literal(true), message: z.string() });
