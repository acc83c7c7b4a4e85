import { useCallback, useEffect, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { AccountClient } from './account-client.ts';
import { companyAnswerSchema, type Company } from './company.ts';
import { accountClient } from './session.ts';
import type { Tokens } from './tokens.ts';

export const companyKey = 'session/company';

export interface Session {
  /** The signed-in company, once looked up. */
  company: Company | undefined;
  /** Both tokens are stored: a session exists, whether or not its company has been looked up yet. */
  signedIn: boolean;
  /** docs/product.md §4: true after a successful company lookup (or a login, which is followed by one). */
  authorized: boolean;
  /** Tokens are stored and the company is being looked up for the first time. */
  isLoading: boolean;
  /** The lookup failed (SessionEndedError when the API ended the session). */
  error: unknown;
  /** Starts the session with the tokens a login answered, then looks the company up. */
  login(tokens: Tokens): Promise<void>;
  /** docs/product.md §4: clears both tokens from state and storage at once; the server is told to end the sign-in meanwhile. */
  logout(): void;
}

/**
 * The company session (docs/product.md §4): when both tokens are stored, the company is looked up with
 * POST /api/db/getCompanyFromToken, renewing the tokens on AccessExpired. Every component that
 * calls it shares one lookup (SWR).
 */
export function useSession(client: AccountClient = accountClient()): Session {
  const tokens = useSyncExternalStore(client.tokens.subscribe, client.tokens.read, () => null);
  const signedIn = tokens !== null;
  const { mutate } = useSWRConfig();
  const lookup = useSWR(signedIn ? companyKey : null, () =>
    client.post('/api/db/getCompanyFromToken', (current: Tokens) => ({ tokens: current }), companyAnswerSchema).then((answer) => answer.data),
  );

  // Whatever ended the session (logout, a refused renewal, another tab), no company stays behind
  // for the next one to glimpse.
  useEffect(() => {
    if (!signedIn) void mutate(companyKey, undefined, { revalidate: false });
  }, [signedIn, mutate]);

  const login = useCallback(
    async (next: Tokens) => {
      client.login(next);
      await mutate(companyKey, undefined, { revalidate: true });
    },
    [client, mutate],
  );

  const logout = useCallback(() => {
    void client.logout();
  }, [client]);

  const company = signedIn ? lookup.data : undefined;
  return {
    company,
    signedIn,
    authorized: company !== undefined,
    isLoading: signedIn && lookup.isLoading,
    error: lookup.error,
    login,
    logout,
  };
}
