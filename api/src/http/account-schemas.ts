import { z } from 'zod';
import { companyViewSchema, normaliseEmail, requiredFreeText } from '@typetest/events';
import { catalogueKey } from '@typetest/events/i18n';
import { problemSchema } from './problem.ts';

/** Shapes shared by the account calls' requests and answers (docs/product.md §7), and their OpenAPI entries. */

export const json = <S extends z.ZodType>(schema: S) => ({ 'application/json': { schema } });
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ required: true, content: json(schema) });

/** An e-mail address someone typed to look an account up: no format rule, only lower-cased (docs/product.md §5); blank is refused. */
export const typedEmailSchema = requiredFreeText({ max: 254 }).transform(normaliseEmail);

/** A token or one-time code as sent: opaque; a wrong one is simply not found. */
const tokenCharacters = /^[\w.~+/=-]*$/;
export const opaqueSecretSchema = z.string().min(1, catalogueKey('input.empty')).max(2048).regex(tokenCharacters, catalogueKey('input.notOurCode'));

export const sessionTokensSchema = z
  .object({
    accessToken: z.string().max(4096).regex(tokenCharacters, catalogueKey('input.notOurToken')),
    refreshToken: z.string().max(2048).regex(tokenCharacters, catalogueKey('input.notOurToken')),
  })
  .strict();

export const success = z.object({ success: z.literal(true) });
export const tokensAnswer = z.object({ success: z.literal(true), data: z.object({ accessToken: z.string(), refreshToken: z.string() }) });
export const companyAnswer = z.object({ success: z.literal(true), data: companyViewSchema });

export const responses = {
  badInput: { description: 'Bad input; nothing changed', content: json(problemSchema) },
  unauthorized: { description: '`AccessExpired` (refresh the tokens and retry) or `Unauthorized`', content: json(problemSchema) },
  tooMany: { description: 'Too many requests; see Retry-After', content: json(problemSchema) },
} as const;

/** Bearer routes in the OpenAPI document. */
export const bearer = [{ bearer: [] }];

export const weakPasswordAnswer = z.object({ success: z.literal(false), errorMessage: z.string(), code: z.literal('weak-password') });
