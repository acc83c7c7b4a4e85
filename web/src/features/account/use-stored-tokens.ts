import { useSyncExternalStore } from 'react';
import { accountClient } from '../../shared/session/session.ts';
import type { Tokens } from '../../shared/session/tokens.ts';

/** The session's tokens as stored (null when signed out), followed as they change, also from another tab. */
export function useStoredTokens(): Tokens | null {
  const { tokens } = accountClient();
  return useSyncExternalStore(tokens.subscribe, tokens.read, () => null);
}
