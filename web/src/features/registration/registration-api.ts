import type { Registration } from '@typetest/events/company';
import { z } from 'zod';
import { postJson } from '../../shared/api-client.ts';
import { tokensSchema } from '../../shared/session/tokens.ts';

/** The calls registration makes (docs/product.md §7, README "Company accounts (API)"): each answer checked against its schema. */

const duplicatesAnswer = z.object({ email: z.boolean(), textFolder: z.boolean() });
const createdAnswer = z.object({ success: z.literal(true), data: z.object({ companyId: z.string() }) });
const loginAnswer = z.object({ success: z.literal(true), data: tokensSchema });

/** Which of the URL and the e-mail address a company already uses (true = used). */
export function findDuplicates(textFolder: string, email: string) {
  return postJson('/api/db/registrationduplicates', { textFolder, email }, duplicatesAnswer);
}

/** Registers the company; an ApiError carries the server's errorMessage when it refuses. */
export function createCompany(registration: Registration) {
  return postJson('/api/db/createcompany', registration, createdAnswer);
}

/** docs/product.md §4: the automatic login after registering, with the e-mail and password just entered. */
export async function logIn(email: string, password: string) {
  const answer = await postJson('/api/db/login', { user: { email, password } }, loginAnswer);
  return answer.data;
}
