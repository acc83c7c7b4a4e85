import { z } from 'zod';
import { ApiError, apiMessages } from '../api-client.ts';
import { pageLanguage } from '../i18n/page-language.ts';
import { pageTranslator } from '../i18n/page-translator.ts';
import { tokensSchema, type TokenStore, type Tokens } from './tokens.ts';

/**
 * The signed-in half of the API client (docs/product.md §4 and 7, docs/decisions/0010-tokens-short-jwts-rotated-refresh.md): every account call carries
 * `Authorization: Bearer <accessToken>`. When the API answers 401 AccessExpired, the tokens are
 * renewed with POST /api/token/updateaccesstoken and the call is made once more. Renewals are
 * single-flight: refresh tokens rotate and a reused one revokes the whole session, so calls that
 * expire together share one renewal, and one that expires after another call has already renewed
 * simply uses the new tokens. A refused renewal, or any other 401, ends the session: the tokens
 * are cleared and `onSessionEnded` listeners are told.
 */

/** The session is over (tokens refused or gone); the visitor must log in again. */
export class SessionEndedError extends ApiError {
  constructor() {
    super(pageTranslator()('common.sessionEnded'), 401);
  }
}

/** An account call's body; a function of the tokens when the body itself carries them (getCompanyFromToken). */
export type AccountBody = unknown | ((tokens: Tokens) => unknown);

export interface AccountClient {
  readonly tokens: TokenStore;
  post<Response extends z.ZodType>(path: `/api/${string}`, body: AccountBody, responseSchema: Response): Promise<z.infer<Response>>;
  /** A signed-in call that answers a file (Export CSV): its contents and the name the server gave it. */
  download(path: `/api/${string}`, body: AccountBody): Promise<{ file: Blob; fileName: string | undefined }>;
  /** Starts a session with the tokens a login answered. */
  login(tokens: Tokens): void;
  /**
   * Ends the session on purpose: both tokens leave storage at once, and the API is asked to end
   * the sign-in (POST /api/auth/logout), so a copy of the tokens elsewhere stops working too.
   * Settles when that call has; never fails: a server that cannot be reached still leaves the
   * browser signed out.
   */
  logout(): Promise<void>;
  /** `listener` runs whenever the API ends the session (not on logout). Returns the unsubscribe. */
  onSessionEnded(listener: () => void): () => void;
}

export interface AccountClientOptions {
  tokens: TokenStore;
  /** Where /api lives; the page's own origin when empty (the SPA and the API share one). */
  baseUrl?: string;
}

export const refreshPath = '/api/token/updateaccesstoken';
export const logoutPath = '/api/auth/logout';
const accessExpired = 'AccessExpired';
/** One renewal at a time across this browser's tabs too (they share the tokens). */
const refreshLockName = 'typetest-token-refresh';

// `errorTitle`: the title a refusal's modal shows (invitations' checks and allowance).
const failureSchema = z.object({ errorMessage: z.string().min(1), code: z.string().optional(), errorTitle: z.string().min(1).optional().catch(undefined) });
const refreshAnswerSchema = z.object({ success: z.literal(true), data: tokensSchema });

interface Answer {
  status: number;
  json: unknown;
}

export function createAccountClient({ tokens, baseUrl = '' }: AccountClientOptions): AccountClient {
  const sessionEndedListeners = new Set<() => void>();
  let renewal: Promise<Tokens> | null = null;

  async function fetchAnswer(path: string, body: unknown, accessToken?: string, accept = 'application/json'): Promise<Response> {
    // The page's language, so the server's words match the screen's (as the anonymous calls, api-client.ts).
    // A file (the company's logo) goes as its bytes; the server judges them, not this type.
    const file = body instanceof Blob ? body : undefined;
    const headers: Record<string, string> = {
      'Content-Type': file ? file.type || 'application/octet-stream' : 'application/json',
      Accept: accept,
      'Accept-Language': pageLanguage(),
    };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    try {
      return await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: file ?? JSON.stringify(body) });
    } catch {
      throw new ApiError(apiMessages.unreachable, 0);
    }
  }

  async function send(path: string, body: unknown, accessToken?: string): Promise<Answer> {
    const response = await fetchAnswer(path, body, accessToken);
    // A proxy or crash page may answer with HTML: that is "unexpected", not a parse error to show.
    const json: unknown = await response.json().catch(() => undefined);
    return { status: response.status, json };
  }

  function endSession(): never {
    tokens.clear();
    for (const listener of sessionEndedListeners) listener();
    throw new SessionEndedError();
  }

  function isAccessExpired(answer: Answer): boolean {
    return answer.status === 401 && failureSchema.safeParse(answer.json).data?.errorMessage === accessExpired;
  }

  async function renew(expired: Tokens): Promise<Tokens> {
    const current = tokens.read();
    if (!current) return endSession();
    // Another call (or tab) renewed them after `expired` was sent: use theirs, never the rotated one.
    if (current.accessToken !== expired.accessToken) return current;
    const answer = await send(refreshPath, { tokens: current });
    // Logged out while the renewal was on its way: the renewed tokens must not sign this browser in again.
    if (tokens.read() === null) throw new SessionEndedError();
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) return endSession();
    const renewed = refreshAnswerSchema.safeParse(answer.json);
    if (answer.status !== 200 || !renewed.success) throw failure(answer);
    tokens.save(renewed.data.data);
    return renewed.data.data;
  }

  function renewOnce(expired: Tokens): Promise<Tokens> {
    renewal ??= withRefreshLock(() => renew(expired)).finally(() => {
      renewal = null;
    });
    return renewal;
  }

  return {
    tokens,

    async post(path, body, responseSchema) {
      const sent = tokens.read();
      if (!sent) throw new SessionEndedError();
      let answer = await send(path, bodyFor(body, sent), sent.accessToken);
      if (isAccessExpired(answer)) {
        const renewed = await renewOnce(sent);
        answer = await send(path, bodyFor(body, renewed), renewed.accessToken);
      }
      // A token refused for any other reason (or expired again at once) will not get better.
      if (answer.status === 401) return endSession();
      if (answer.status < 200 || answer.status > 299) throw failure(answer);
      const parsed = responseSchema.safeParse(answer.json);
      if (!parsed.success) throw new ApiError(apiMessages.unexpected, answer.status);
      return parsed.data;
    },

    async download(path, body) {
      const sent = tokens.read();
      if (!sent) throw new SessionEndedError();
      let response = await fetchAnswer(path, bodyFor(body, sent), sent.accessToken, '*/*');
      if (response.status === 401) {
        const answer = { status: 401, json: await response.json().catch(() => undefined) };
        if (!isAccessExpired(answer)) return endSession();
        const renewed = await renewOnce(sent);
        response = await fetchAnswer(path, bodyFor(body, renewed), renewed.accessToken, '*/*');
        if (response.status === 401) return endSession();
      }
      if (response.status < 200 || response.status > 299) throw failure({ status: response.status, json: await response.json().catch(() => undefined) });
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
      // The server breaks a file it could not finish off half-way (api/src/features/applicants/history-export.ts):
      // reading it then fails, and what came so far must not be saved as if it were the file.
      const file = await response.blob().catch(() => {
        throw new ApiError(apiMessages.downloadBrokenOff, response.status);
      });
      return { file, fileName };
    },

    login(next) {
      tokens.save(tokensSchema.parse(next));
    },

    async logout() {
      const ending = tokens.read();
      tokens.clear();
      if (!ending) return;
      try {
        // keepalive: the call goes on even when the page is being left or reloaded meanwhile.
        await fetch(`${baseUrl}${logoutPath}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': pageLanguage(), Authorization: `Bearer ${ending.accessToken}` },
          body: JSON.stringify({ tokens: ending }),
          keepalive: true,
        });
      } catch {
        // Not reached: this browser is signed out all the same. On the server the sign-in then
        // lasts until its refresh token expires (REFRESH_TOKEN_DAYS), of use only to a copy.
      }
    },

    onSessionEnded(listener) {
      sessionEndedListeners.add(listener);
      return () => sessionEndedListeners.delete(listener);
    },
  };
}

function bodyFor(body: AccountBody, tokens: Tokens): unknown {
  return typeof body === 'function' ? body(tokens) : body;
}

function failure(answer: Answer): ApiError {
  const parsed = failureSchema.safeParse(answer.json);
  return parsed.success ? new ApiError(parsed.data.errorMessage, answer.status, parsed.data.code, parsed.data.errorTitle) : new ApiError(apiMessages.unexpected, answer.status);
}

/** The Web Locks API where the browser has it (all current ones), so two tabs never renew at once. */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The DOM typing says Promise<Promise<T>>; the lock's promise resolves with the awaited value.
  return locks ? locks.request(refreshLockName, work).then((result) => result) : work();
}
