import { isReservedTextFolder, withReservedSuffix } from '@typetest/events/company';
import { useRef } from 'react';

/**
 * docs/product.md §5: a URL of login, register, typingtest or default gets 5 random characters appended. They
 * are drawn once for each reserved name the field holds, and kept while the page is open, so the
 * preview under the field shows the very address that is then registered or saved, however often
 * it re-renders (the registration wizard and Account settings both use it).
 */
export function useFinalTextFolder(typed: string): string {
  const drawn = useRef(new Map<string, string>());
  if (!isReservedTextFolder(typed)) return typed;
  let final = drawn.current.get(typed);
  if (final === undefined) {
    final = withReservedSuffix(typed);
    drawn.current.set(typed, final);
  }
  return final;
}
