import type { z } from 'zod';
import { createAccountClient, type AccountBody, type AccountClient } from './account-client.ts';
import { createTokenStore } from './tokens.ts';

let client: AccountClient | undefined;

/** The page's one account client, over localStorage (made on first use, so importing this needs no browser). */
export function accountClient(): AccountClient {
  client ??= createAccountClient({ tokens: createTokenStore(window.localStorage) });
  return client;
}

/**
 * A signed-in call: `postAccount('/api/db/editCompany', { accountSettings }, editAnswerSchema)`.
 * Renews the tokens when they expired; throws ApiError (SessionEndedError when the session is over).
 */
export function postAccount<Response extends z.ZodType>(path: `/api/${string}`, body: AccountBody, responseSchema: Response): Promise<z.infer<Response>> {
  return accountClient().post(path, body, responseSchema);
}

/** A signed-in call answering a file (Export CSV), renewing the tokens like `postAccount`. */
export function downloadAccount(path: `/api/${string}`, body: AccountBody) {
  return accountClient().download(path, body);
}

/** Runs `listener` when the API ends the session (refused renewal): e.g. toast and show the login view. */
export function onSessionEnded(listener: () => void): () => void {
  return accountClient().onSessionEnded(listener);
}
