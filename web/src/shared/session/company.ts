import { companyViewSchema, type CompanyView } from '@typetest/events/company';
import { z } from 'zod';

/** The signed-in company as getCompanyFromToken (and editCompany) answer it: docs/product.md §3's fields, never a secret. */
export const companySchema = companyViewSchema;
export type Company = CompanyView;

/** POST /api/db/getCompanyFromToken's answer. */
export const companyAnswerSchema = z.object({ success: z.literal(true), data: companySchema });
