import { z } from 'zod';
import { catalogueKey } from '../i18n/issue-words.ts';
import { languages } from '../i18n/languages.ts';
import { applicantResultSchema } from './applicant-api.ts';

/*
 * The calls of a shared result (docs/decisions/0066-shared-result-links.md): the company makes,
 * lists and revokes read-only links to one result; whoever has a link reads the result with it.
 */

/** How long a link may work, in days: a week unless the company chooses a day or a month. */
export const shareDayChoices = [1, 7, 30] as const;
export type ShareDays = (typeof shareDayChoices)[number];
export const defaultShareDays: ShareDays = 7;

/** A shared link's secret, in `/shared/{token}`: 256 random bits, base64url (store/secret-codes.ts). */
export const sharedResultTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, catalogueKey('input.sharedResultToken'));

/** shareresult: a new link to one of the company's finished results. */
export const shareResultSchema = z
  .object({
    applicantId: z.uuid(),
    days: z
      .number()
      .refine((days): days is ShareDays => (shareDayChoices as readonly number[]).includes(days), catalogueKey('input.shareDays'))
      .optional(),
  })
  .strict();
export type ShareResultRequest = z.infer<typeof shareResultSchema>;

/** A link as the result page lists it. Its token is not kept (only its hash): only the answer to shareresult carries it. */
export const resultShareSchema = z.object({
  shareId: z.uuid(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['open', 'expired', 'revoked']),
});
export type ResultShare = z.infer<typeof resultShareSchema>;

export const sharedLinkAnswerSchema = z.object({ success: z.literal(true), data: resultShareSchema.extend({ token: sharedResultTokenSchema }) });

/** getresultshares: the result's links, newest first. */
export const resultSharesAnswerSchema = z.object({ success: z.literal(true), data: z.array(resultShareSchema) });

/** revokeresultshare: one of the company's links stops working. */
export const revokeResultShareSchema = z.object({ shareId: z.uuid() }).strict();

/** getsharedresult (public): the result behind a link, with whose it is and how the company writes times and speaks. */
export const sharedResultRequestSchema = z.object({ token: sharedResultTokenSchema }).strict();
export const sharedResultAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    companyName: z.string(),
    language: z.enum(languages),
    timeZone: z.string(),
    expiresAt: z.iso.datetime(),
    result: applicantResultSchema,
  }),
});
export type SharedResult = z.infer<typeof sharedResultAnswerSchema>['data'];
