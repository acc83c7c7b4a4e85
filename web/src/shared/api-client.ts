import { z } from 'zod';
import { pageI18n } from './i18n/i18n.ts';

/**
 * The one way the SPA talks to the API (same origin, under /api): JSON in, JSON out. A success is
 * checked against the caller's zod schema, so every response type is inferred from a schema; a
 * failure becomes an ApiError carrying the words the server chose for the visitor. Token handling
 * (bearer header, AccessExpired refresh) will live here too once the account area exists.
 */

/** What a failure the server did not word says, in the page's language. */
export const apiMessages = {
  get unreachable(): string {
    return pageI18n().t('common.unreachable');
  },
  get unexpected(): string {
    return pageI18n().t('common.unexpected');
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

/** DESIGN, API contract: bad input answers `{success: false, errorMessage}`; a refusal a modal shows adds `errorTitle`. */
const failureSchema = z.object({ errorMessage: z.string().min(1), code: z.string().optional(), errorTitle: z.string().min(1).optional() });

export async function postJson<Response extends z.ZodType>(
  path: `/api/${string}`,
  body: unknown,
  responseSchema: Response,
): Promise<z.infer<Response>> {
  let response: globalThis.Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(apiMessages.unreachable, 0);
  }

  // A proxy or crash page may answer with HTML; that is "unexpected", not a parse error to show.
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = failureSchema.safeParse(json);
    if (!failure.success) throw new ApiError(apiMessages.unexpected, response.status);
    throw new ApiError(failure.data.errorMessage, response.status, failure.data.code, failure.data.errorTitle);
  }
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(apiMessages.unexpected, response.status);
  return parsed.data;
}

/** What to tell the visitor about any error thrown by a call. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : apiMessages.unexpected;
}
