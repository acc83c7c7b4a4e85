import { pageLanguage } from './i18n/page-language.ts';
import { pageTranslator } from './i18n/page-translator.ts';

/**
 * The one way the SPA talks to the API (same origin, under /api): JSON in, JSON out. A success is
 * checked by the caller's response schema, so every response type is inferred from one; a
 * failure becomes an ApiError carrying the words the server chose for the visitor. Bearer calls
 * and the token refresh build on this in shared/session.
 *
 * No zod here: the applicant's page uses this client and stays light (bench); the account's
 * calls pass zod schemas, the applicant's page small checks of its own (anything with `safeParse`).
 * Every call says the page's language (Accept-Language), so the server's words match the screen's.
 */

/** What a failure the server did not word says, in the page's language. */
export const apiMessages = {
  get unreachable(): string {
    return pageTranslator()('common.unreachable');
  },
  get unexpected(): string {
    return pageTranslator()('common.unexpected');
  },
  get downloadBrokenOff(): string {
    return pageTranslator()('common.downloadBrokenOff');
  },
};

/** A failed call. `message` is fit to show the visitor as it is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status, or 0 when the server was never reached. */
    readonly status: number,
    /** The server's machine-readable reason, when it gives one (`weak-password`). */
    readonly code?: string,
    /** The server's title for a message a modal shows (`errorTitle`: an invitation check's), when it gives one. */
    readonly title?: string,
  ) {
    super(message);
  }
}

/** What checks an answer: a zod schema, or anything else with zod's `safeParse`. */
export interface ResponseSchema<Answer> {
  safeParse(value: unknown): { success: true; data: Answer } | { success: false };
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** docs/product.md §7: bad input answers `{success: false, errorMessage}`; a refusal names its reason (`code`), a modal's adds `errorTitle`. */
function failureOf(json: unknown): { errorMessage: string; code?: string; errorTitle?: string } | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { errorMessage, code, errorTitle } = json as Record<string, unknown>;
  if (!nonEmptyString(errorMessage)) return undefined;
  return { errorMessage, code: typeof code === 'string' ? code : undefined, errorTitle: nonEmptyString(errorTitle) ? errorTitle : undefined };
}

export async function postJson<Answer>(path: `/api/${string}`, body: unknown, responseSchema: ResponseSchema<Answer>): Promise<Answer> {
  let response: globalThis.Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': pageLanguage() },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(apiMessages.unreachable, 0);
  }

  // A proxy or crash page may answer with HTML; that is "unexpected", not a parse error to show.
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = failureOf(json);
    if (!failure) throw new ApiError(apiMessages.unexpected, response.status);
    throw new ApiError(failure.errorMessage, response.status, failure.code, failure.errorTitle);
  }
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(apiMessages.unexpected, response.status);
  return parsed.data;
}

/** What to tell the visitor about any error thrown by a call. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : apiMessages.unexpected;
}
