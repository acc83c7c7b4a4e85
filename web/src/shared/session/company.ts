import { type Company, companyFromView, companyViewSchema } from '@typetest/events/company';
import { z } from 'zod';

/**
 * The signed-in company as getCompanyFromToken (and editCompany) answer it: docs/product.md §3's
 * fields, never a secret; read into the code's names (the wire's `isDefaultCb` is `isDefaultTexts`).
 */
export const companySchema = companyViewSchema.transform(companyFromView);
export type { Company };

/** POST /api/db/getCompanyFromToken's answer. */
export const companyAnswerSchema = z.object({ success: z.literal(true), data: companySchema });
