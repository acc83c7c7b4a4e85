import { z } from 'zod';

/** docs/product.md §3 and 9: the session is the two tokens, kept in local storage under these very keys. */
export const tokenKeys = { accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

export const tokensSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type Tokens = z.infer<typeof tokensSchema>;

/** The stored tokens, watched: React reads them with useSyncExternalStore. */
export interface TokenStore {
  /** The tokens, or null when either is missing. The same object until they change. */
  read(): Tokens | null;
  save(tokens: Tokens): void;
  clear(): void;
  /** Called on every change, also one made by another tab. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(storage: Storage): TokenStore {
  const listeners = new Set<() => void>();
  let last: Tokens | null = null;

  function read(): Tokens | null {
    const accessToken = storage.getItem(tokenKeys.accessToken);
    const refreshToken = storage.getItem(tokenKeys.refreshToken);
    if (!accessToken || !refreshToken) return null;
    if (last?.accessToken !== accessToken || last.refreshToken !== refreshToken) last = { accessToken, refreshToken };
    return last;
  }

  function changed() {
    for (const listener of listeners) listener();
  }

  // Another tab logging in, out, or refreshing writes the same storage; follow it.
  function onStorage(event: StorageEvent) {
    if (event.key === null || event.key === tokenKeys.accessToken || event.key === tokenKeys.refreshToken) changed();
  }

  return {
    read,
    save(tokens) {
      storage.setItem(tokenKeys.accessToken, tokens.accessToken);
      storage.setItem(tokenKeys.refreshToken, tokens.refreshToken);
      changed();
    },
    clear() {
      storage.removeItem(tokenKeys.accessToken);
      storage.removeItem(tokenKeys.refreshToken);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
